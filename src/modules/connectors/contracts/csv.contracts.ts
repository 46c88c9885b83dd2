import { z } from "zod";
import { factKinds } from "../catalog";
import { csvFieldKeys } from "../csv/fields";
import { dateFormats } from "../csv/values";
import { NOT_CSV_MESSAGE, textProblem } from "@/lib/csv-file-check";
import { hasNul, text } from "@/lib/text";
import { isCurrencyCode, MAX_CSV_BYTES } from "./csv.constants";

export { isCurrencyCode, MAX_CSV_BYTES, PREVIEW_SAMPLE_CHARS } from "./csv.constants";

/** Bytes of text as UTF-8, without building the bytes. */
export function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

export function isTimeZone(zone: string): boolean {
  if (zone !== "UTC" && !zone.includes("/")) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const currencyCode = text({ error: "Choose a currency" })
  .trim()
  .toUpperCase()
  .refine(isCurrencyCode, { error: "Choose a currency from the list (an ISO 4217 code such as EUR)" });
export const timeZoneName = text({ error: "Choose a time zone" })
  .trim()
  .refine(isTimeZone, { error: "Choose a time zone from the list (such as Europe/Paris)" });

/**
 * A file's text as the browser read it (the dialog refuses a file that isn't text before sending,
 * see lib/csv-file-check.ts; this is the same rule for a request that skipped it): control characters
 * in its first KB refuse it with the CRM import's sentence. A NUL is refused like text()'s, and over
 * tRPC the NUL middleware answers it first, with its own message.
 */
const fileText = () => z.string().refine((value) => !hasNul(value) && textProblem(value) === null, { error: NOT_CSV_MESSAGE, abort: true });

const sourceId = z.uuid({ error: "Choose a CSV source" });

export const createCsvSourceInput = z.object({
  name: text({ error: "Name the source" }).trim().min(1, { error: "Name the source" }).max(100, { error: "Keep the name under 100 characters" }),
  fact: z.enum(factKinds, { error: "Choose what the file holds" }),
  currency: currencyCode,
  timeZone: timeZoneName,
});
export type CreateCsvSourceInput = z.infer<typeof createCsvSourceInput>;

export const csvPreviewInput = z.object({
  sourceId,
  sample: fileText()
    .min(1, { error: "The file is empty" })
    .max(1024 * 1024, { error: "Send only the first rows of the file to preview" }),
  /** The sample is the head of a longer file (its last line may be cut). */
  partial: z.boolean().default(false),
});
export type CsvPreviewInput = z.infer<typeof csvPreviewInput>;

export const csvMapping = z.partialRecord(z.enum(csvFieldKeys), text().min(1).max(300));

export const csvUploadInput = z.object({
  sourceId,
  fileName: text().trim().max(255).optional(),
  csv: fileText()
    .min(1, { error: "The file is empty" })
    .max(MAX_CSV_BYTES, { error: "The file is larger than 20 MB. Export a shorter date range." })
    .refine((text) => utf8Length(text) <= MAX_CSV_BYTES, { error: "The file is larger than 20 MB. Export a shorter date range." }),
  mapping: csvMapping,
  dateFormat: z.enum(dateFormats, { error: "Choose how the file writes days" }),
  /** Write the rows that can be read and skip the others; otherwise any invalid row stops the upload. */
  skipInvalid: z.boolean().default(false),
});
export type CsvUploadInput = z.infer<typeof csvUploadInput>;
