import "server-only";
import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { env } from "@/env";
import { claimProductToken, seedDemoProductUsage, seedDemoSurvey } from "@/modules/analytics";
import { seedDemoAssets } from "@/modules/assets";
import { seedDemoCrm } from "@/modules/crm";
import { saveCompanyProfile, signUp, users, workspaces } from "@/modules/identity";
import { seedDemoForms, seedDemoLandingPage, seedDemoPopup } from "@/modules/website";
import type { Db } from "@/server/db/client";
import { demoCompanyProfile } from "./demo-profile";

export const DEMO_EMAIL = "demo@aimarketingtools.local";
export const DEMO_WORKSPACE = "Northwind Coffee (demo data)";
export const demoSignInFile = () => path.resolve(env.DATA_DIR, "demo-sign-in.json");

/**
 * On a database with no accounts, creates the demo account and its workspace: Northwind Coffee,
 * marked as demo data, in Seattle's time zone, with its company profile, demo CRM, brand kit, a published landing page and made-up product usage. Writes the
 * sign-in to DATA_DIR/demo-sign-in.json for `npm start` to print. The password is random per
 * installation, never a shared default.
 */
export async function seedDemoIfEmpty(db: Db): Promise<{ email: string; password: string } | null> {
  if ((await db.$count(users)) > 0) return null;
  const password = randomBytes(9).toString("base64url");
  const created = await signUp(db, { name: "Demo Marketer", email: DEMO_EMAIL, password, workspaceName: DEMO_WORKSPACE });
  await db.update(workspaces).set({ isDemo: true, timeZone: "America/Los_Angeles" }).where(eq(workspaces.id, created.workspaceId));
  const tenant = { workspaceId: created.workspaceId, userId: created.userId, role: "owner" as const };
  await saveCompanyProfile(db, tenant, demoCompanyProfile);
  await seedDemoCrm(db, tenant);
  await seedDemoAssets(db, tenant);
  await seedDemoPopup(db, tenant);
  await seedDemoForms(db, tenant);
  await seedDemoLandingPage(db, tenant);
  await seedDemoSurvey(db, tenant);
  // The product's own usage (NEXT_PUBLIC_POSTHOG_KEY, when set to a fresh project token) is counted in the demo workspace.
  await claimProductToken(db, created.workspaceId);
  await seedDemoProductUsage(db, created.workspaceId);
  const signIn = { email: DEMO_EMAIL, password };
  await writeFile(demoSignInFile(), JSON.stringify(signIn, null, 2), { mode: 0o600 });
  return signIn;
}
