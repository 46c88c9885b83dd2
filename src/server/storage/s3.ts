/**
 * S3-compatible storage (AWS S3, Cloudflare R2, MinIO, s3rver in tests): the bucket is STORAGE_BUCKET;
 * an endpoint override addresses buckets by path. Signed URLs are SigV4 presigned requests. The host
 * is one the operator configured, so the SDK connects to it directly (as Stripe's client does).
 */
import { createReadStream } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { contentDisposition } from "./content-types";
import { spool } from "./spool";
import type { Body, ObjectInfo, PutOptions, SignedGetOptions, SignedPut, SignedPutOptions, StorageDriver } from "./types";

export type S3DriverOptions = {
  bucket: string;
  region: string;
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Where uploads are spooled before they are sent (a temp folder by default). */
  spoolDir?: string;
};

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NotFound" || e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404;
};

/** The file name rides along as metadata, percent-encoded (S3 metadata is ASCII). */
const nameOf = (metadata: Record<string, string> | undefined) => (metadata?.["file-name"] ? decodeURIComponent(metadata["file-name"]) : null);

export class S3Driver implements StorageDriver {
  readonly kind = "s3";
  readonly client: S3Client;
  constructor(private readonly opts: S3DriverOptions) {
    const config: S3ClientConfig = { region: opts.region, credentials: opts.credentials };
    // S3-compatible services (R2, MinIO, s3rver) address buckets by path, and not all of them decode
    // the SDK's default streamed checksums (aws-chunked): checksums only where the API requires them.
    if (opts.endpoint)
      Object.assign(config, {
        endpoint: opts.endpoint,
        forcePathStyle: true,
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      });
    this.client = new S3Client(config);
  }

  async put(key: string, body: Body, opts: PutOptions): Promise<ObjectInfo> {
    const spooled = await spool(body, this.opts.spoolDir ?? path.join(tmpdir(), "amt-storage"), opts.maxBytes);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.opts.bucket,
          Key: key,
          Body: createReadStream(spooled.file),
          ContentLength: spooled.size,
          ContentType: opts.contentType,
          Metadata: opts.fileName ? { "file-name": encodeURIComponent(opts.fileName) } : undefined,
        }),
      );
    } finally {
      await spooled.cleanup();
    }
    return { key, size: spooled.size, contentType: opts.contentType, fileName: opts.fileName ?? null };
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const r = await this.client.send(new HeadObjectCommand({ Bucket: this.opts.bucket, Key: key }));
      return { key, size: Number(r.ContentLength ?? 0), contentType: r.ContentType ?? "application/octet-stream", fileName: nameOf(r.Metadata) };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async get(key: string, opts: { firstBytes?: number } = {}) {
    try {
      const r = await this.client.send(
        new GetObjectCommand({ Bucket: this.opts.bucket, Key: key, Range: opts.firstBytes ? `bytes=0-${opts.firstBytes - 1}` : undefined }),
      );
      const total = r.ContentRange ? Number(r.ContentRange.split("/")[1]) : Number(r.ContentLength ?? 0);
      const info = { key, size: total, contentType: r.ContentType ?? "application/octet-stream", fileName: nameOf(r.Metadata) };
      return { info, body: r.Body as Readable };
    } catch (error) {
      if (notFound(error) || (error as { name?: string }).name === "InvalidRange") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.opts.bucket, Key: key }));
  }

  async signedGetUrl(key: string, opts: SignedGetOptions): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.opts.bucket,
      Key: key,
      ResponseContentDisposition: contentDisposition(opts.contentType, opts.fileName),
      ResponseContentType: opts.contentType ?? undefined,
    });
    return getSignedUrl(this.client, command, { expiresIn: Math.max(1, Math.floor(opts.expiresInSeconds)), signingDate: opts.now });
  }

  /** The type is signed (the upload must send it); S3 can't cap a presigned PUT's size, so check it on completion. */
  async signedPutUrl(key: string, opts: SignedPutOptions): Promise<SignedPut> {
    const command = new PutObjectCommand({ Bucket: this.opts.bucket, Key: key, ContentType: opts.contentType });
    const url = await getSignedUrl(this.client, command, {
      expiresIn: Math.max(1, Math.floor(opts.expiresInSeconds)),
      signingDate: opts.now,
      signableHeaders: new Set(["content-type"]),
    });
    return { url, method: "PUT", headers: { "Content-Type": opts.contentType } };
  }
}
