import { UserMenu } from "../ui/user-menu";
import { WorkspaceSwitcher, type ShellWorkspace } from "../ui/workspace-switcher";

/**
 * The header's workspace switcher and user menu, as client islands for the product frame. The
 * layouts (route files) render this and hand it to the shell's AppShell, so neither the shell nor
 * identity's server surface imports client components: a server file that imports a module's
 * client.ts puts every client module it re-exports (hooks, and so tRPC and React Query) in the
 * page's first load, and index.ts is loaded by the worker, where React's client API doesn't exist.
 */
export function AccountControls({
  workspace,
  user,
  theme,
}: {
  workspace: ShellWorkspace;
  user: { name: string | null; email: string };
  theme: string | undefined;
}) {
  return (
    <>
      <WorkspaceSwitcher current={workspace} />
      <UserMenu name={user.name} email={user.email} theme={theme} />
    </>
  );
}
