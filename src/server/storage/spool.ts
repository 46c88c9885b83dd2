/**
 * Streams a body to a temporary file with a size cap: past the cap the copy stops, the file is
 * removed and TooLargeError is thrown. Drivers store from the spooled file, so a refused upload
 * never reaches the store, and S3 and Azure get a known length.
 */
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { TooLargeError } from "./errors";
import type { Body } from "./types";

export function toNodeStream(body: Body): Readable {
  if (body instanceof Readable) return body;
  if (body instanceof Uint8Array) return Readable.from([body]);
  return Readable.fromWeb(body as WebReadableStream<Uint8Array>);
}

/** A transform that counts bytes and fails the pipeline once more than `maxBytes` passed. */
export function sizeCap(maxBytes: number): Transform & { bytes: number } {
  let bytes = 0;
  const t = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      (t as Transform & { bytes: number }).bytes = bytes;
      if (bytes > maxBytes) done(new TooLargeError(maxBytes));
      else done(null, chunk);
    },
  }) as Transform & { bytes: number };
  t.bytes = 0;
  return t;
}

/** Writes `body` to a new file in `dir` (created), at most `maxBytes`; the caller removes it with `cleanup`. */
export async function spool(body: Body, dir: string, maxBytes: number): Promise<{ file: string; size: number; cleanup: () => Promise<void> }> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomUUID()}.part`);
  const cleanup = () => rm(file, { force: true });
  const cap = sizeCap(maxBytes);
  try {
    await pipeline(toNodeStream(body), cap, createWriteStream(file, { mode: 0o600 }));
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { file, size: cap.bytes, cleanup };
}
