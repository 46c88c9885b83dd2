import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { binarySignature, cellProblem, detectBom, FileRefusedError, headerProblem, NOT_CSV_MESSAGE } from "@/lib/csv-file-check";
import { UploadGate } from "@/lib/csv-upload-gate";
import { CsvInspector, previewOf } from "./sniff";

/** Runs bytes through the gate in chunks of `size`, as an upload would. */
function gated(bytes: Buffer, size: number): Buffer {
  const gate = new UploadGate();
  const out: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(...gate.push(bytes.subarray(i, i + size)));
  out.push(...gate.end());
  return Buffer.concat(out);
}

const refused = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof FileRefusedError ? error.message : `not a refusal: ${String(error)}`;
  }
  return null;
};

const text = "Email,Name\r\nzoe@example.com,Zoë Ærø 東京 😀\r\n".repeat(40);
const utf16be = (s: string) => Buffer.from(s, "utf16le").swap16();
const utf32 = (s: string, le: boolean) =>
  Buffer.concat(
    [...s].map((c) => {
      const b = Buffer.alloc(4);
      if (le) b.writeUInt32LE(c.codePointAt(0)!);
      else b.writeUInt32BE(c.codePointAt(0)!);
      return b;
    }),
  );

describe("the upload gate", () => {
  it("names the encoding of each byte-order mark, UTF-32LE before UTF-16LE", () => {
    expect(detectBom(Buffer.from([0xef, 0xbb, 0xbf, 0x41]))).toEqual({ encoding: "utf-8", length: 3 });
    expect(detectBom(Buffer.from([0xff, 0xfe, 0x41, 0x00]))).toEqual({ encoding: "utf-16le", length: 2 });
    expect(detectBom(Buffer.from([0xfe, 0xff, 0x00, 0x41]))).toEqual({ encoding: "utf-16be", length: 2 });
    expect(detectBom(Buffer.from([0xff, 0xfe, 0x00, 0x00]))).toEqual({ encoding: "utf-32le", length: 4 });
    expect(detectBom(Buffer.from([0x00, 0x00, 0xfe, 0xff]))).toEqual({ encoding: "utf-32be", length: 4 });
    expect(detectBom(Buffer.from("Email"))).toBeNull();
  });

  it("turns UTF-16 and UTF-32 into UTF-8 whatever the chunk boundaries, and passes other text through unchanged", () => {
    const files = {
      "utf-16le": Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]),
      "utf-16be": Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(text)]),
      "utf-32le": Buffer.concat([Buffer.from([0xff, 0xfe, 0, 0]), utf32(text, true)]),
      "utf-32be": Buffer.concat([Buffer.from([0, 0, 0xfe, 0xff]), utf32(text, false)]),
    };
    for (const [name, bytes] of Object.entries(files))
      for (const size of [1, 3, 7, 1023, 1025, 1 << 16]) expect(gated(bytes, size).toString("utf8"), `${name} in chunks of ${size}`).toBe(text);
    const utf8 = Buffer.from(`\uFEFF${text}`);
    const cp1252 = Buffer.from([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x0a]);
    for (const size of [1, 5, 1 << 16]) {
      expect(gated(utf8, size)).toEqual(utf8);
      expect(gated(cp1252, size)).toEqual(cp1252);
      expect(gated(Buffer.alloc(0), size)).toEqual(Buffer.alloc(0));
    }
  });

  it("refuses binary signatures, NUL bytes, control characters and broken UTF-16/32 with the same sentence", () => {
    const bad = {
      png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x41]),
      jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x41]),
      gif: Buffer.from("GIF89a,,,"),
      pdf: Buffer.from("%PDF-1.4\n"),
      zip: Buffer.from("PK\x03\x04email,name\n"),
      ole: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      gzip: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
      nulLate: Buffer.concat([Buffer.from("email\n".repeat(100)), Buffer.from([0]), Buffer.from("x\n")]),
      random: randomBytes(5000),
      controls: Buffer.from("a\u0001b\u0002c\n"),
      utf16Surrogate: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("email\n", "utf16le"), Buffer.from([0x00, 0xdc])]),
      utf16Odd: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("email\n", "utf16le"), Buffer.from([0x41])]),
      utf16Nul: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("email\u0000\n", "utf16le")]),
      utf32TooBig: Buffer.from([0xff, 0xfe, 0, 0, 0x41, 0, 0x11, 0]),
      bomLessUtf16: Buffer.from("email,name\n", "utf16le"),
    };
    for (const [name, bytes] of Object.entries(bad))
      for (const size of [1, 1 << 16])
        expect(
          refused(() => gated(bytes, size)),
          `${name} in chunks of ${size}`,
        ).toBe(NOT_CSV_MESSAGE);
  });

  it("lets ordinary text through: tabs, FileMaker's vertical tabs, a DOS end-of-file mark, a stray control past the first KB", () => {
    for (const ok of ["a\tb\vc\fd\r\n", "email\n\u001a", `${"x".repeat(2000)}\u0001\n`, "a,b\n".repeat(30) + "\u0001"])
      expect(refused(() => gated(Buffer.from(ok), 7))).toBeNull();
  });

  it("knows the binary signatures and nothing else", () => {
    expect(binarySignature(Buffer.from("RIFF\x00\x00\x00\x00WEBPVP8"))).toBe("WebP");
    expect(binarySignature(Buffer.from("SQLite format 3\x00"))).toBe("SQLite");
    expect(binarySignature(Buffer.from("PKZ,Email\n"))).toBeNull();
    expect(binarySignature(Buffer.from("GIFT card,Email\n"))).toBeNull();
  });
});

