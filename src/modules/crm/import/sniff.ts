import { CsvError, CsvParser, type CsvRecord } from "@/lib/csv-parser";
import { bomLength, EncodingSniffer, type FileEncoding } from "@/lib/csv-encoding";
import { clip, FileRefusedError, headerProblem, LIMITS } from "@/lib/csv-file-check";

export const delimiters = [",", ";", "\t"] as const;
export type Delimiter = (typeof delimiters)[number];

/** How many bytes the sniffers look at before deciding on a delimiter. */
export const SNIFF_BYTES = 64 * 1024;

function sampleRecords(sample: Uint8Array, delimiter: string, complete: boolean): CsvRecord[] {
  const parser = new CsvParser({ delimiter, encoding: "utf-8" });
  try {
    const records = parser.push(sample).slice(0, 50);
    return complete && records.length < 50 ? [...records, ...parser.end()] : records;
  } catch (error) {
    if (error instanceof CsvError) return [];
    throw error;
  }
}

/**
 * The delimiter of a CSV from its first bytes: the candidate that splits the header into the most
 * columns and the following rows into the same number. `complete` says the sample is the whole file.
 */
export function sniffDelimiter(sample: Uint8Array, complete = false): Delimiter {
  const body = sample.subarray(bomLength(sample));
  let best: { delimiter: Delimiter; score: number } = { delimiter: ",", score: 0 };
  for (const delimiter of delimiters) {
    const records = sampleRecords(body, delimiter, complete);
    const columns = records[0]?.fields.length ?? 0;
    if (columns < 2) continue;
    const consistent = records.filter((r) => r.fields.length === columns || r.fields.length === columns + 1).length;
    // Rows that agree with the header matter most; more columns break ties (a "," inside names).
    const score = consistent * 1000 + columns;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}

/** What an upload learns about its file while it streams to disk. */
export type FileFacts = {
  delimiter: Delimiter;
  encoding: FileEncoding;
  /** Byte offset of the first data row (after the BOM and the header row). */
  dataOffset: number;
  headers: string[];
  /** The first data rows, decoded, for the mapping preview. */
  preview: string[][];
  /** Data rows (blank lines not counted). */
  rows: number;
};

export const PREVIEW_ROWS = 20;

/**
 * Reads a CSV as it streams: sniffs the delimiter from the first 64 KB, watches the encoding over
 * every byte, keeps the header and the first rows, and counts the rest without decoding them.
 * Memory stays at one chunk plus the sniff sample.
 */
export class CsvInspector {
  private sample: Buffer[] = [];
  private sampleBytes = 0;
  private parser: CsvParser | null = null;
  private readonly sniffer = new EncodingSniffer();
  private delimiter: Delimiter = ",";
  private bom = 0;
  private headers: string[] | null = null;
  private dataOffset = 0;
  private preview: string[][] = [];
  private rows = 0;
  /** Records waiting for the encoding verdict would be decoded wrong: the preview is re-decoded at the end. */
  private rawPreview: Buffer[] = [];
  private previewFull = false;

  push(chunk: Buffer): void {
    this.sniffer.push(chunk);
    if (!this.parser) {
      this.sample.push(chunk);
      this.sampleBytes += chunk.length;
      if (this.sampleBytes >= SNIFF_BYTES) this.begin(false);
      return;
    }
    this.feed(chunk);
  }

  finish(): FileFacts {
    if (!this.parser) this.begin(true);
    this.take(this.parser!.end());
    const encoding = this.sniffer.result();
    // The preview was decoded before the whole file was seen; decode it again with the verdict.
    const head = Buffer.concat(this.rawPreview);
    const reparsed = new CsvParser({ delimiter: this.delimiter, encoding });
    const records = reparsed.push(head.subarray(this.bom));
    // Every byte was kept while the preview wasn't full: then the last record may lack its newline.
    if (!this.previewFull) records.push(...reparsed.end());
    const [header, ...rest] = records;
    return {
      delimiter: this.delimiter,
      encoding,
      dataOffset: this.dataOffset,
      headers: header ? cleanHeaders(header.fields) : [],
      preview: previewOf(rest.slice(0, PREVIEW_ROWS).map((r) => r.fields)),
      rows: this.rows,
    };
  }

  private begin(complete: boolean) {
    const sample = Buffer.concat(this.sample);
    this.sample = [];
    this.bom = bomLength(sample);
    this.delimiter = sniffDelimiter(sample, complete);
    this.parser = new CsvParser({ delimiter: this.delimiter, encoding: "utf-8", offset: this.bom });
    this.feed(sample.subarray(this.bom), sample.subarray(0, this.bom));
  }

  private feed(chunk: Buffer, bom?: Buffer) {
    if (!this.previewFull) {
      // Keep the raw bytes of the head of the file (at most a few chunks) for the final re-decode.
      if (bom && bom.length) this.rawPreview.push(Buffer.from(bom));
      this.rawPreview.push(Buffer.from(chunk));
    }
    this.take(this.parser!.push(chunk));
    // A header row still unfinished past what 500 names of 200 characters can take: refuse it now,
    // rather than gather up to 16 MB of it.
    const pending = this.headers ? null : this.parser!.pending;
    if (pending && pending.length > MAX_HEADER_BYTES)
      throw new FileRefusedError(headerProblem(partialFields(pending, this.delimiter)) ?? "The first row of this file is too long to be column names.");
  }

  private take(records: CsvRecord[]) {
    for (const record of records) {
      if (!this.headers) {
        // A header too wide or too long is refused as soon as it's read, before the rest is stored.
        const problem = headerProblem(record.fields);
        if (problem) throw new FileRefusedError(problem);
        this.headers = record.fields;
        this.dataOffset = record.end;
        continue;
      }
      this.rows++;
      if (this.preview.length < PREVIEW_ROWS) {
        this.preview.push(record.fields);
        if (this.preview.length === PREVIEW_ROWS) {
          this.previewFull = true;
          this.parser!.decode = false;
        }
      }
    }
  }
}

/**
 * The preview as stored and sent with the import on every poll: each cell cut to 500 characters and
 * rows kept while the whole stays under 250,000 (the first row always), so nothing huge is echoed.
 */
export function previewOf(rows: string[][]): string[][] {
  const out: string[][] = [];
  let chars = 0;
  for (const row of rows) {
    const cells = row.slice(0, LIMITS.columns).map((v) => clip(v, LIMITS.previewCellChars));
    chars += cells.reduce((n, v) => n + v.length, 0);
    if (out.length > 0 && chars > LIMITS.previewChars) break;
    out.push(cells);
  }
  return out;
}

/** The most bytes a header row within the limits can take (4 bytes a character, a delimiter and two quotes a column). */
const MAX_HEADER_BYTES = LIMITS.columns * (LIMITS.headerChars * 4 + 3);

/**
 * The fields of an unfinished record, as far as they go, for `headerProblem`: their text isn't
 * needed, only their count and length, so each is a placeholder of its byte length (at least its
 * length in characters), capped just past the limit.
 */
function partialFields(bytes: Buffer, delimiter: string): string[] {
  const delim = delimiter.charCodeAt(0);
  const lengths: number[] = [];
  let length = 0;
  let quoted = false;
  for (const b of bytes) {
    if (b === 0x22) quoted = !quoted;
    else if (b === delim && !quoted) {
      lengths.push(length);
      length = 0;
      continue;
    }
    length++;
  }
  lengths.push(length);
  // Past 4 bytes a character (and two quotes), a field is certainly over the limit in characters.
  return lengths.map((n) => (n > LIMITS.headerChars * 4 + 2 ? "x".repeat(LIMITS.headerChars + 1) : ""));
}

/** Header names trimmed, blanks named by position, duplicates numbered ("Email", "Email (2)"). */
export function cleanHeaders(raw: string[]): string[] {
  const seen = new Map<string, number>();
  return raw.map((h, i) => {
    const base = h.replace(/\s+/g, " ").trim() || `Column ${i + 1}`;
    const n = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), n);
    return n === 1 ? base : `${base} (${n})`;
  });
}
