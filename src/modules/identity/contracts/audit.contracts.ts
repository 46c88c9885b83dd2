import { z } from "zod";
import { text } from "@/lib/text";
import { auditActions } from "./audit.constants";

export { auditActions } from "./audit.constants";

export const listAuditInput = z.object({
  action: z.enum(auditActions).optional(),
  /** Matches the person acted on, or the one who acted (email or name), case-insensitively. */
  person: text().trim().max(120).optional(),
  from: z.date().optional(),
  to: z.date().optional(),
  /** Events before this instant (the oldest one already shown): the next page. */
  cursor: z.date().nullish(),
});
export type ListAuditInput = z.infer<typeof listAuditInput>;
