import { codeUnits, decoderFor, detectBom, binarySignature, HEAD_BYTES, notCsv, readsAsText, type BomEncoding, type Decoder } from "./csv-file-check";

// Apart from csv-file-check.ts, which the browser loads too (connectors' CSV dialog): this uses
// Node's Buffer, and a browser bundle that reaches a Buffer carries a polyfill for it.

/**
 * The gate every uploaded chunk passes: it holds the first KB, decides from it (binary signature,
 * NUL bytes, control characters, byte-order mark) whether the file is text, then lets the bytes
 * through, UTF-16/32 turned into UTF-8 on the way. Throws `FileRefusedError` for anything else.
 */
export class UploadGate {
  private head: Buffer[] = [];
  private headBytes = 0;
  private decided = false;
  private decoder: Decoder | null = null;
  /** The encoding the byte-order mark named (null: none). */
  bom: BomEncoding | null = null;

  /** The bytes to keep for `chunk` (none while the head is still being gathered). */
  push(chunk: Buffer): Buffer[] {
    if (this.decided) return this.pass(chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    return this.headBytes >= HEAD_BYTES ? this.decide() : [];
  }

  /** The bytes still held at the end of the file. */
  end(): Buffer[] {
    const out = this.decided ? [] : this.decide();
    if (this.decoder) {
      const tail = this.decoder.decode(new Uint8Array(0), true);
      if (tail) out.push(Buffer.from(tail, "utf8"));
    }
    return out;
  }

  private decide(): Buffer[] {
    this.decided = true;
    const head = Buffer.concat(this.head);
    this.head = [];
    const bom = detectBom(head);
    this.bom = bom?.encoding ?? null;
    if (bom && bom.encoding !== "utf-8") {
      this.decoder = decoderFor(bom.encoding);
      const text = this.decoder.decode(head.subarray(bom.length));
      if (!readsAsText(codeUnits(text.slice(0, HEAD_BYTES)))) throw notCsv();
      return text ? [Buffer.from(text, "utf8")] : [];
    }
    if (binarySignature(head) || !readsAsText(head.subarray(bom?.length ?? 0, HEAD_BYTES))) throw notCsv();
    return head.length ? [head] : [];
  }

  private pass(chunk: Buffer): Buffer[] {
    if (!this.decoder) return [chunk];
    const text = this.decoder.decode(chunk);
    return text ? [Buffer.from(text, "utf8")] : [];
  }
}