describe("size limits", () => {
  it("refuses more than 500 columns or a column name over 200 characters, naming the column", () => {
    expect(headerProblem(Array.from({ length: 500 }, (_, i) => `c${i}`))).toBeNull();
    expect(headerProblem(Array.from({ length: 501 }, (_, i) => `c${i}`))).toBe(
      "This file has 501 columns; an import takes at most 500. Remove the columns you don't need and try again.",
    );
    expect(headerProblem(["Email", "x".repeat(200)])).toBeNull();
    expect(headerProblem(["Email", "Name", "é".repeat(201)])).toBe(
      "The name of column 3 is longer than 200 characters. Shorten it in your sheet and try again.",
    );
  });

  it("fails a row with a cell over 10,000 characters", () => {
    expect(cellProblem(["a", "x".repeat(10_000)])).toBeNull();
    expect(cellProblem(["a", "b", "x".repeat(10_001)])).toBe("Column 3 holds more than 10,000 characters");
  });

  it("refuses a header that runs on without ending once it's past what the limits allow, naming the column", () => {
    const inspector = new CsvInspector();
    const head = Buffer.from(`Email,Name,${"H".repeat(300_000)}`);
    expect(refused(() => inspector.push(head))).toBeNull();
    expect(refused(() => inspector.push(Buffer.from("H".repeat(200_000))))).toBe(
      "The name of column 3 is longer than 200 characters. Shorten it in your sheet and try again.",
    );
    const wide = new CsvInspector();
    expect(refused(() => wide.push(Buffer.from(Array.from({ length: 200_000 }, (_, i) => `c${i}`).join(","))))).toMatch(
      /^This file has [\d,]+ columns; an import takes at most 500/,
    );
  });

  it("keeps a preview of cells cut to 500 characters and at most 250,000 characters past the first row", () => {
    expect(previewOf([["a", "x".repeat(501)]])).toEqual([["a", `${"x".repeat(500)}…`]]);
    const rows = Array.from({ length: 20 }, () => Array.from({ length: 100 }, () => "y".repeat(600)));
    const preview = previewOf(rows);
    expect(preview.length).toBe(4);
    expect(preview.flat().join("").length).toBeLessThanOrEqual(250_000);
    expect(previewOf([Array.from({ length: 600 }, () => "z".repeat(1000))])[0]).toHaveLength(500);
  });
});
