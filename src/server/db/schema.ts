/** The one schema: every module's tables, for Drizzle's relational queries and drizzle-kit. */
export { accounts, sessions, users, verificationTokens } from "@/modules/identity/db/users.table";
export { dateFormat, weekStart, workspaceKind, workspaces } from "@/modules/identity/db/workspaces.table";
export { memberRole, memberships } from "@/modules/identity/db/memberships.table";
export { jobRunStatus, jobRuns } from "@/server/jobs/job-runs.table";
export { signInFailures } from "@/modules/identity/db/sign-in-attempts.table";
export { invitations } from "@/modules/identity/db/invitations.table";
export { auditEvents } from "@/modules/identity/db/audit-events.table";
export { companyProfiles } from "@/modules/identity/db/company-profiles.table";
export { workspaceLogos } from "@/modules/identity/db/workspace-logos.table";
export { passwordResetRequests, passwordResetTokens } from "@/modules/identity/db/password-resets.table";
export { billingInterval, billingPlan, billingSource, billingStatus, usageMetric, subscriptions, stripeEvents, usageCounters } from "@/modules/billing/db/subscriptions.table";
export { consentChannel, consentMethod, consentStatus, contacts, consentEvents } from "@/modules/crm/db/contacts.table";
export { companies } from "@/modules/crm/db/companies.table";
export { dealStageKind, pipelines, pipelineStages, deals, dealContacts } from "@/modules/crm/db/deals.table";
export { activityKind, activities } from "@/modules/crm/db/activities.table";
export { listKind, lists, listMembers } from "@/modules/crm/db/lists.table";
export { crmObject, customFieldType, customFields, crmSettings, savedViews } from "@/modules/crm/db/settings.table";
export { importStatus, mergeMode, imports, importErrors } from "@/modules/crm/db/imports.table";
