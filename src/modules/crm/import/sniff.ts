import { CsvError, CsvParser, type CsvRecord } from "./csv-parser";
import { bomLength, EncodingSniffer, type FileEncoding } from "./encoding";

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
      preview: rest.slice(0, PREVIEW_ROWS).map((r) => r.fields),
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
  }

  private take(records: CsvRecord[]) {
    for (const record of records) {
      if (!this.headers) {
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
