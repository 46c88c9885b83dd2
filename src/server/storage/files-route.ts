import "server-only";
import { Readable } from "node:stream";
import { getLogger } from "@/server/log";
import { contentDisposition, SERVED_FILE_HEADERS } from "./content-types";
import { TooLargeError } from "./errors";
import { LocalDriver } from "./local";
import type { StorageDriver } from "./types";

/**
 * The local driver's signed links: GET serves a file, PUT stores an upload, each only with a valid,
 * unexpired signature for that method. Served files carry nosniff, a `default-src 'none'` policy and
 * Content-Disposition (attachment unless a safe image, video or PDF). Other drivers sign their own
 * URLs, so with them this answers 404.
 */
const text = (status: number, message: string, extra: Record<string, string> = {}) =>
  new Response(message, { status, headers: { ...SERVED_FILE_HEADERS, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...extra } });

const EXPIRED = "This link has expired or isn't valid. Ask for a new one.";

export async function handleFileRequest(req: Request, keyParts: string[], driver: StorageDriver, now = new Date()): Promise<Response> {
  if (!(driver instanceof LocalDriver)) return text(404, "Not found.");
  const key = keyParts.join("/");
  const grant = driver.verify(req.method, key, new URL(req.url).searchParams, now);
  if (!grant) return text(403, EXPIRED);
  if (grant.method === "GET") {
    const got = await driver.get(key);
    if (!got) return text(404, "This file no longer exists.");
    const contentType = grant.contentType ?? got.info.contentType;
    const headers = {
      ...SERVED_FILE_HEADERS,
      "Content-Type": contentType,
      "Content-Length": String(got.info.size),
      "Content-Disposition": contentDisposition(contentType, grant.fileName ?? got.info.fileName),
      "Cache-Control": "private, max-age=300",
    };
    if (req.method === "HEAD") {
      got.body.destroy();
      return new Response(null, { headers });
    }
    return new Response(Readable.toWeb(got.body) as ReadableStream<Uint8Array>, { headers });
  }
  const type = (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== grant.contentType) return text(415, "The upload's type differs from the one this link was made for.");
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > grant.maxBytes) return text(413, new TooLargeError(grant.maxBytes).message, { Connection: "close" });
  if (!req.body) return text(400, "The upload was empty.");
  try {
    await driver.put(key, req.body as ReadableStream<Uint8Array>, { contentType: grant.contentType, maxBytes: grant.maxBytes });
  } catch (error) {
    if (error instanceof TooLargeError) return text(413, error.message, { Connection: "close" });
    getLogger().warn({ err: error }, "storage: a signed upload failed");
    return text(500, "The upload didn't complete. Try again.");
  }
  return new Response(null, { status: 201, headers: { ...SERVED_FILE_HEADERS, "Cache-Control": "no-store" } });
}
