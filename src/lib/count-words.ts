/**
 * "1 page" / "1,204 pages": a count and its noun in the server's words (errors, audit summaries,
 * findings) and wherever a count must read the same on the server and in the browser, so always
 * US English digits. A page that writes counts in the reader's locale uses `formatCountOf` (./format).
 */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}
