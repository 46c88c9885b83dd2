import { z } from "zod";
import { storedCountry } from "@/lib/country";
import { text } from "@/lib/text";

/** The most rows a bulk action takes by id; past that it applies to the whole filter. */
export const BULK_IDS_MAX = 10_000;

/** An optional text field of a form: trimmed, at most `max` characters, and "" clears it (null). */
export const optionalText = (max: number, label: string) =>
  text()
    .trim()
    .max(max, { error: `Keep the ${label} under ${max} characters` })
    .transform((v) => (v === "" ? null : v))
    .nullish();

/** A country as typed ("France", "fr", "FRA"): stored as its two-letter code when known, else as written; "" clears it. */
export const countryField = text()
  .trim()
  .max(100, { error: "Keep the country under 100 characters" })
  .transform((v) => storedCountry(v))
  .nullish();

/**
 * Which records a bulk action applies to: picked ids (`{ ids }`), or everything the table's filter
 * matches (`{ filter }`). `plural` names the records in the messages ("companies").
 */
export const bulkSelection = <F extends z.ZodType>(filter: F, plural: string) =>
  z.union([
    z.object({
      ids: z
        .array(z.uuid({ error: `Unknown ${plural}` }))
        .min(1, { error: `Select at least one of the ${plural}` })
        .max(BULK_IDS_MAX, { error: `Select at most ${BULK_IDS_MAX.toLocaleString("en-US")} ${plural}, or apply to the whole filter` })
        .transform((ids) => [...new Set(ids)]),
    }),
    z.object({ filter }),
  ]);
