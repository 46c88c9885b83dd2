/**
 * What an uploaded CSV file must be before it is read: text, in a known encoding, with a header
 * of sane size. Pure, no I/O. Shared by the CRM import, whose upload (crm/server/imports-upload.ts)
 * runs every chunk through `UploadGate` (csv-upload-gate.ts: apart, as it uses Node's Buffer), and
 * the connectors' CSV sources, whose dialog reads the whole file with `decodeCsvFile` and whose
 * server checks the text it receives with `textProblem`.
 *
 * - Encoding by byte-order mark: UTF-8, UTF-16LE/BE and UTF-32LE/BE. UTF-16 and UTF-32 are decoded as
 *   they stream and kept as UTF-8, so the parser and the import job (which read the stored file by
 *   byte offsets, structural characters being ASCII) work as for any other file. Without a BOM the
 *   existing rule holds: UTF-8, Windows-1252 or a mix of both (see csv-encoding.ts).
 * - Not text: a known binary signature (PNG, JPEG, GIF, PDF, ZIP and so .xlsx, old .xls, gzip, 7z,
 *   RAR, SQLite, ELF), a NUL byte in the first KB, more than 5% control characters there (random
 *   bytes have about 10%; a stray unit separator in text is kept, as written), or
 *   UTF-16/32 that doesn't decode. Refused at upload with `NOT_CSV_MESSAGE`.
 * - Limits (LIMITS below): a column name over 200 characters or more than 500 columns refuses the
 *   file; a cell over 10,000 characters fails its row (reason in the rows-not-imported file).
 */

export const LIMITS = {
  /** Characters in one column name (the header row). */
  headerChars: 200,
  /** Columns in the header row. */
  columns: 500,
  /** Characters in one cell of a data row. */
  cellChars: 10_000,
  /** Characters of one cell kept for the mapping preview (it's shown, not imported). */
  previewCellChars: 500,
  /** Characters the whole preview keeps (past the first row). */
  previewChars: 250_000,
} as const;

export const NOT_CSV_MESSAGE = "This file isn't a CSV file. Export your sheet as CSV and try again.";

/** A file the import won't take: the HTTP status and a sentence for the person. */
export class FileRefusedError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export const notCsv = () => new FileRefusedError(NOT_CSV_MESSAGE, 415);

export type BomEncoding = "utf-8" | "utf-16le" | "utf-16be" | "utf-32le" | "utf-32be";

/** The encoding a byte-order mark at the start of `head` names, and the mark's length. UTF-32LE is tested before UTF-16LE (its mark starts the same). */
export function detectBom(head: Uint8Array): { encoding: BomEncoding; length: number } | null {
  const [a, b, c, d] = head;
  if (a === 0xef && b === 0xbb && c === 0xbf) return { encoding: "utf-8", length: 3 };
  if (a === 0xff && b === 0xfe && c === 0x00 && d === 0x00) return { encoding: "utf-32le", length: 4 };
  if (a === 0x00 && b === 0x00 && c === 0xfe && d === 0xff) return { encoding: "utf-32be", length: 4 };
  if (a === 0xff && b === 0xfe) return { encoding: "utf-16le", length: 2 };
  if (a === 0xfe && b === 0xff) return { encoding: "utf-16be", length: 2 };
  return null;
}

const signatures: { name: string; bytes: (number | null)[] }[] = [
  { name: "PNG", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { name: "JPEG", bytes: [0xff, 0xd8, 0xff] },
  { name: "GIF", bytes: [0x47, 0x49, 0x46, 0x38] },
  { name: "PDF", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { name: "ZIP", bytes: [0x50, 0x4b, 0x03, 0x04] },
  { name: "ZIP", bytes: [0x50, 0x4b, 0x05, 0x06] },
  { name: "ZIP", bytes: [0x50, 0x4b, 0x07, 0x08] },
  { name: "OLE2", bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  { name: "gzip", bytes: [0x1f, 0x8b] },
  { name: "7z", bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] },
  { name: "RAR", bytes: [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07] },
  { name: "WebP", bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50] },
  { name: "SQLite", bytes: [...[..."SQLite format 3"].map((c) => c.charCodeAt(0)), 0x00] },
  { name: "ELF", bytes: [0x7f, 0x45, 0x4c, 0x46] },
];

/** The name of the binary format `head` starts with, or null. */
export function binarySignature(head: Uint8Array): string | null {
  for (const sig of signatures) if (sig.bytes.every((b, i) => b === null || head[i] === b)) return sig.name;
  return null;
}

/** How many bytes (or characters) of the file's start are looked at. */
export const HEAD_BYTES = 1024;

/** A C0 control character that doesn't belong in text: not TAB, LF, VT, FF, CR, SUB (a DOS end of file) or ESC. */
const isStrayControl = (c: number) =>
  (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0b && c !== 0x0c && c !== 0x0d && c !== 0x1a && c !== 0x1b) || c === 0x7f;

/** Whether the first units (bytes, or decoded UTF-16 code units) read as text: no NUL, stray controls at most 5%. */
export function readsAsText(units: ArrayLike<number>): boolean {
  let stray = 0;
  for (let i = 0; i < units.length; i++) {
    const c = units[i]!;
    if (c === 0) return false;
    if (isStrayControl(c)) stray++;
  }
  return stray * 20 <= units.length;
}

/** UTF-32 as it streams: whole code points only, a partial one waits for the next chunk. Plain Uint8Array, so it runs in the browser too. */
class Utf32Decoder {
  private rest = new Uint8Array(0);
  constructor(private readonly littleEndian: boolean) {}

  decode(chunk: Uint8Array, final = false): string {
    let buf = chunk;
    if (this.rest.length) {
      buf = new Uint8Array(this.rest.length + chunk.length);
      buf.set(this.rest);
      buf.set(chunk, this.rest.length);
    }
    const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
    const whole = buf.length - (buf.length % 4);
    let out = "";
    for (let i = 0; i < whole; i += 4) {
      const cp = view.getUint32(i, this.littleEndian);
      if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) throw notCsv();
      out += String.fromCodePoint(cp);
    }
    this.rest = buf.slice(whole);
    if (final && this.rest.length > 0) throw notCsv();
    return out;
  }
}

