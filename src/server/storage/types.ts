import type { Readable } from "node:stream";

/** A body to store: a Node stream, a web stream (a Request's body) or bytes. */
export type Body = Readable | ReadableStream<Uint8Array> | Uint8Array;

export type ObjectInfo = { key: string; size: number; contentType: string; fileName: string | null };

export type PutOptions = {
  contentType: string;
  /** The most bytes accepted: a longer body aborts the put and leaves nothing stored. */
  maxBytes: number;
  /** The person's name for the file: metadata only, sent back as Content-Disposition. */
  fileName?: string | null;
};

export type SignedGetOptions = {
  expiresInSeconds: number;
  /** Sent as the download's name. */
  fileName?: string | null;
  /** The stored type, which decides inline (safe images, video, PDF) or attachment. */
  contentType?: string | null;
  /** The clock the expiry counts from (tests pass one in the past to get an expired URL). */
  now?: Date;
};

export type SignedPutOptions = {
  expiresInSeconds: number;
  contentType: string;
  /** Enforced by the local driver; S3 and Azure can't cap a presigned PUT (check the size on completion). */
  maxBytes: number;
  now?: Date;
};

/** A URL the browser sends the file to, with the headers it must send along. */
export type SignedPut = { url: string; method: "PUT"; headers: Record<string, string> };

/**
 * One interface over local disk, S3-compatible storage and Azure Blob. Keys come from `storageKey`.
 * No business rules here: limits, type checks and accounting are the caller's (see objects.service.ts).
 */
export interface StorageDriver {
  readonly kind: "local" | "s3" | "azure";
  put(key: string, body: Body, opts: PutOptions): Promise<ObjectInfo>;
  head(key: string): Promise<ObjectInfo | null>;
  /** The object's bytes as a stream; `range` reads only the first bytes (for type checks). */
  get(key: string, opts?: { firstBytes?: number }): Promise<{ info: ObjectInfo; body: Readable } | null>;
  delete(key: string): Promise<void>;
  signedGetUrl(key: string, opts: SignedGetOptions): Promise<string>;
  signedPutUrl(key: string, opts: SignedPutOptions): Promise<SignedPut>;
}
