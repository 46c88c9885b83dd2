import { describe, expect, it } from "vitest";
import { decodeCsvFile, FileRefusedError, NOT_CSV_MESSAGE, textProblem } from "./csv-file-check";

const csv = "Day,Campaign\n2026-11-01,Café\n";
const withBom = (bom: number[], body: Buffer) => new Uint8Array([...bom, ...body]);
const utf32 = (text: string, littleEndian: boolean) => {
  const points = [...text].map((c) => c.codePointAt(0)!);
  const view = new DataView(new ArrayBuffer(points.length * 4));
  points.forEach((p, i) => view.setUint32(i * 4, p, littleEndian));
  return Buffer.from(view.buffer);
};

describe("decodeCsvFile", () => {
  it("reads UTF-8 (its mark dropped), UTF-16 and UTF-32 by their byte-order mark", () => {
    expect(decodeCsvFile(Buffer.from(csv))).toBe(csv);
    expect(decodeCsvFile(withBom([0xef, 0xbb, 0xbf], Buffer.from(csv)))).toBe(csv);
    expect(decodeCsvFile(withBom([0xff, 0xfe], Buffer.from(csv, "utf16le")))).toBe(csv);
    expect(decodeCsvFile(withBom([0xfe, 0xff], Buffer.from(csv, "utf16le").swap16()))).toBe(csv);
    expect(decodeCsvFile(withBom([0xff, 0xfe, 0, 0], utf32(csv, true)))).toBe(csv);
    expect(decodeCsvFile(withBom([0, 0, 0xfe, 0xff], utf32(csv, false)))).toBe(csv);
  });

  it("refuses a binary file, and UTF-16/32 that doesn't decode, with the CSV sentence", () => {
    const refusal = (bytes: Uint8Array) => {
      try {
        decodeCsvFile(bytes);
        return "accepted";
      } catch (error) {
        return error instanceof FileRefusedError ? `${error.status} ${error.message}` : String(error);
      }
    };
    expect(refusal(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x41, 0x42]))).toBe(`415 ${NOT_CSV_MESSAGE}`);
    expect(refusal(Buffer.from("%PDF-1.7\n%text-like head\n"))).toBe(`415 ${NOT_CSV_MESSAGE}`);
    expect(refusal(Buffer.from("a,b\n1,\u0000\n"))).toBe(`415 ${NOT_CSV_MESSAGE}`);
    expect(refusal(withBom([0xff, 0xfe], Buffer.from([0x00, 0xd8, 0x41, 0x00])))).toBe(`415 ${NOT_CSV_MESSAGE}`);
    expect(refusal(withBom([0xff, 0xfe, 0, 0], Buffer.from([0x41, 0, 0])))).toBe(`415 ${NOT_CSV_MESSAGE}`);
  });
});

describe("textProblem", () => {
  it("passes text and refuses what a binary file or UTF-16 read as UTF-8 looks like", () => {
    expect(textProblem("\uFEFF" + csv)).toBeNull();
    expect(textProblem("")).toBeNull();
    expect(textProblem("\uFFFD\uFFFDD\u0000a\u0000y\u0000")).toBe(NOT_CSV_MESSAGE);
    expect(textProblem("\u0001\u0002\u0003,\u0004\n".repeat(10))).toBe(NOT_CSV_MESSAGE);
  });
});
