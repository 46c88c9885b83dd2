import "server-only";
import { createHash } from "node:crypto";
import type { Readable, Writable } from "node:stream";

/**
 * The backup archive's container: a POSIX tar stream (ustar, with pax records for long names and
 * large sizes), so an operator can look inside with `tar tzf`. Only regular files are written and
 * read; folders are implied by the names.
 */

const BLOCK = 512;
const MAX_OCTAL_SIZE = 0o77777777777;

function field(buf: Buffer, offset: number, length: number, value: string) {
  buf.write(value, offset, Math.min(length, Buffer.byteLength(value)), "utf8");
}

function octal(buf: Buffer, offset: number, length: number, value: number) {
  field(buf, offset, length, `${value.toString(8).padStart(length - 1, "0")}\0`);
}

function header(name: string, size: number, mtime: Date, type: "0" | "x"): Buffer {
  const buf = Buffer.alloc(BLOCK);
  field(buf, 0, 100, name);
  octal(buf, 100, 8, type === "x" ? 0o644 : 0o600);
  octal(buf, 108, 8, 0);
  octal(buf, 116, 8, 0);
  octal(buf, 124, 12, Math.min(size, MAX_OCTAL_SIZE));
  octal(buf, 136, 12, Math.floor(mtime.getTime() / 1000));
  buf.fill(" ", 148, 156);
  field(buf, 156, 1, type);
  field(buf, 257, 6, "ustar\0");
  field(buf, 263, 2, "00");
  let sum = 0;
  for (const byte of buf) sum += byte;
  field(buf, 148, 8, `${sum.toString(8).padStart(6, "0")}\0 `);
  return buf;
}

/** One pax record: "<length> <key>=<value>\n", where the length counts itself. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length = String(length).length + Buffer.byteLength(body);
  return `${length}${body}`;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Writes tar entries to a stream, honouring its back-pressure. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private async write(chunk: Buffer) {
    if (!this.out.write(chunk)) await new Promise<void>((resolve) => this.out.once("drain", resolve));
  }

  /**
   * Adds a regular file of `size` bytes from `body`; answers the sha256 of what it wrote. Throws when
   * the body doesn't have the announced size (a file that changed while it was read).
   */
  async add(name: string, size: number, body: AsyncIterable<Buffer> | Buffer, mtime = new Date()): Promise<string> {
    checkName(name);
    const ascii = /^[\x20-\x7e]*$/.test(name);
    if (Buffer.byteLength(name) > 100 || !ascii || size > MAX_OCTAL_SIZE) {
      const records = Buffer.from(paxRecord("path", name) + (size > MAX_OCTAL_SIZE ? paxRecord("size", String(size)) : ""));
      await this.write(header("././@PaxHeader", records.length, mtime, "x"));
      await this.write(records);
      await this.write(padding(records.length));
    }
    await this.write(header(ascii ? name.slice(0, 100) : "file", size, mtime, "0"));
    const hash = createHash("sha256");
    let written = 0;
    for await (const chunk of Buffer.isBuffer(body) ? [body] : body) {
      written += chunk.length;
      if (written > size) throw new Error(`${name} grew while it was being read`);
      hash.update(chunk);
      await this.write(chunk);
    }
    if (written !== size) throw new Error(`${name} shrank while it was being read`);
    await this.write(padding(size));
    return hash.digest("hex");
  }

  /** Ends the archive (two empty blocks) and the stream. */
  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
    await new Promise<void>((resolve, reject) => {
      this.out.once("error", reject);
      this.out.end(resolve);
    });
  }
}

/** Names are relative, with no `..` segment, so extracting one can't write outside its folder. */
export function checkName(name: string): void {
  const segments = name.split("/");
  if (name === "" || name.startsWith("/") || name.includes("\\") || name.includes("\0") || segments.some((s) => s === ".." || s === "." || s === "")) {
    throw new Error(`Unsafe name in archive: ${JSON.stringify(name)}`);
  }
}

/** Exact reads over a stream of chunks. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private readonly source: AsyncIterator<Buffer>;

  constructor(stream: Readable) {
    this.source = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }

  private async fill(n: number): Promise<boolean> {
    while (this.length < n) {
      const next = await this.source.next();
      if (next.done) return false;
      this.buffered.push(next.value);
      this.length += next.value.length;
    }
    return true;
  }

  /** Up to `max` bytes (at least one), or null at the end. */
  async some(max: number): Promise<Buffer | null> {
    if (!(await this.fill(1))) return null;
    const first = this.buffered[0]!;
    const take = first.subarray(0, Math.min(max, first.length));
    if (take.length === first.length) this.buffered.shift();
    else this.buffered[0] = first.subarray(take.length);
    this.length -= take.length;
    return take;
  }

  async exactly(n: number): Promise<Buffer | null> {
    if (!(await this.fill(n))) return null;
    const all = Buffer.concat(this.buffered);
    this.buffered = all.length > n ? [all.subarray(n)] : [];
    this.length = all.length - n;
    return all.subarray(0, n);
  }

  async skip(n: number): Promise<void> {
    for (let left = n; left > 0;) {
      const chunk = await this.some(left);
      if (!chunk) throw new Error("The archive ends in the middle of a file");
      left -= chunk.length;
    }
  }
}

export type TarEntry = { name: string; size: number; body: AsyncIterable<Buffer> };

const text = (buf: Buffer, offset: number, length: number) => {
  const raw = buf.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? raw.length : end).toString("utf8");
};

function parsePax(records: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of records.split("\n")) {
    const match = /^\d+ ([^=]+)=(.*)$/s.exec(line);
    if (match) out[match[1]!] = match[2]!;
  }
  return out;
}

/**
 * The regular files of a tar stream, in order. Each entry's body must be read (or left) before the
 * next is asked for; a body left unread is skipped.
 */
export async function* readTar(stream: Readable): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(stream);
  let pax: Record<string, string> = {};
  for (;;) {
    const block = await reader.exactly(BLOCK);
    if (!block) throw new Error("The archive is cut short (no end marker)");
    if (block.every((b) => b === 0)) return;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
    if (parseInt(text(block, 148, 8).trim(), 8) !== sum) throw new Error("Not a backup archive (a damaged or foreign tar header)");
    const type = text(block, 156, 1) || "0";
    const size = pax.size ? Number(pax.size) : parseInt(text(block, 124, 12).trim() || "0", 8);
    const prefix = text(block, 345, 155);
    const name = pax.path ?? (prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100));
    if (type === "x") {
      const records = await reader.exactly(size);
      if (!records) throw new Error("The archive ends in the middle of a header");
      await reader.skip(padding(size).length);
      pax = parsePax(records.toString("utf8"));
      continue;
    }
    pax = {};
    if (type !== "0") {
      await reader.skip(size + padding(size).length);
      continue;
    }
    checkName(name);
    let left = size;
    const body = (async function* () {
      while (left > 0) {
        const chunk = await reader.some(left);
        if (!chunk) throw new Error("The archive ends in the middle of a file");
        left -= chunk.length;
        yield chunk;
      }
    })();
    yield { name, size, body };
    if (left > 0) await reader.skip(left);
    await reader.skip(padding(size).length);
  }
}
