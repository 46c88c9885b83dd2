import { z } from "zod";
import { text } from "@/lib/text";
import { earlyAccessStages, MONTHLY_EVENT_QUOTA } from "./wire.constants";

const flagKey = text()
  .trim()
  .min(1, { error: "Give the flag a key" })
  .max(100, { error: "A flag key is at most 100 characters" })
  .regex(/^[a-z0-9][a-z0-9_-]*$/, { error: "Use lowercase letters, digits, dashes and underscores, such as new-editor" });

/** A feature flag as the Settings form saves it; without `id` it's a new one. */
export const saveFlagInput = z.object({
  id: z.uuid().optional(),
  key: flagKey,
  name: text().trim().max(200, { error: "Keep the description under 200 characters" }).default(""),
  enabled: z.boolean().default(false),
  rolloutPercent: z.coerce
    .number({ error: "Give a share from 0 to 100" })
    .int({ error: "Give a whole number from 0 to 100" })
    .min(0, { error: "Give a share from 0 to 100" })
    .max(100, { error: "Give a share from 0 to 100" }),
  /** JSON the app receives with the flag, as typed; empty: none. */
  payload: text()
    .trim()
    .max(4000, { error: "Keep the payload under 4,000 characters" })
    .default("")
    .refine((v) => v === "" || parsesAsJson(v), { error: 'The payload isn\'t valid JSON, such as {"color": "blue"}' }),
});
export type SaveFlagInput = z.output<typeof saveFlagInput>;

function parsesAsJson(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

export const flagIdInput = z.object({ id: z.uuid({ error: "Choose a flag from the list" }) });
export const toggleFlagInput = z.object({ id: z.uuid({ error: "Choose a flag from the list" }), enabled: z.boolean() });

/** An early-access feature people can opt into; it turns on `flagKey` for them. */
export const saveEarlyAccessInput = z.object({
  name: text().trim().min(1, { error: "Name the feature" }).max(200, { error: "Keep the name under 200 characters" }),
  description: text().trim().max(1000, { error: "Keep the description under 1,000 characters" }).default(""),
  stage: z.enum(earlyAccessStages, { error: "Choose a stage" }),
  flagKey,
  documentationUrl: text()
    .trim()
    .max(500)
    .default("")
    .refine((v) => v === "" || /^https?:\/\/\S+$/.test(v), { error: "Enter a web address, such as https://example.com/docs" }),
});
export type SaveEarlyAccessInput = z.output<typeof saveEarlyAccessInput>;

export const earlyAccessIdInput = z.object({ id: z.uuid({ error: "Choose a feature from the list" }) });

const limitMessage = `Give a whole number of events from 1 to ${MONTHLY_EVENT_QUOTA.toLocaleString("en-US")}`;

/** The workspace's monthly event limit; null removes it (the plan's quota applies). */
export const setEventLimitInput = z.object({
  limit: z.coerce
    .number({ error: limitMessage })
    .int({ error: limitMessage })
    .min(1, { error: limitMessage })
    .max(MONTHLY_EVENT_QUOTA, { error: `Your plan includes ${MONTHLY_EVENT_QUOTA.toLocaleString("en-US")} events a month; give a number up to that` })
    .nullable(),
});
export type SetEventLimitInput = z.output<typeof setEventLimitInput>;
