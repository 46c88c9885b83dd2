import { Readable } from "node:stream";
import { toNodeStream } from "./spool";
import type { Body } from "./types";

/**
 * Reads the first `n` bytes of a body (fewer when it is shorter) and gives back a stream that still
 * yields the whole body, so a type check can look before anything is stored.
 */
export async function peek(body: Body, n: number): Promise<{ head: Buffer; body: Readable }> {
  const iterator = toNodeStream(body)[Symbol.asyncIterator]() as AsyncIterator<Buffer | Uint8Array | string>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < n) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    const chunk = Buffer.from(next.value as Uint8Array);
    chunks.push(chunk);
    length += chunk.length;
  }
  const read = Buffer.concat(chunks);
  async function* whole() {
    if (read.length > 0) yield read;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield Buffer.from(next.value as Uint8Array);
    }
  }
  return { head: read.subarray(0, n), body: Readable.from(whole(), { objectMode: false }) };
}