export type Decoder = { decode(chunk: Uint8Array, final?: boolean): string };

export function decoderFor(encoding: "utf-16le" | "utf-16be" | "utf-32le" | "utf-32be"): Decoder {
  if (encoding === "utf-32le" || encoding === "utf-32be") return new Utf32Decoder(encoding === "utf-32le");
  const text = new TextDecoder(encoding, { fatal: true, ignoreBOM: true });
  return {
    decode(chunk, final = false) {
      try {
        return text.decode(chunk, { stream: !final });
      } catch {
        throw notCsv();
      }
    },
  };
}

export const codeUnits = (text: string) => Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));

/**
 * A whole file's bytes as text, by the same rule as `UploadGate`: refused (`FileRefusedError`,
 * `NOT_CSV_MESSAGE`) unless it reads as text; UTF-16/32 decoded by their byte-order mark; anything
 * else read as UTF-8 with a UTF-8 mark dropped, as `File.text()` would. No Buffer, so the browser
 * runs it on a chosen file before anything is sent.
 */
export function decodeCsvFile(bytes: Uint8Array): string {
  const bom = detectBom(bytes);
  if (bom && bom.encoding !== "utf-8") {
    const decoder = decoderFor(bom.encoding);
    const text = decoder.decode(bytes.subarray(bom.length), true);
    if (!readsAsText(codeUnits(text.slice(0, HEAD_BYTES)))) throw notCsv();
    return text;
  }
  if (binarySignature(bytes) || !readsAsText(bytes.subarray(bom?.length ?? 0, HEAD_BYTES))) throw notCsv();
  return new TextDecoder("utf-8").decode(bytes);
}

/**
 * Why text that arrived already decoded (a file read in the browser) isn't a CSV file, or null: a NUL
 * or more than 5% stray control characters in its first KB, which is what a binary file or UTF-16
 * read as UTF-8 looks like.
 */
export function textProblem(text: string): string | null {
  const head = text.charCodeAt(0) === 0xfeff ? text.slice(1, HEAD_BYTES + 1) : text.slice(0, HEAD_BYTES);
  return readsAsText(codeUnits(head)) ? null : NOT_CSV_MESSAGE;
}

/** Why a header row can't be imported, or null: too many columns, or a column name too long. */
export function headerProblem(fields: readonly string[]): string | null {
  if (fields.length > LIMITS.columns)
    return `This file has ${fields.length.toLocaleString("en-US")} columns; an import takes at most ${LIMITS.columns}. Remove the columns you don't need and try again.`;
  const long = fields.findIndex((f) => f.length > LIMITS.headerChars);
  if (long >= 0) return `The name of column ${long + 1} is longer than ${LIMITS.headerChars} characters. Shorten it in your sheet and try again.`;
  return null;
}

/** Why a data row can't be imported because of a cell's size, or null. */
export function cellProblem(fields: readonly string[]): string | null {
  for (let i = 0; i < fields.length; i++)
    if (fields[i]!.length > LIMITS.cellChars) return `Column ${i + 1} holds more than ${LIMITS.cellChars.toLocaleString("en-US")} characters`;
  return null;
}

/** A cell cut to `max` characters (an ellipsis marks the cut). */
export const clip = (value: string, max: number) => (value.length > max ? `${value.slice(0, max)}…` : value);
