import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { checkName, readTar, TarWriter } from "./tar";

const dir = mkdtempSync(path.join(tmpdir(), "amt-tar-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const longName = `files/storage/${"a-folder-with-a-long-name/".repeat(6)}café.bin`;
const entries: [string, Buffer][] = [
  ["manifest.json", Buffer.from("{}")],
  ["files/empty", Buffer.alloc(0)],
  ["files/exactly-one-block", randomBytes(512)],
  [longName, randomBytes(3000)],
];

async function archive(): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (c: Buffer) => chunks.push(c));
  const tar = new TarWriter(out);
  for (const [name, body] of entries) await tar.add(name, body.length, body);
  await tar.finish();
  return Buffer.concat(chunks);
}

describe("the backup's tar container", () => {
  it("writes archives the system tar reads, long and non-ASCII names included", async () => {
    const file = path.join(dir, "a.tar");
    writeFileSync(file, await archive());
    expect(execFileSync("tar", ["-tf", file], { encoding: "utf8" }).trim().split("\n")).toEqual(entries.map(([n]) => n));
    const out = path.join(dir, "out");
    mkdirSync(out);
    execFileSync("tar", ["-xf", file, "-C", out]);
    for (const [name, body] of entries) expect(readFileSync(path.join(out, name)).equals(body), name).toBe(true);
  });

  it("reads back every entry, in order, with its bytes", async () => {
    const bytes = await archive();
    const read: [string, Buffer][] = [];
    // Delivered in small, uneven chunks, as a decompressing stream does.
    const chunks = Array.from({ length: Math.ceil(bytes.length / 333) }, (_, i) => bytes.subarray(i * 333, (i + 1) * 333));
    for await (const entry of readTar(Readable.from(chunks))) {
      const parts: Buffer[] = [];
      for await (const c of entry.body) parts.push(c);
      read.push([entry.name, Buffer.concat(parts)]);
    }
    expect(read.map(([n]) => n)).toEqual(entries.map(([n]) => n));
    for (const [i, [, body]] of read.entries()) expect(body.equals(entries[i]![1])).toBe(true);
  });

  it("refuses a cut-short archive and names that would escape the restore folder", async () => {
    const bytes = await archive();
    const drain = async (data: Buffer) => {
      for await (const entry of readTar(Readable.from([data]))) for await (const chunk of entry.body) void chunk;
    };
    await expect(drain(bytes.subarray(0, bytes.length - 1100))).rejects.toThrow(/ends in the middle|cut short/);
    for (const bad of ["../etc/passwd", "/etc/passwd", "files/../../x", "files//x", "files/./x", "a\\b"])
      expect(() => checkName(bad), bad).toThrow(/Unsafe name/);
  });
});
