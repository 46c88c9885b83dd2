import "server-only";
import { WORKSPACE_COOKIE, WORKSPACE_COOKIE_MAX_AGE } from "@/server/auth/cookies";
import type { Context } from "./context";

/** Makes `workspaceId` the active workspace for the next requests of this browser. */
export function rememberWorkspace(ctx: Pick<Context, "setCookie">, workspaceId: string): void {
  ctx.setCookie?.(WORKSPACE_COOKIE, workspaceId, WORKSPACE_COOKIE_MAX_AGE);
}
