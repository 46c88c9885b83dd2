import "server-only";
import { eq } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { bannerVersion, DEFAULT_CONSENT_BANNER, type SiteConsentBanner } from "../contracts/consent.constants";
import type { UpdateConsentBannerInput } from "../contracts/consent.contracts";
import { websiteConsentBanners } from "../db/consent.table";
import { forgetHostedWorkspace } from "./pages.cache";

const TEXTS = ["message", "acceptLabel", "rejectLabel", "chooseLabel", "privacyUrl"] as const;

/** The workspace's site consent banner (the defaults, banner on, until someone saves it). */
export async function getConsentBanner(db: Db, workspaceId: string): Promise<SiteConsentBanner & { versionNumber: number; updatedAt: Date | null }> {
  const [row] = await db.select().from(websiteConsentBanners).where(eq(websiteConsentBanners.workspaceId, workspaceId)).limit(1);
  if (!row) return { ...DEFAULT_CONSENT_BANNER, version: bannerVersion(1), versionNumber: 1, updatedAt: null };
  const { enabled, message, acceptLabel, rejectLabel, chooseLabel, privacyUrl, position, version, updatedAt } = row;
  return { enabled, message, acceptLabel, rejectLabel, chooseLabel, privacyUrl, position, version: bannerVersion(version), versionNumber: version, updatedAt };
}

/** `website.consent.get`: the settings form's values. */
export const consentBannerSettings = (db: Db, tenant: Tenant) => getConsentBanner(db, tenant.workspaceId);

/**
 * `website.consent.update`: saves the banner. A change to any text visitors read (or the privacy
 * link) is a new version, so the sites ask again; turning it on or off or moving it is not.
 */
export async function updateConsentBanner(db: Db, tenant: Tenant, input: UpdateConsentBannerInput) {
  const before = await getConsentBanner(db, tenant.workspaceId);
  const reworded = TEXTS.some((key) => before[key] !== input[key]);
  const version = before.versionNumber + (reworded ? 1 : 0);
  const values = { ...input, version, updatedBy: tenant.userId };
  await db
    .insert(websiteConsentBanners)
    .values({ workspaceId: tenant.workspaceId, ...values })
    .onConflictDoUpdate({ target: websiteConsentBanners.workspaceId, set: values });
  forgetHostedWorkspace(tenant.workspaceId);
  return { version: bannerVersion(version), reworded };
}
