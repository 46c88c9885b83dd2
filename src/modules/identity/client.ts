/** The identity module's client-safe surface (components and contracts; no server code). */
export { WorkspaceSwitcher, groupWorkspaces, type ShellWorkspace } from "./ui/workspace-switcher";
export { UserMenu } from "./ui/user-menu";
export { authErrorMessage, safeCallbackPath } from "./auth-errors";
export { signUpInput, createWorkspaceInput, type SignUpInput } from "./contracts/identity.contracts";
export { can, permissionTable, roles, type Permission, type Role } from "./permissions";
export { assignableRoles } from "./contracts/team.contracts";
export { workspaceSettingsInput, formatDateAs, type WorkspaceSettings } from "./contracts/workspace-settings.contracts";
