import "server-only";
import { eq, isNotNull } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { scoreCompanyProfile, type Completeness } from "../company-profile-completeness";
import { emptyCompanyProfile, type CompanyProfile } from "../contracts/company-profile.contracts";
import { companyProfiles } from "../db/company-profiles.table";
import { workspaceLogos } from "../db/workspace-logos.table";
import { workspaces } from "../db/workspaces.table";
import type { Tenant } from "../tenant";
import { getWorkspaceLogoInfo, type LogoInfo } from "./workspace-logo.service";

const profileColumns = {
  companyName: companyProfiles.companyName,
  website: companyProfiles.website,
  industry: companyProfiles.industry,
  size: companyProfiles.size,
  description: companyProfiles.description,
  products: companyProfiles.products,
  audiences: companyProfiles.audiences,
  competitors: companyProfiles.competitors,
  toneTraits: companyProfiles.toneTraits,
  toneExamples: companyProfiles.toneExamples,
  wordsToUse: companyProfiles.wordsToUse,
  wordsToAvoid: companyProfiles.wordsToAvoid,
  brandColors: companyProfiles.brandColors,
};

/**
 * The workspace's company profile as the AI reads it: every field present, empty where nothing was
 * entered yet. `updatedAt` is null until the profile is first saved.
 */
export async function getCompanyProfile(db: Db, tenant: Tenant): Promise<CompanyProfile & { updatedAt: Date | null }> {
  const [row] = await db
    .select({ ...profileColumns, updatedAt: companyProfiles.updatedAt })
    .from(companyProfiles)
    .where(eq(companyProfiles.workspaceId, tenant.workspaceId))
    .limit(1);
  return row ?? { ...emptyCompanyProfile, updatedAt: null };
}

/** The profile's score (0–100) and what is missing; the logo counts too. */
export async function companyProfileCompleteness(db: Db, tenant: Tenant): Promise<Completeness> {
  // One query (it runs on every home page): the profile, and whether a logo exists, never its bytes.
  const [row] = await db
    .select({ ...profileColumns, profileId: companyProfiles.workspaceId, hasLogo: isNotNull(workspaceLogos.workspaceId) })
    .from(workspaces)
    .leftJoin(companyProfiles, eq(companyProfiles.workspaceId, workspaces.id))
    .leftJoin(workspaceLogos, eq(workspaceLogos.workspaceId, workspaces.id))
    .where(eq(workspaces.id, tenant.workspaceId))
    .limit(1);
  const { profileId, hasLogo, ...profile } = row ?? { profileId: null, hasLogo: false };
  return scoreCompanyProfile({ ...(profileId ? (profile as CompanyProfile) : emptyCompanyProfile), hasLogo: Boolean(hasLogo) });
}

export type CompanyProfilePage = {
  profile: CompanyProfile;
  updatedAt: Date | null;
  logo: LogoInfo | null;
  completeness: Completeness;
};

/** Everything the profile page shows. */
export async function getCompanyProfilePage(db: Db, tenant: Tenant): Promise<CompanyProfilePage> {
  const [{ updatedAt, ...profile }, logo] = await Promise.all([getCompanyProfile(db, tenant), getWorkspaceLogoInfo(db, tenant)]);
  return { profile, updatedAt, logo, completeness: scoreCompanyProfile({ ...profile, hasLogo: logo !== null }) };
}

/** Replaces the workspace's profile with the form's values (validated by the contract). */
export async function saveCompanyProfile(db: Db, tenant: Tenant, input: CompanyProfile): Promise<CompanyProfilePage> {
  const values = { ...emptyCompanyProfile, ...input };
  await db
    .insert(companyProfiles)
    .values({ workspaceId: tenant.workspaceId, ...values })
    .onConflictDoUpdate({ target: companyProfiles.workspaceId, set: { ...values, updatedAt: new Date() } });
  return getCompanyProfilePage(db, tenant);
}
