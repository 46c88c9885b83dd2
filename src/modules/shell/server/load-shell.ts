import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { standingFor } from "@/modules/billing";
import { can, resolveMembership } from "@/modules/identity";
import { AUTH_PAGES } from "@/lib/auth-constants";
import { readSession } from "@/server/auth/session";
import { WORKSPACE_COOKIE } from "@/server/auth/cookies";
import { getDb } from "@/server/db/client";
import { THEME_COOKIE } from "@/lib/theme";

function signInAgain(currentPath: string | null): never {
  const params = new URLSearchParams({ error: "SessionRequired", callbackUrl: currentPath ?? "/marketing-dashboard/home" });
  redirect(`${AUTH_PAGES.signIn}?${params}`);
}

/**
 * What the product shell needs for a request: the signed-in person and their verified workspace.
 * A missing or revoked session goes back to sign-in, as the proxy does.
 */
export async function loadShell() {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const session = await readSession(cookieStore, headerList);
  if (!session) signInAgain(headerList.get("x-url"));
  const membership = await resolveMembership(getDb(), session, cookieStore.get(WORKSPACE_COOKIE)?.value ?? null);
  if (!membership) signInAgain(headerList.get("x-url"));
  const { workspace } = membership;
  const standing = await standingFor(getDb(), workspace.id);
  // Trials say so in their last days; a payment problem or a lapsed plan says so on every page.
  const showNotice = standing.notice && (standing.notice.tone === "danger" || (standing.phase === "trial" && standing.notice.tone === "warning"));
  return {
    billingNotice: showNotice ? { ...standing.notice!, canSeePlan: can(workspace.role, "billing.read") } : null,
    user: { name: session.name, email: session.email },
    workspace: { id: workspace.id, name: workspace.name, kind: workspace.kind, isDemo: workspace.isDemo, role: workspace.role },
    theme: cookieStore.get(THEME_COOKIE)?.value,
  };
}
