import { z } from "zod";
import { text } from "@/lib/text";

/** What a person logs by hand on a timeline; the other kinds are written by the product. */
export const loggableKinds = ["note", "call", "meeting", "email"] as const;

const activityFields = z.object({
  kind: z.enum(loggableKinds, { error: "Choose what happened" }),
  contactId: z.uuid().nullish(),
  companyId: z.uuid().nullish(),
  dealId: z.uuid().nullish(),
  title: text().trim().min(1, { error: "Add a short title" }).max(200, { error: "Keep the title under 200 characters" }),
  body: text().trim().max(20_000, { error: "Keep it under 20,000 characters" }).optional(),
  occurredAt: z.date().optional(),
});
const aboutSomething = (a: { contactId?: string | null; companyId?: string | null; dealId?: string | null }) => !!(a.contactId || a.companyId || a.dealId);

export const logActivityInput = activityFields.refine(aboutSomething, { error: "Choose what it is about", path: ["contactId"] });
export type LogActivityInput = z.infer<typeof logActivityInput>;

/**
 * The composer's form, parsing to `logActivityInput`: the details box gives "" for none and the
 * date box gives local text ("2026-03-01T14:30", "" for now).
 */
export const logActivityFormInput = activityFields
  .extend({
    body: text()
      .trim()
      .max(20_000, { error: "Keep it under 20,000 characters" })
      .transform((v) => (v === "" ? undefined : v)),
    occurredAt: text().transform((v, ctx) => {
      if (v.trim() === "") return undefined;
      const at = new Date(v);
      if (Number.isNaN(at.getTime())) {
        ctx.addIssue({ code: "custom", message: "Enter a date and time" });
        return z.NEVER;
      }
      return at;
    }),
  })
  .refine(aboutSomething, { error: "Choose what it is about", path: ["contactId"] });

export const timelineInput = z
  .object({
    contactId: z.uuid().optional(),
    companyId: z.uuid().optional(),
    dealId: z.uuid().optional(),
    /** The oldest entry shown (time and id): the next page starts after it. */
    cursor: z.object({ at: z.date(), id: z.uuid() }).nullish(),
  })
  .refine((t) => [t.contactId, t.companyId, t.dealId].filter(Boolean).length === 1, { error: "Name one contact, company or deal" });
export type TimelineInput = z.infer<typeof timelineInput>;

export const activityIdInput = z.object({ id: z.uuid({ error: "Unknown activity" }) });
