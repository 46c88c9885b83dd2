/**
 * Azure Blob Storage (azurite in tests): the container is STORAGE_CONTAINER, the account comes from
 * its connection string, whose key signs SAS URLs (read for downloads; create + write for uploads,
 * which must send `x-ms-blob-type: BlockBlob`).
 */
import { createReadStream } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { BlobSASPermissions, BlobServiceClient, generateBlobSASQueryParameters, StorageSharedKeyCredential, type ContainerClient } from "@azure/storage-blob";
import { contentDisposition } from "./content-types";
import { spool } from "./spool";
import type { Body, ObjectInfo, PutOptions, SignedGetOptions, SignedPut, SignedPutOptions, StorageDriver } from "./types";

export type AzureDriverOptions = { connectionString: string; container: string; spoolDir?: string };

const notFound = (error: unknown) => (error as { statusCode?: number }).statusCode === 404;
const nameOf = (metadata: Record<string, string> | undefined) => (metadata?.filename ? decodeURIComponent(metadata.filename) : null);
/** SAS times are whole seconds; a start a little in the past tolerates clock skew. */
const SKEW_MS = 5 * 60 * 1000;

export class AzureDriver implements StorageDriver {
  readonly kind = "azure";
  readonly container: ContainerClient;
  private readonly credential: StorageSharedKeyCredential;
  constructor(private readonly opts: AzureDriverOptions) {
    const service = BlobServiceClient.fromConnectionString(opts.connectionString);
    if (!(service.credential instanceof StorageSharedKeyCredential)) throw new Error("STORAGE_AZURE_CONNECTION_STRING must carry the account key");
    this.credential = service.credential;
    this.container = service.getContainerClient(opts.container);
  }

  async put(key: string, body: Body, opts: PutOptions): Promise<ObjectInfo> {
    const spooled = await spool(body, this.opts.spoolDir ?? path.join(tmpdir(), "amt-storage"), opts.maxBytes);
    try {
      await this.container.getBlockBlobClient(key).uploadStream(createReadStream(spooled.file), 4 * 1024 * 1024, 2, {
        blobHTTPHeaders: { blobContentType: opts.contentType },
        metadata: opts.fileName ? { filename: encodeURIComponent(opts.fileName) } : undefined,
      });
    } finally {
      await spooled.cleanup();
    }
    return { key, size: spooled.size, contentType: opts.contentType, fileName: opts.fileName ?? null };
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const p = await this.container.getBlobClient(key).getProperties();
      return { key, size: Number(p.contentLength ?? 0), contentType: p.contentType ?? "application/octet-stream", fileName: nameOf(p.metadata) };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async get(key: string, opts: { firstBytes?: number } = {}) {
    try {
      const r = await this.container.getBlobClient(key).download(0, opts.firstBytes);
      const total = r.contentRange ? Number(r.contentRange.split("/")[1]) : Number(r.contentLength ?? 0);
      const info = { key, size: total, contentType: r.contentType ?? "application/octet-stream", fileName: nameOf(r.metadata) };
      return { info, body: r.readableStreamBody as Readable };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.container.getBlobClient(key).deleteIfExists();
  }

  private sas(key: string, permissions: string, now: Date | undefined, seconds: number, headers: { contentDisposition?: string; contentType?: string } = {}) {
    const start = now ?? new Date();
    const query = generateBlobSASQueryParameters(
      {
        containerName: this.opts.container,
        blobName: key,
        permissions: BlobSASPermissions.parse(permissions),
        startsOn: new Date(start.getTime() - SKEW_MS),
        expiresOn: new Date(start.getTime() + Math.max(1, Math.floor(seconds)) * 1000),
        ...headers,
      },
      this.credential,
    );
    return `${this.container.getBlobClient(key).url}?${query.toString()}`;
  }

  async signedGetUrl(key: string, opts: SignedGetOptions): Promise<string> {
    return this.sas(key, "r", opts.now, opts.expiresInSeconds, {
      contentDisposition: contentDisposition(opts.contentType, opts.fileName),
      contentType: opts.contentType ?? undefined,
    });
  }

  /** Azure can't cap a SAS upload's size either: check it on completion. */
  async signedPutUrl(key: string, opts: SignedPutOptions): Promise<SignedPut> {
    return {
      url: this.sas(key, "cw", opts.now, opts.expiresInSeconds),
      method: "PUT",
      headers: { "Content-Type": opts.contentType, "x-ms-blob-type": "BlockBlob" },
    };
  }
}
