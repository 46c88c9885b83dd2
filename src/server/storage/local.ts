/**
 * Files on the local disk, under DATA_DIR/storage (the default driver). Each object is a file named
 * by its key plus a `.json` beside it with its type and name. Signed URLs point at the app's own
 * route (src/app/api/files/[...key]) and carry an expiry and an HMAC over method, key, expiry and the
 * headers they promise, so a link can't be stretched, renamed or turned into an upload.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseKey } from "./keys";
import { spool } from "./spool";
import type { Body, ObjectInfo, PutOptions, SignedGetOptions, SignedPut, SignedPutOptions, StorageDriver } from "./types";

export const FILES_ROUTE = "/api/files";

type Meta = { contentType: string; fileName: string | null };

/** What a verified local URL allows. */
export type LocalGrant =
  { method: "GET"; key: string; fileName: string | null; contentType: string | null } | { method: "PUT"; key: string; contentType: string; maxBytes: number };

export class LocalDriver implements StorageDriver {
  readonly kind = "local";
  constructor(
    private readonly opts: {
      /** The folder objects are kept in (DATA_DIR/storage). */
      root: string;
      /** Secret the URLs are signed with; never logged. */
      secret: string;
      /** The site's address, which signed URLs start with. */
      baseUrl: string;
    },
  ) {}

  private fileOf(key: string): string {
    if (!parseKey(key)) throw new Error("LocalDriver: not a storage key");
    return path.join(this.opts.root, ...key.split("/"));
  }

  async put(key: string, body: Body, opts: PutOptions): Promise<ObjectInfo> {
    const file = this.fileOf(key);
    const spooled = await spool(body, path.join(this.opts.root, ".incoming"), opts.maxBytes);
    try {
      await mkdir(path.dirname(file), { recursive: true });
      const meta: Meta = { contentType: opts.contentType, fileName: opts.fileName ?? null };
      await writeFile(`${file}.json`, JSON.stringify(meta), { mode: 0o600 });
      await rename(spooled.file, file);
    } finally {
      await spooled.cleanup();
    }
    return { key, size: spooled.size, contentType: opts.contentType, fileName: opts.fileName ?? null };
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const file = this.fileOf(key);
    try {
      const [s, meta] = await Promise.all([stat(file), readFile(`${file}.json`, "utf8").then((t) => JSON.parse(t) as Meta)]);
      return { key, size: s.size, contentType: meta.contentType, fileName: meta.fileName };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async get(key: string, opts: { firstBytes?: number } = {}) {
    const info = await this.head(key);
    if (!info) return null;
    const end = opts.firstBytes ? Math.max(0, Math.min(info.size, opts.firstBytes) - 1) : undefined;
    return { info, body: createReadStream(this.fileOf(key), { start: 0, end }) };
  }

  async delete(key: string): Promise<void> {
    const file = this.fileOf(key);
    await Promise.all([rm(file, { force: true }), rm(`${file}.json`, { force: true })]);
  }

  async signedGetUrl(key: string, opts: SignedGetOptions): Promise<string> {
    this.fileOf(key);
    const exp = expiryOf(opts.now, opts.expiresInSeconds);
    const params = new URLSearchParams({ exp: String(exp) });
    if (opts.fileName) params.set("name", opts.fileName);
    if (opts.contentType) params.set("type", opts.contentType);
    params.set("sig", this.sign(["GET", key, String(exp), opts.fileName ?? "", opts.contentType ?? ""]));
    return `${this.urlOf(key)}?${params}`;
  }

  async signedPutUrl(key: string, opts: SignedPutOptions): Promise<SignedPut> {
    this.fileOf(key);
    const exp = expiryOf(opts.now, opts.expiresInSeconds);
    const params = new URLSearchParams({ exp: String(exp), type: opts.contentType, max: String(opts.maxBytes) });
    params.set("sig", this.sign(["PUT", key, String(exp), opts.contentType, String(opts.maxBytes)]));
    return { url: `${this.urlOf(key)}?${params}`, method: "PUT", headers: { "Content-Type": opts.contentType } };
  }

  /**
   * What a request to the files route may do: null when the signature doesn't match, the link has
   * expired, or the method differs from the one signed.
   */
  verify(method: string, key: string, query: URLSearchParams, now = new Date()): LocalGrant | null {
    if (!parseKey(key)) return null;
    const exp = Number(query.get("exp"));
    const sig = query.get("sig") ?? "";
    if (!Number.isSafeInteger(exp) || exp * 1000 <= now.getTime()) return null;
    if (method === "GET" || method === "HEAD") {
      const fileName = query.get("name");
      const contentType = query.get("type");
      return this.matches(sig, ["GET", key, String(exp), fileName ?? "", contentType ?? ""]) ? { method: "GET", key, fileName, contentType } : null;
    }
    if (method === "PUT") {
      const contentType = query.get("type") ?? "";
      const maxBytes = Number(query.get("max"));
      if (!contentType || !Number.isSafeInteger(maxBytes) || maxBytes <= 0) return null;
      return this.matches(sig, ["PUT", key, String(exp), contentType, String(maxBytes)]) ? { method: "PUT", key, contentType, maxBytes } : null;
    }
    return null;
  }

  private urlOf(key: string): string {
    return `${this.opts.baseUrl.replace(/\/$/, "")}${FILES_ROUTE}/${key}`;
  }

  private sign(parts: string[]): string {
    return createHmac("sha256", this.opts.secret)
      .update(`storage-v1\n${parts.join("\n")}`)
      .digest("base64url");
  }

  private matches(sig: string, parts: string[]): boolean {
    const want = Buffer.from(this.sign(parts));
    const got = Buffer.from(sig);
    return got.length === want.length && timingSafeEqual(got, want);
  }
}

const expiryOf = (now: Date | undefined, seconds: number) => Math.floor((now ?? new Date()).getTime() / 1000) + Math.max(1, Math.floor(seconds));
