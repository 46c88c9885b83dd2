import { emptyCompanyProfile } from "@/modules/identity/contracts/company-profile.contracts";
import type { Victim } from "./seed";

/**
 * How to call each workspace procedure with another workspace's ids. Every procedure that names a
 * permission must be listed: `ids` builds an input pointing at the victim's rows; `noIds` marks a
 * procedure whose input names no row (it can only ever act in the caller's own workspace).
 * A procedure added without a case fails the harness.
 */
export type Case = { ids: (v: Victim) => unknown } | { noIds: unknown };

export const cases: Record<string, Case> = {
  "identity.workspaces.current": { noIds: undefined },
  "identity.members.list": { noIds: undefined },
  "identity.members.seats": { noIds: undefined },
  "identity.members.changeRole": { ids: (v) => ({ memberId: v.memberId, role: "viewer" }) },
  "identity.members.remove": { ids: (v) => ({ memberId: v.memberId }) },
  "identity.members.transferOwnership": { ids: (v) => ({ memberId: v.memberId }) },
  "identity.invitations.list": { noIds: undefined },
  "identity.invitations.create": { noIds: { email: "someone-new@example.test", role: "member" } },
  "identity.invitations.resend": { ids: (v) => ({ invitationId: v.invitationId }) },
  "identity.invitations.revoke": { ids: (v) => ({ invitationId: v.invitationId }) },
  "identity.audit.list": { noIds: {} },
  // Creates a client of the caller's own current workspace (refused unless it's an agency).
  "identity.workspaces.createClient": { noIds: { name: "A client" } },
  "identity.settings.get": { noIds: undefined },
  "identity.settings.update": {
    noIds: { name: "Renamed", slug: `renamed-${Date.now()}`, timeZone: "Europe/Paris", currency: "EUR", locale: "fr-FR", weekStart: "monday", dateFormat: "DD/MM/YYYY" },
  },
  // Acts on the caller's current workspace only; the typed name must match it.
  "identity.workspaces.delete": { noIds: { confirmName: "not the name" } },
  "identity.companyProfile.get": { noIds: undefined },
  "identity.companyProfile.save": { noIds: { ...emptyCompanyProfile, companyName: "Attacker Co" } },
  // A 1×1 PNG.
  "identity.companyProfile.uploadLogo": {
    noIds: { contentType: "image/png", file: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==" },
  },
  "identity.companyProfile.removeLogo": { noIds: undefined },
  "home.checklist": { noIds: undefined },
  "jobs.runs.get": { ids: (v) => ({ id: v.jobRunId }) },
  "jobs.runs.list": { noIds: {} },
  "guides.list": { noIds: undefined },
  "guides.get": { noIds: { slug: "getting-started" } },
  // Billing acts on the caller's own billing account only; its inputs name no rows.
  "billing.overview": { noIds: undefined },
  "billing.prices": { noIds: undefined },
  "billing.standing": { noIds: undefined },
  "billing.check": { noIds: { limit: "contacts", amount: 10 } },
  "billing.checkout": { noIds: { plan: "advanced", interval: "month" } },
  "billing.portal": { noIds: undefined },
  "billing.changePlan": { noIds: { plan: "premium", interval: "month" } },
  "billing.setAddon": { noIds: { addon: "users", units: 2 } },
  "billing.cancel": { noIds: undefined },
  "billing.resume": { noIds: undefined },
};
