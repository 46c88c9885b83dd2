import { Readable } from "node:stream";
import { expect, it } from "vitest";
import { TooLargeError } from "./errors";
import { storageKey } from "./keys";
import type { StorageDriver } from "./types";

/**
 * The behaviour every driver shares, run by each driver's test file against its real peer. `request`
 * sends a signed URL's request (to the peer, or for the local driver through the files route).
 */
export type DriverUnderTest = { driver: () => StorageDriver; request: (url: string, init?: RequestInit) => Promise<Response> };

const WS = "6f1c2a52-1b0e-4d9a-9a51-2f1c3b4d5e6f";
export const PNG_BYTES = Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex"), Buffer.alloc(64, 7)]);
const key = (id: string) => storageKey({ workspaceId: WS, purpose: "test", id });
const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
};
const PAST = () => new Date(Date.now() - 2 * 60 * 60 * 1000);

export function driverContract(t: DriverUnderTest): void {
  it("puts from a Node stream and a web stream, then heads, gets and deletes", async () => {
    const d = t.driver();
    const a = key(`node-${Date.now()}`);
    const info = await d.put(a, Readable.from([PNG_BYTES.subarray(0, 10), PNG_BYTES.subarray(10)]), {
      contentType: "image/png",
      maxBytes: 1000,
      fileName: "Été logo.png",
    });
    expect(info.size).toBe(PNG_BYTES.length);
    expect(await d.head(a)).toMatchObject({ key: a, size: PNG_BYTES.length, contentType: "image/png", fileName: "Été logo.png" });
    const got = await d.get(a);
    expect((await text(got!.body)).equals(PNG_BYTES)).toBe(true);
    const first = await d.get(a, { firstBytes: 8 });
    expect((await text(first!.body)).equals(PNG_BYTES.subarray(0, 8))).toBe(true);
    expect(first!.info.size).toBe(PNG_BYTES.length);

    const b = key(`web-${Date.now()}`);
    await d.put(b, new Blob([PNG_BYTES]).stream(), { contentType: "image/png", maxBytes: 1000 });
    expect((await d.head(b))?.size).toBe(PNG_BYTES.length);

    await d.delete(a);
    await d.delete(b);
    expect(await d.head(a)).toBeNull();
    expect(await d.get(b)).toBeNull();
    await d.delete(a); // deleting again is not an error
  });

  it("aborts a put past its size cap and leaves nothing behind", async () => {
    const d = t.driver();
    const k = key(`big-${Date.now()}`);
    const chunks = (function* () {
      for (let i = 0; i < 64; i++) yield Buffer.alloc(1024, i);
    })();
    await expect(d.put(k, Readable.from(chunks), { contentType: "application/octet-stream", maxBytes: 10_000 })).rejects.toBeInstanceOf(TooLargeError);
    expect(await d.head(k)).toBeNull();
  });

  it("serves a signed GET until it expires", async () => {
    const d = t.driver();
    const k = key(`get-${Date.now()}`);
    await d.put(k, PNG_BYTES, { contentType: "image/png", maxBytes: 1000 });
    const url = await d.signedGetUrl(k, { expiresInSeconds: 60, fileName: "report.png", contentType: "image/png" });
    const res = await t.request(url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    expect(res.headers.get("content-disposition")).toContain('filename="report.png"');

    const expired = await d.signedGetUrl(k, { expiresInSeconds: 60, contentType: "image/png", now: PAST() });
    expect((await t.request(expired)).status).toBe(403);
    await d.delete(k);
  });

  it("takes a signed PUT with the headers it names, and refuses an expired one", async () => {
    const d = t.driver();
    const k = key(`put-${Date.now()}`);
    const put = await d.signedPutUrl(k, { expiresInSeconds: 60, contentType: "image/png", maxBytes: 1000 });
    const res = await t.request(put.url, { method: "PUT", headers: put.headers, body: PNG_BYTES });
    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
    expect(await d.head(k)).toMatchObject({ size: PNG_BYTES.length, contentType: "image/png" });

    const k2 = key(`put-expired-${Date.now()}`);
    const old = await d.signedPutUrl(k2, { expiresInSeconds: 60, contentType: "image/png", maxBytes: 1000, now: PAST() });
    expect((await t.request(old.url, { method: "PUT", headers: old.headers, body: PNG_BYTES })).status).toBe(403);
    expect(await d.head(k2)).toBeNull();
    await d.delete(k);
  });
}
