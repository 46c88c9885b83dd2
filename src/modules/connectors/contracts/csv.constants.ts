/* The CSV upload's limits. Without zod, so the browser can check a file before the contract loads. */

/** The largest export one upload takes (the text travels in one request). */
export const MAX_CSV_BYTES = 20 * 1024 * 1024;
/** How much of the file the preview reads: the header and the first rows. */
export const PREVIEW_SAMPLE_CHARS = 256 * 1024;

const currencySet: ReadonlySet<string> = new Set(Intl.supportedValuesOf("currency"));
/** An ISO 4217 code the runtime knows (upper case). */
export const isCurrencyCode = (code: string): boolean => currencySet.has(code);
