/**
 * The identity module's client-safe surface: the shell's components and the permission check. Kept
 * free of zod schemas, which every page that imports `can` would otherwise load in the browser.
 */
export { WorkspaceSwitcher, type ShellWorkspace } from "./ui/workspace-switcher";
export { groupWorkspaces } from "./ui/workspace-groups";
export { UserMenu } from "./ui/user-menu";
export { authErrorMessage, safeCallbackPath } from "./auth-errors";
export { can, permissionTable, roles, type Permission, type Role } from "./permissions";
export { useCurrentWorkspace, useCurrentWorkspaceQuery, useWorkspaceSettingsQuery } from "./hooks/use-workspaces";
