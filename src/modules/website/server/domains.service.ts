import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { dnsResolver, isNoRecordError } from "@/server/dns/resolver";
import { InvalidError, LimitReachedError, NotFoundError } from "@/server/errors";
import { siteUrl } from "@/env";
import { verificationRecordName, verificationRecordValue, type AddDomainInput } from "../contracts/domains.contracts";
import { websiteDomains } from "../db/domains.table";
import { forgetHostedSite } from "./pages.cache";

const MAX_DOMAINS = 10;
const columns = {
  id: websiteDomains.id,
  host: websiteDomains.host,
  token: websiteDomains.token,
  verifiedAt: websiteDomains.verifiedAt,
  createdAt: websiteDomains.createdAt,
};
const inWorkspace = (tenant: Tenant, id: string) => and(eq(websiteDomains.workspaceId, tenant.workspaceId), eq(websiteDomains.id, id));

const withRecord = <T extends { host: string; token: string }>(row: T) => ({
  ...row,
  recordName: verificationRecordName(row.host),
  recordValue: verificationRecordValue(row.token),
});

export async function listDomains(db: Db, tenant: Tenant) {
  const rows = await db.select(columns).from(websiteDomains).where(eq(websiteDomains.workspaceId, tenant.workspaceId)).orderBy(asc(websiteDomains.host));
  return rows.map(withRecord);
}

/** Adds a host, waiting for its TXT record. The product's own host can't be claimed. */
export async function addDomain(db: Db, tenant: Tenant, input: AddDomainInput) {
  if (input.host === new URL(siteUrl()).hostname) throw new InvalidError("This is the product's own address.", { host: "Enter your own domain" });
  const existing = await db.$count(websiteDomains, eq(websiteDomains.workspaceId, tenant.workspaceId));
  if (existing >= MAX_DOMAINS) throw new LimitReachedError(`A workspace connects up to ${MAX_DOMAINS} domains. Remove one you no longer use.`, "domains");
  try {
    const [row] = await db
      .insert(websiteDomains)
      .values({ workspaceId: tenant.workspaceId, host: input.host, token: randomBytes(16).toString("hex"), createdBy: tenant.userId })
      .returning(columns);
    return withRecord(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new InvalidError("This domain is already connected to a workspace.", { host: "This domain is already connected" });
    throw error;
  }
}

/** Looks for the TXT record now; verified, the domain serves the workspace's published pages. */
export async function verifyDomain(db: Db, tenant: Tenant, id: string, lookup = (name: string) => dnsResolver().resolveTxt(name)) {
  const [row] = await db.select(columns).from(websiteDomains).where(inWorkspace(tenant, id)).limit(1);
  if (!row) throw new NotFoundError("Domain");
  let records: string[][] = [];
  try {
    records = await lookup(verificationRecordName(row.host));
  } catch (error) {
    if (!isNoRecordError(error)) throw new InvalidError("We couldn't ask the domain's DNS just now. Try again in a few minutes.");
  }
  const found = records.some((chunks) => chunks.join("") === verificationRecordValue(row.token));
  if (!found)
    throw new InvalidError(
      `The TXT record wasn't found yet. Add ${verificationRecordName(row.host)} with the value shown, then check again (DNS changes can take up to an hour).`,
    );
  const [updated] = await db.update(websiteDomains).set({ verifiedAt: new Date() }).where(inWorkspace(tenant, id)).returning(columns);
  forgetHostedSite(`~${row.host}`);
  return withRecord(updated!);
}

export async function removeDomain(db: Db, tenant: Tenant, id: string): Promise<{ id: string }> {
  const [row] = await db.delete(websiteDomains).where(inWorkspace(tenant, id)).returning({ id: websiteDomains.id, host: websiteDomains.host });
  if (!row) throw new NotFoundError("Domain");
  forgetHostedSite(`~${row.host}`);
  return { id: row.id };
}

/** The workspace a verified custom host belongs to, or null (the hosted route's lookup). */
export async function workspaceIdForHost(db: Db, host: string): Promise<string | null> {
  const [row] = await db
    .select({ workspaceId: websiteDomains.workspaceId })
    .from(websiteDomains)
    .where(and(eq(websiteDomains.host, host.toLowerCase()), isNotNull(websiteDomains.verifiedAt)))
    .limit(1);
  return row?.workspaceId ?? null;
}
