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
  // CRM: contacts, timelines, custom fields, saved views and settings.
  "crm.contacts.list": { noIds: {} },
  "crm.contacts.count": { noIds: {} },
  "crm.contacts.tags": { noIds: undefined },
  "crm.contacts.get": { ids: (v) => ({ id: v.contactId }) },
  "crm.contacts.create": { noIds: { email: "someone@example.test" } },
  "crm.contacts.update": { ids: (v) => ({ id: v.contactId, patch: { firstName: "Changed" } }) },
  "crm.contacts.setConsent": { ids: (v) => ({ id: v.contactId, channel: "email", status: "unsubscribed" }) },
  "crm.contacts.bulkUpdate": { ids: (v) => ({ selection: { ids: [v.contactId] }, addTags: ["stolen"] }) },
  "crm.contacts.bulkDelete": { ids: (v) => ({ selection: { ids: [v.contactId] } }) },
  "crm.contacts.exportData": { ids: (v) => ({ id: v.contactId }) },
  "crm.contacts.erase": { ids: (v) => ({ id: v.contactId, confirm: "ERASE" }) },
  "crm.activities.timeline": { ids: (v) => ({ contactId: v.contactId }) },
  "crm.activities.log": { ids: (v) => ({ kind: "note", contactId: v.contactId, title: "Hello" }) },
  "crm.activities.delete": { ids: (v) => ({ id: v.activityId }) },
  "crm.customFields.list": { noIds: {} },
  "crm.customFields.create": { noIds: { object: "contact", label: "Tier", type: "text" } },
  "crm.customFields.update": { ids: (v) => ({ id: v.customFieldId, label: "Renamed" }) },
  "crm.customFields.delete": { ids: (v) => ({ id: v.customFieldId }) },
  "crm.savedViews.list": { noIds: { object: "contact" } },
  "crm.savedViews.create": { noIds: { object: "contact", name: "Mine", config: {} } },
  "crm.savedViews.update": { ids: (v) => ({ id: v.savedViewId, view: { object: "contact", name: "Taken", config: {} } }) },
  "crm.savedViews.delete": { ids: (v) => ({ id: v.savedViewId }) },
  "crm.settings.get": { noIds: undefined },
  "crm.settings.save": {
    noIds: { lifecycleStages: [{ key: "lead", label: "Lead" }], leadStatuses: [{ key: "new", label: "New" }], duplicateRules: { contactMatch: "email", companyMatch: "domain" } },
  },
  // CRM: companies, deals, pipelines and stages.
  "crm.pipelines.list": { noIds: undefined },
  "crm.pipelines.create": { noIds: { name: "Attacker's pipeline", stages: [{ name: "Open", probability: 10, kind: "open" }] } },
  "crm.pipelines.update": { ids: (v) => ({ id: v.pipelineId, name: "Taken", stages: [{ id: v.stageId, name: "Taken", probability: 10, kind: "open" }] }) },
  "crm.pipelines.delete": { ids: (v) => ({ id: v.pipelineId }) },
  "crm.companies.list": { noIds: {} },
  "crm.companies.get": { ids: (v) => ({ id: v.companyId }) },
  "crm.companies.create": { noIds: { name: "Attacker Co" } },
  "crm.companies.update": { ids: (v) => ({ id: v.companyId, patch: { name: "Taken" } }) },
  "crm.companies.delete": { ids: (v) => ({ id: v.companyId }) },
  "crm.companies.associateContacts": { ids: (v) => ({ companyId: v.companyId, contactIds: [v.contactId] }) },
  "crm.companies.dissociateContacts": { ids: (v) => ({ companyId: v.companyId, contactIds: [v.contactId] }) },
  "crm.deals.list": { noIds: {} },
  "crm.deals.board": { ids: (v) => ({ pipelineId: v.pipelineId }) },
  "crm.deals.get": { ids: (v) => ({ id: v.dealId }) },
  "crm.deals.create": { ids: (v) => ({ name: "Grab", pipelineId: v.pipelineId, stageId: v.stageId, companyId: v.companyId, contactIds: [v.contactId] }) },
  "crm.deals.update": { ids: (v) => ({ id: v.dealId, patch: { name: "Taken", stageId: v.stageId } }) },
  "crm.deals.move": { ids: (v) => ({ dealId: v.dealId, stageId: v.stageId }) },
  "crm.deals.delete": { ids: (v) => ({ id: v.dealId }) },
  "crm.deals.associateContacts": { ids: (v) => ({ dealId: v.dealId, contactIds: [v.contactId] }) },
  "crm.deals.dissociateContacts": { ids: (v) => ({ dealId: v.dealId, contactIds: [v.contactId] }) },
  // CRM lists and segments. Rules naming another workspace's list are refused as an unknown list (lists.int.test.ts).
  "crm.lists.list": { noIds: {} },
  "crm.lists.get": { ids: (v) => ({ id: v.listId }) },
  "crm.lists.members": { ids: (v) => ({ listId: v.segmentId }) },
  "crm.lists.count": { ids: (v) => ({ rules: { combinator: "and", groups: [] }, segmentId: v.segmentId }) },
  "crm.lists.preview": { ids: (v) => ({ rules: { combinator: "and", groups: [] }, segmentId: v.segmentId }) },
  "crm.lists.create": { noIds: { name: "Attacker list", kind: "static" } },
  "crm.lists.update": { ids: (v) => ({ id: v.segmentId, name: "Taken", rules: { combinator: "and", groups: [] } }) },
  "crm.lists.delete": { ids: (v) => ({ id: v.listId }) },
  "crm.lists.addContacts": { ids: (v) => ({ listId: v.listId, contactIds: [v.contactId] }) },
  "crm.lists.removeContacts": { ids: (v) => ({ listId: v.listId, contactIds: [v.contactId] }) },
  // CRM imports: every procedure names the import; the upload and the download are route handlers with their own tests.
  "crm.imports.list": { noIds: {} },
  "crm.imports.get": { ids: (v) => ({ importId: v.importId }) },
  "crm.imports.setMapping": { ids: (v) => ({ importId: v.importId, mapping: ["email"], mergeMode: "overwrite", listId: v.listId }) },
  "crm.imports.start": { ids: (v) => ({ importId: v.importId, acceptPartial: true }) },
  "crm.imports.cancel": { ids: (v) => ({ importId: v.importId }) },
  "crm.imports.errors": { ids: (v) => ({ importId: v.importId }) },
};
