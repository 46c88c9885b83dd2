/** The identity module's public surface. */
export { identityRouter } from "./server/identity.router";
export { resolveTenant, resolveMembership, type ActiveWorkspace } from "./server/tenant.service";
export { verifyCredentials, getSessionVersion, signUp, signOutEverywhere } from "./server/users.service";
export { listMyWorkspaces, insertWorkspaceWithOwner } from "./server/workspaces.service";
export { checkSignInThrottle, recordSignInFailure, clearSignInFailures, THROTTLE } from "./server/throttle.service";
export { listMembers, countSeats } from "./server/members.service";
export { recordAudit, listAudit, type AuditAction } from "./server/audit.service";
export { invitations } from "./db/invitations.table";
export { auditEvents } from "./db/audit-events.table";
export { can, roles, permissionTable, readOnlyRoles, type Permission, type Role } from "./permissions";
export type { Tenant } from "./tenant";
export { users, accounts, sessions, verificationTokens } from "./db/users.table";
export { workspaces } from "./db/workspaces.table";
export { memberships } from "./db/memberships.table";
