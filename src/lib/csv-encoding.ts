/**
 * Text encodings of uploaded CSV files. Spreadsheets save UTF-8 (often with a BOM) or Windows-1252
 * ("ANSI" in Excel on Windows); files pasted together from both are common. Pure, no I/O.
 */

export const fileEncodings = ["utf-8", "windows-1252", "mixed"] as const;
export type FileEncoding = (typeof fileEncodings)[number];

/** Windows-1252's 0x80–0x9F (the rest of the byte range is Latin-1). Unassigned bytes keep their C1 code. */
const cp1252High = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d, 0x017d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c,
  0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x9d, 0x017e, 0x0178,
];
const C1 = /[\u0080-\u009f]/;
const C1_ALL = /[\u0080-\u009f]/g;

/** Decodes bytes as Windows-1252. */
export function decodeCp1252(buf: Uint8Array, start = 0, end = buf.length): string {
  const latin = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength).toString("latin1", start, end);
  return C1.test(latin) ? latin.replace(C1_ALL, (c) => String.fromCharCode(cp1252High[c.charCodeAt(0) - 0x80]!)) : latin;
}

/**
 * Decodes one field. A file sniffed as Windows-1252 is read as such; otherwise each field is read as
 * UTF-8 and, when its bytes aren't valid UTF-8 (a stray cp1252 "é" in a UTF-8 file), as Windows-1252.
 */
export function decodeField(buf: Buffer, start: number, end: number, encoding: FileEncoding): string {
  let text = encoding === "windows-1252" ? decodeCp1252(buf, start, end) : buf.toString("utf8", start, end);
  // U+FFFD present: a genuine replacement character (EF BF BD) is kept, anything else was invalid UTF-8.
  if (encoding !== "windows-1252" && text.includes("\uFFFD") && !buf.subarray(start, end).includes(REPLACEMENT)) text = decodeCp1252(buf, start, end);
  // PostgreSQL text can't hold NUL: a stray one (a binary file, a broken export) is dropped.
  return text.includes("\0") ? text.replaceAll("\0", "") : text;
}
const REPLACEMENT = Buffer.from([0xef, 0xbf, 0xbd]);

/**
 * Watches a byte stream and tells which encoding it is in: every non-ASCII sequence valid UTF-8 →
 * "utf-8"; none valid → "windows-1252"; both kinds → "mixed" (decoded field by field). State is
 * carried across chunks, so a sequence split between two chunks counts once.
 */
export class EncodingSniffer {
  private valid = 0;
  private invalid = 0;
  /** Continuation bytes still expected by the sequence in progress, and how many it had in total. */
  private pending = 0;

  push(chunk: Uint8Array): void {
    let pending = this.pending;
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i]!;
      if (pending > 0) {
        if ((b & 0xc0) === 0x80) {
          if (--pending === 0) this.valid++;
          continue;
        }
        this.invalid++;
        pending = 0;
      }
      if (b < 0x80) continue;
      if (b >= 0xc2 && b <= 0xdf) pending = 1;
      else if (b >= 0xe0 && b <= 0xef) pending = 2;
      else if (b >= 0xf0 && b <= 0xf4) pending = 3;
      else this.invalid++;
    }
    this.pending = pending;
  }

  result(): FileEncoding {
    const invalid = this.invalid + (this.pending > 0 ? 1 : 0);
    if (invalid === 0) return "utf-8";
    return this.valid === 0 ? "windows-1252" : "mixed";
  }

  /** For tests: how many sequences of each kind were seen. */
  counts() {
    return { valid: this.valid, invalid: this.invalid + (this.pending > 0 ? 1 : 0) };
  }
}

export const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

/** Length of a UTF-8 byte-order mark at the start of `buf` (0 or 3). */
export function bomLength(buf: Uint8Array): number {
  return buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf ? 3 : 0;
}
