/** The identity module's public surface. */
export { identityRouter } from "./server/identity.router";
export { resolveTenant, resolveMembership, type ActiveWorkspace } from "./server/tenant.service";
export { verifyCredentials, getSessionVersion, signUp, signOutEverywhere } from "./server/users.service";
export { listMyWorkspaces, insertWorkspaceWithOwner } from "./server/workspaces.service";
export { createFirstWorkspace } from "./server/first-workspace.service";
export { getWorkspaceSettings, type WorkspaceSettings } from "./server/workspace-settings.service";
export { formatDateAs, type DateFormat, type WeekStart } from "./contracts/workspace-settings.contracts";
export { hasAccountFor, mailMagicLink } from "./server/magic-link.service";
export { emailSignInAllowed, MAGIC_LINK_MAX_AGE_SECONDS, MAGIC_LINK_SENT_MESSAGE, normalizeSignInEmail } from "./magic-link";
export { checkSignInThrottle, recordSignInFailure, clearSignInFailures, THROTTLE } from "./server/throttle.service";
export { attemptPasswordSignIn, type PasswordSignIn } from "./server/sign-in.service";
export { clientLogCode, throttledErrorCode } from "./auth-errors";
export { listMembers, countSeats } from "./server/members.service";
export { recordAudit, recordSignIn, listAudit, type AuditAction } from "./server/audit.service";
export { invitations } from "./db/invitations.table";
export { auditEvents } from "./db/audit-events.table";
export { can, roles, permissionTable, readOnlyRoles, type Permission, type Role } from "./permissions";
/**
 * The shell's client islands, for server components. Not through client.ts: a server component
 * that imports a module puts every client module it re-exports in the page's first load, and
 * client.ts re-exports hooks, which bring the tRPC client and React Query (21 kB gzip) to every page.
 */
export { UserMenu } from "./ui/user-menu";
export { WorkspaceSwitcher, type ShellWorkspace } from "./ui/workspace-switcher";
export type { Tenant } from "./tenant";
export { users, accounts, sessions, verificationTokens } from "./db/users.table";
export { workspaces } from "./db/workspaces.table";
export { memberships } from "./db/memberships.table";
export { getCompanyProfile, companyProfileCompleteness } from "./server/company-profile.service";
export { getWorkspaceLogo } from "./server/workspace-logo.service";
export { PROFILE_DONE_SCORE, type Completeness } from "./company-profile-completeness";
export type { CompanyProfile } from "./contracts/company-profile.contracts";
export { companyProfiles } from "./db/company-profiles.table";
export { workspaceLogos } from "./db/workspace-logos.table";
