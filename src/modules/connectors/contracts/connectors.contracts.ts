import { z } from "zod";
import { platforms } from "../catalog";
import { isDay } from "@/lib/days";
import { text } from "@/lib/text";

const platformIds = platforms.map((p) => p.id) as [string, ...string[]];
export const platformIdSchema = z.enum(platformIds as [(typeof platforms)[number]["id"], ...(typeof platforms)[number]["id"][]], {
  error: "Choose a platform",
});

const id = (what: string) => z.uuid({ error: `Choose a ${what}` });
const day = (label: string) => text().refine(isDay, { error: `${label}: enter a date as YYYY-MM-DD` });

export const connectInput = z.object({
  platform: platformIdSchema,
  returnTo: text().max(500).optional(),
  params: z.record(text(), text().max(200)).optional(),
  connectionId: id("connection").optional(),
});
/** What a platform asks for before its sign-in page (the Shopify shop domain). */
export type ConnectAsk = { key: string; label: string; placeholder: string; pattern: string };

/**
 * The form of those asks: one field per ask, checked with the platform's own pattern and the
 * message the server sends; it parses to `connectInput.params` (trimmed, lower-cased).
 */
export function connectParamsInput(askFor: readonly ConnectAsk[]) {
  return z.object(
    Object.fromEntries(
      askFor.map((ask) => [
        ask.key,
        text()
          .trim()
          .toLowerCase()
          .refine((value) => new RegExp(ask.pattern).test(value), { error: `Enter ${ask.label.toLowerCase()}, such as ${ask.placeholder}` }),
      ]),
    ),
  );
}

export const connectionIdInput = z.object({ connectionId: id("connection") });
export const addSourcesInput = z.object({
  connectionId: id("connection"),
  accountIds: z.array(text().min(1).max(200)).min(1, { error: "Pick at least one account" }).max(200, { error: "Pick at most 200 accounts at a time" }),
});
export const sourceIdInput = z.object({ sourceId: id("source") });
export const pausedInput = z.object({ sourceId: id("source"), paused: z.boolean() });
export const rangeInput = z
  .object({ sourceId: id("source"), start: day("First day"), end: day("Last day") })
  .refine((v) => v.start <= v.end, { error: "The first day must be on or before the last day", path: ["start"] });
export const runIdInput = z.object({ runId: id("sync run") });

export type ConnectInput = z.infer<typeof connectInput>;
