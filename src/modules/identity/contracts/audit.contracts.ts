import { z } from "zod";
import { text } from "@/lib/text";

export const auditActions = [
  "invitation.sent",
  "invitation.resent",
  "invitation.revoked",
  "invitation.accepted",
  "member.role_changed",
  "member.removed",
  "ownership.transferred",
  "workspace.settings_changed",
  "member.left",
  "sign_in.succeeded",
  "sign_in.failed",
  "workspace.deleted",
  "billing.checkout_started",
  "billing.plan_changed",
  "billing.addon_changed",
  "billing.cancellation_scheduled",
  "billing.resumed",
  "billing.payment_failed",
  "crm.contact_erased",
  "connectors.connected",
  "connectors.disconnected",
  "connectors.source_added",
  "connectors.source_removed",
  "reports.budget_set",
  "reports.budget_removed",
  "reports.schedule_created",
  "reports.schedule_removed",
  "reports.schedule_sent",
  "reports.seo_audit_started",
  "messaging.domain_added",
  "messaging.domain_removed",
  "messaging.domain_verified",
  "messaging.suppression_added",
  "messaging.suppression_removed",
  "messaging.webhook_key_rotated",
] as const;

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
