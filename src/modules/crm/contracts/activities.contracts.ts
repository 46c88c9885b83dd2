import { z } from "zod";
import { text } from "@/lib/text";

/** What a person logs by hand on a timeline; the other kinds are written by the product. */
export const loggableKinds = ["note", "call", "meeting", "email"] as const;

export const logActivityInput = z
  .object({
    kind: z.enum(loggableKinds, { error: "Choose what happened" }),
    contactId: z.uuid().nullish(),
    companyId: z.uuid().nullish(),
    dealId: z.uuid().nullish(),
    title: text().trim().min(1, { error: "Add a short title" }).max(200, { error: "Keep the title under 200 characters" }),
    body: text().trim().max(20_000, { error: "Keep it under 20,000 characters" }).optional(),
    occurredAt: z.date().optional(),
  })
  .refine((a) => a.contactId || a.companyId || a.dealId, { error: "Choose what it is about", path: ["contactId"] });
export type LogActivityInput = z.infer<typeof logActivityInput>;

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
