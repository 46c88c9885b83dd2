/** The one schema: every module's tables, for Drizzle's relational queries and drizzle-kit. */
export { accounts, sessions, users, verificationTokens } from "@/modules/identity/db/users.table";
export { workspaceKind, workspaces } from "@/modules/identity/db/workspaces.table";
export { memberRole, memberships } from "@/modules/identity/db/memberships.table";
export { jobRunStatus, jobRuns } from "@/server/jobs/job-runs.table";
export { signInFailures } from "@/modules/identity/db/sign-in-attempts.table";
export { invitations } from "@/modules/identity/db/invitations.table";
export { auditEvents } from "@/modules/identity/db/audit-events.table";
