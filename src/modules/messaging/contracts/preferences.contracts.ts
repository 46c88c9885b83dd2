import { z } from "zod";
import { channels, suppressionReasons } from "./messaging-enums";
import { text } from "@/lib/text";

const id = z.uuid({ error: "Choose one from the list" });

/** A subscription topic of the preference centre ("Product news", "Offers"). */
const topicFields = {
  name: text().trim().min(1, { error: "Give the topic a name" }).max(80, { error: "Keep the name under 80 characters" }),
  description: text().trim().max(300, { error: "Keep the description under 300 characters" }).default(""),
};
export const createTopicInput = z.object(topicFields);
export type CreateTopicInput = z.input<typeof createTopicInput>;
/** A rename; the description stays as it is when left out. */
export const updateTopicInput = z.object({ id, name: topicFields.name, description: topicFields.description.removeDefault().optional() });
export type UpdateTopicInput = z.input<typeof updateTopicInput>;
export const topicIdInput = z.object({ id });
export const listTopicsInput = z.object({ includeArchived: z.boolean().default(false) }).default({ includeArchived: false });
export type ListTopicsInput = z.input<typeof listTopicsInput>;

const e164 = /^\+[1-9]\d{6,14}$/;

/** An address added to the suppression list by hand: an email, or an SMS number in E.164. */
export const addSuppressionInput = z
  .object({
    channel: z.enum(channels),
    address: text().trim().min(1, { error: "Enter an address" }).max(320),
    note: text().trim().max(200, { error: "Keep the note under 200 characters" }).optional(),
  })
  .superRefine((v, ctx) => {
    const ok = v.channel === "email" ? z.email().safeParse(v.address).success : e164.test(v.address.replace(/[\s()-]/g, ""));
    if (!ok)
      ctx.addIssue({
        code: "custom",
        path: ["address"],
        message: v.channel === "email" ? "Enter a valid email" : "Use an international number such as +14155550123",
      });
  });
export type AddSuppressionInput = z.input<typeof addSuppressionInput>;

export const SUPPRESSIONS_PAGE = 50;
export const listSuppressionsInput = z
  .object({
    search: text().trim().max(320).optional(),
    channel: z.enum(channels).optional(),
    reason: z.enum(suppressionReasons).optional(),
    /** The last row of the previous page (newest first). */
    cursor: z.object({ createdAt: z.date(), id }).optional(),
  })
  .default({});
export type ListSuppressionsInput = z.input<typeof listSuppressionsInput>;
export const suppressionIdInput = z.object({ id });

/**
 * The preference centre's form, as its fields arrive (a plain HTML form, no script needed):
 * `channel` for each channel left on, `topic` = `<topic id>:<channel>` for each topic left on,
 * `shown` for each topic the page showed (a topic added meanwhile isn't switched off unseen).
 */
export type PreferenceForm = {
  intent: "save" | "unsubscribe_all";
  channels: (typeof channels)[number][];
  topics: { topicId: string; channel: (typeof channels)[number] }[];
  shown: string[];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isChannel = (v: string): v is (typeof channels)[number] => (channels as readonly string[]).includes(v);

/** The form's fields from a submitted body; values that can't be ours are left out one by one. */
export function preferenceFormOf(form: URLSearchParams | FormData): PreferenceForm {
  const all = (key: string, max: number) =>
    form
      .getAll(key)
      .filter((v): v is string => typeof v === "string")
      .slice(0, max);
  const topics = all("topic", 400).flatMap((item) => {
    const [topicId = "", channel = ""] = item.split(":");
    return UUID.test(topicId) && isChannel(channel) ? [{ topicId: topicId.toLowerCase(), channel }] : [];
  });
  return {
    intent: form.get("intent") === "unsubscribe_all" ? "unsubscribe_all" : "save",
    channels: [...new Set(all("channel", 2).filter(isChannel))],
    topics,
    shown: [
      ...new Set(
        all("shown", 200)
          .filter((v) => UUID.test(v))
          .map((v) => v.toLowerCase()),
      ),
    ],
  };
}
