import { decodeField, type FileEncoding } from "./csv-encoding";

/**
 * The product's one CSV reader (lib/csv.ts is the one writer): CRM imports stream files through it
 * and resume at a record's byte offset; connectors read uploaded report exports with it
 * (connectors/csv/parse-csv.ts adds what an export puts around its table).
 *
 * A streaming RFC 4180 CSV parser over bytes: quoted fields, doubled quotes, newlines inside quotes,
 * CRLF or LF, blank lines skipped, `,` `;` or tab. It works on bytes (the structural characters are
 * ASCII in every encoding we read) and decodes each field on its own, so a file mixing UTF-8 and
 * Windows-1252 reads sensibly. Every record carries the byte offset just past it: an import commits
 * that offset with its batch and a resumed import starts reading exactly there. Pure, no I/O.
 */

export type CsvRecord = {
  fields: string[];
  /** Absolute byte offset just after the record (its line ending included). */
  end: number;
};

export type CsvParserOptions = {
  delimiter: string;
  encoding: FileEncoding;
  /** Absolute offset of the first byte pushed (a resumed read starts mid-file). */
  offset?: number;
};

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
/** A record (one row) this long is a quote left open, not data. */
export const MAX_RECORD_BYTES = 16 * 1024 * 1024;

export class CsvError extends Error {}

const DOUBLED = /""/g;

export class CsvParser {
  private readonly delim: number;
  private readonly encoding: FileEncoding;
  private leftover: Buffer | null = null;
  /** Absolute offset of the first byte of `leftover` (or of the next chunk when there is none). */
  private base: number;
  /** When false, records come back with no fields (counting only: no decoding cost). */
  decode = true;

  constructor(opts: CsvParserOptions) {
    if (opts.delimiter.length !== 1) throw new CsvError("The delimiter must be one character.");
    this.delim = opts.delimiter.charCodeAt(0);
    this.encoding = opts.encoding;
    this.base = opts.offset ?? 0;
  }

  /** The bytes of the record still waiting for its end (null: none). */
  get pending(): Buffer | null {
    return this.leftover;
  }

  /** Parses the complete records `chunk` finishes; an unfinished one waits for the next chunk. */
  push(chunk: Uint8Array): CsvRecord[] {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const buf = this.leftover ? Buffer.concat([this.leftover, bytes]) : bytes;
    return this.parse(buf, false);
  }

  /** The last record, when the file doesn't end with a newline. */
  end(): CsvRecord[] {
    if (!this.leftover) return [];
    return this.parse(this.leftover, true);
  }

  private parse(buf: Buffer, final: boolean): CsvRecord[] {
    const out: CsvRecord[] = [];
    const len = buf.length;
    const delim = this.delim;
    const decode = this.decode;
    let start = 0;
    records: while (start < len) {
      const fields: string[] = [];
      let blank = true;
      let i = start;
      for (;;) {
        // One field from i.
        let value = "";
        let j: number;
        if (buf[i] === QUOTE) {
          let k = i + 1;
          let doubled = false;
          for (;;) {
            const q = buf.indexOf(QUOTE, k);
            if (q < 0 || (q + 1 === len && !final)) break records;
            if (buf[q + 1] === QUOTE) {
              doubled = true;
              k = q + 2;
              continue;
            }
            k = q;
            break;
          }
          // k: the closing quote. Anything after it up to the delimiter is kept (lenient with `"a"b`).
          j = k + 1;
          while (j < len) {
            const c = buf[j];
            if (c === delim || c === LF || c === CR) break;
            j++;
          }
          if (decode) {
            value = decodeField(buf, i + 1, k, this.encoding);
            if (doubled) value = value.replace(DOUBLED, '"');
            if (j > k + 1) value += decodeField(buf, k + 1, j, this.encoding);
          }
          blank = false;
        } else {
          j = i;
          while (j < len) {
            const c = buf[j];
            if (c === delim || c === LF || c === CR) break;
            j++;
          }
          if (j > i) {
            if (decode) value = decodeField(buf, i, j, this.encoding);
            if (blank)
              for (let b = i; b < j; b++)
                if (buf[b] !== 0x20 && buf[b] !== 0x09) {
                  blank = false;
                  break;
                }
          }
        }
        if (j >= len && !final) break records;
        if (decode) fields.push(value);
        if (j < len && buf[j] === delim) {
          i = j + 1;
          if (i >= len && !final) break records;
          if (i >= len) {
            if (decode) fields.push("");
            j = len;
          } else continue;
        }
        // End of record at j (newline or end of input).
        let end = j;
        if (j < len) {
          if (buf[j] === CR) {
            if (j + 1 >= len && !final) break records;
            end = buf[j + 1] === LF ? j + 2 : j + 1;
          } else end = j + 1;
        }
        if (!blank) out.push({ fields, end: this.base + end });
        start = end;
        continue records;
      }
    }
    if (start < len) {
      if (len - start > MAX_RECORD_BYTES) throw new CsvError("A row is longer than 16 MB: a quote is probably left open.");
      this.leftover = buf.subarray(start);
      this.base += start;
    } else {
      this.leftover = null;
      this.base += len;
    }
    if (final && this.leftover) {
      // Only an unterminated quote can be left at the very end.
      throw new CsvError("The file ends inside a quoted value: a quote is left open.");
    }
    return out;
  }
}

/** Parses a whole buffer (tests, previews). */
export function parseCsv(bytes: Uint8Array, opts: CsvParserOptions): CsvRecord[] {
  const parser = new CsvParser(opts);
  return [...parser.push(bytes), ...parser.end()];
}
