/**
 * Just enough of a WOFF (1.0) font to measure text before satori lays it out: units per em, the
 * character map and each glyph's advance width. Kerning is left out, so a measured line is a little
 * wider than the drawn one (Inter kerns tighter, never wider): fitting errs on the safe side.
 */
import { inflateSync } from "node:zlib";

export type FontMetrics = {
  unitsPerEm: number;
  /** Advance width of a character in em (1 = the font size); a missing glyph measures as the notdef box. */
  advance: (codePoint: number) => number;
};

function tables(woff: Buffer): Map<string, Buffer> {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("Not a WOFF font");
  const count = woff.readUInt16BE(12);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const at = 44 + i * 20;
    const tag = woff.toString("latin1", at, at + 4);
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    out.set(tag, compLength < origLength ? inflateSync(raw) : raw);
  }
  return out;
}

/** A cmap format 4 (BMP) or 12 (full range) subtable as a lookup. */
function characterMap(cmap: Buffer): (cp: number) => number {
  const count = cmap.readUInt16BE(2);
  let format4 = -1;
  let format12 = -1;
  for (let i = 0; i < count; i++) {
    const at = 4 + i * 8;
    const platform = cmap.readUInt16BE(at);
    const encoding = cmap.readUInt16BE(at + 2);
    const offset = cmap.readUInt32BE(at + 4);
    const format = cmap.readUInt16BE(offset);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    if (format === 12) format12 = offset;
    if (format === 4 && format4 < 0) format4 = offset;
  }
  if (format12 >= 0) {
    const groups = cmap.readUInt32BE(format12 + 12);
    return (cp) => {
      for (let g = 0; g < groups; g++) {
        const at = format12 + 16 + g * 12;
        const start = cmap.readUInt32BE(at);
        if (cp >= start && cp <= cmap.readUInt32BE(at + 4)) return cmap.readUInt32BE(at + 8) + (cp - start);
      }
      return 0;
    };
  }
  if (format4 < 0) return () => 0;
  const segs = cmap.readUInt16BE(format4 + 6) / 2;
  const ends = format4 + 14;
  const starts = ends + segs * 2 + 2;
  const deltas = starts + segs * 2;
  const ranges = deltas + segs * 2;
  return (cp) => {
    if (cp > 0xffff) return 0;
    for (let s = 0; s < segs; s++) {
      if (cp > cmap.readUInt16BE(ends + s * 2)) continue;
      const start = cmap.readUInt16BE(starts + s * 2);
      if (cp < start) return 0;
      const delta = cmap.readInt16BE(deltas + s * 2);
      const rangeOffset = cmap.readUInt16BE(ranges + s * 2);
      if (rangeOffset === 0) return (cp + delta) & 0xffff;
      const glyph = cmap.readUInt16BE(ranges + s * 2 + rangeOffset + (cp - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

export function readWoffMetrics(woff: Buffer): FontMetrics {
  const t = tables(woff);
  const head = t.get("head");
  const hhea = t.get("hhea");
  const hmtx = t.get("hmtx");
  const cmap = t.get("cmap");
  if (!head || !hhea || !hmtx || !cmap) throw new Error("The font lacks the tables text is measured with");
  const unitsPerEm = head.readUInt16BE(18);
  const hMetrics = hhea.readUInt16BE(34);
  const glyphOf = characterMap(cmap);
  const cache = new Map<number, number>();
  const advance = (cp: number) => {
    let em = cache.get(cp);
    if (em === undefined) {
      const glyph = glyphOf(cp);
      em = hmtx.readUInt16BE(Math.min(glyph, hMetrics - 1) * 4) / unitsPerEm;
      cache.set(cp, em);
    }
    return em;
  };
  return { unitsPerEm, advance };
}
