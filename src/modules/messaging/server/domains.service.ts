import "server-only";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { recordAudit, type Tenant } from "@/modules/identity";
import { seal } from "@/server/crypto/vault";
import type { Db, Tx } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { ConflictError, InvalidError, NotFoundError } from "@/server/errors";
import { getLogger } from "@/server/log";
import type { AddDomainInput } from "../contracts/domains.contracts";
import type { RecordStatus } from "../contracts/messaging-enums";
import { sendingDomains } from "../db/domains.table";
import { sends } from "../db/sends.table";
import { dkimSelectorFor, returnPathHostFor } from "../domains/domain-name";
import { decodeReasons, encodeReasons, expectedRecords, nextStatuses, overallStatus, type ExpectedRecord, type PlatformHosts } from "../domains/records";
import { generateDkimKeyPair } from "../render/dkim";
import { checkDomainDns, platformHosts } from "./domain-dns";

export type DomainRow = typeof sendingDomains.$inferSelect;

/** A workspace keeps at most this many sending domains. */
export const MAX_DOMAINS = 50;

/** Sends in these states still deliver from their domain, so it can't be removed under them. */
const IN_PROGRESS = ["preparing", "sending", "paused"] as const;

export type DomainRecordView = ExpectedRecord & { status: RecordStatus; reason: string | null };

/** A domain as the page shows it: never the private key or the SMTP password. */
export type DomainView = {
  id: string;
  domain: string;
  status: RecordStatus;
  /** DMARC is recommended, not required: a verified domain without it carries this warning. */
  dmarcWarning: string | null;
  verifiedAt: Date | null;
  lastCheckedAt: Date | null;
  createdAt: Date;
  records: DomainRecordView[];
  smtp: { host: string | null; port: number | null; secure: boolean; user: string | null; hasPassword: boolean };
};

const statusesOf = (row: DomainRow) => ({ spf: row.spfStatus, dkim: row.dkimStatus, dmarc: row.dmarcStatus, return_path: row.returnPathStatus });

export function domainView(row: DomainRow, hosts: PlatformHosts = platformHosts()): DomainView {
  const statuses = statusesOf(row);
  const reasons = decodeReasons(row.lastCheckErrors);
  const records = expectedRecords(row, hosts).map((r) => ({
    ...r,
    status: statuses[r.key],
    reason: statuses[r.key] === "verified" ? null : (reasons[r.key] ?? null),
  }));
  const dmarcWarning = row.dmarcStatus === "failed" ? `DMARC isn't set up: mail still sends, but receivers trust it less. ${reasons.dmarc ?? ""}`.trim() : null;
  return {
    id: row.id,
    domain: row.domain,
    status: row.status,
    dmarcWarning,
    verifiedAt: row.verifiedAt,
    lastCheckedAt: row.lastCheckedAt,
    createdAt: row.createdAt,
    records,
    smtp: { host: row.smtpHost, port: row.smtpPort, secure: row.smtpSecure, user: row.smtpUser, hasPassword: Boolean(row.smtpPasswordSealed) },
  };
}

/** The workspace's domain row, or NOT_FOUND (another workspace's id included). */
export async function domainRowOf(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">, id: string): Promise<DomainRow> {
  const [row] = await db
    .select()
    .from(sendingDomains)
    .where(and(eq(sendingDomains.workspaceId, tenant.workspaceId), eq(sendingDomains.id, id)));
  if (!row) throw new NotFoundError("Sending domain");
  return row;
}

export async function listDomains(db: Db, tenant: Pick<Tenant, "workspaceId">): Promise<DomainView[]> {
  const rows = await db.select().from(sendingDomains).where(eq(sendingDomains.workspaceId, tenant.workspaceId)).orderBy(asc(sendingDomains.domain));
  const hosts = platformHosts();
  return rows.map((r) => domainView(r, hosts));
}

export async function getDomain(db: Db, tenant: Pick<Tenant, "workspaceId">, id: string): Promise<DomainView> {
  return domainView(await domainRowOf(db, tenant, id));
}

const duplicateMessage = (domain: string) => `${domain} is already a sending domain of this workspace.`;

/** Adds a domain with a new DKIM key pair (the private key sealed); its records start pending. */
export async function addDomain(db: Db, tenant: Tenant, input: AddDomainInput): Promise<DomainView> {
  const [existing] = await db
    .select({ id: sendingDomains.id })
    .from(sendingDomains)
    .where(and(eq(sendingDomains.workspaceId, tenant.workspaceId), eq(sendingDomains.domain, input.domain)));
  if (existing) throw new ConflictError(duplicateMessage(input.domain));
  const [{ n }] = (await db.select({ n: count() }).from(sendingDomains).where(eq(sendingDomains.workspaceId, tenant.workspaceId))) as [{ n: number }];
  if (n >= MAX_DOMAINS) throw new InvalidError(`A workspace has at most ${MAX_DOMAINS} sending domains. Remove one you no longer use first.`);
  const keys = await generateDkimKeyPair();
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(sendingDomains)
        .values({
          workspaceId: tenant.workspaceId,
          domain: input.domain,
          dkimSelector: dkimSelectorFor(new Date()),
          dkimPublicKey: keys.publicKeyBase64,
          dkimPrivateKeySealed: seal(keys.privateKeyPem),
          returnPathHost: returnPathHostFor(input.domain),
        })
        .returning();
      await recordAudit(tx, {
        workspaceId: tenant.workspaceId,
        actorId: tenant.userId,
        action: "messaging.domain_added",
        subject: input.domain,
        details: { summary: "DNS records to publish: SPF, DKIM, DMARC, return path" },
      });
      return inserted!;
    });
    return domainView(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(duplicateMessage(input.domain));
    throw error;
  }
}

/** Removes a domain; refused while a send from it is still going. */
export async function removeDomain(db: Db, tenant: Tenant, id: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const row = await domainRowOf(tx, tenant, id);
    const [busy] = await tx
      .select({ name: sends.name })
      .from(sends)
      .where(and(eq(sends.workspaceId, tenant.workspaceId), eq(sends.domainId, id), inArray(sends.status, [...IN_PROGRESS])))
      .limit(1);
    if (busy) throw new ConflictError(`"${busy.name}" is still sending from ${row.domain}. Wait until it finishes, or cancel it, then remove the domain.`);
    await tx.delete(sendingDomains).where(and(eq(sendingDomains.workspaceId, tenant.workspaceId), eq(sendingDomains.id, id)));
    await recordAudit(tx, { workspaceId: tenant.workspaceId, actorId: tenant.userId, action: "messaging.domain_removed", subject: row.domain });
    return { id };
  });
}

/**
 * Looks the domain's records up in DNS and stores each one's status and reason. A lookup DNS couldn't
 * answer keeps that record's last status. `actorId` is who asked (null: the daily check).
 */
export async function applyDomainCheck(db: Db, row: DomainRow, actorId: string | null, hosts: PlatformHosts = platformHosts()): Promise<DomainRow> {
  const checks = await checkDomainDns(row, hosts);
  const statuses = nextStatuses(statusesOf(row), checks);
  const status = overallStatus(statuses);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(sendingDomains)
      .set({
        spfStatus: statuses.spf,
        dkimStatus: statuses.dkim,
        dmarcStatus: statuses.dmarc,
        returnPathStatus: statuses.return_path,
        status,
        lastCheckErrors: encodeReasons(checks),
        lastCheckedAt: now,
        verifiedAt: row.verifiedAt ?? (status === "verified" ? now : null),
      })
      .where(and(eq(sendingDomains.workspaceId, row.workspaceId), eq(sendingDomains.id, row.id)))
      .returning();
    if (!updated) throw new NotFoundError("Sending domain");
    if (status === "verified" && row.status !== "verified") {
      await recordAudit(tx, {
        workspaceId: row.workspaceId,
        actorId,
        action: "messaging.domain_verified",
        subject: row.domain,
        details: { summary: actorId ? "Checked on request" : "Daily check" },
      });
    }
    if (status !== "verified" && row.status === "verified") {
      getLogger().warn({ workspaceId: row.workspaceId, domain: row.domain }, "sending domain no longer verified");
    }
    return updated;
  });
}

export async function checkDomain(db: Db, tenant: Tenant, id: string): Promise<DomainView> {
  const row = await domainRowOf(db, tenant, id);
  return domainView(await applyDomainCheck(db, row, tenant.userId));
}

/** The daily check: every domain of every workspace, a few at a time. A domain whose check throws is logged and skipped. */
export async function checkAllDomains(db: Db, concurrency = 4): Promise<{ checked: number; verified: number; failed: number }> {
  const rows = await db.select().from(sendingDomains).orderBy(asc(sendingDomains.createdAt));
  const hosts = platformHosts();
  const tally = { checked: 0, verified: 0, failed: 0 };
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const row = rows[next++]!;
      try {
        const updated = await applyDomainCheck(db, row, null, hosts);
        tally.checked++;
        if (updated.status === "verified") tally.verified++;
        else if (updated.status === "failed") tally.failed++;
      } catch (error) {
        getLogger().error({ err: error, domainId: row.id }, "sending domain check failed");
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker));
  return tally;
}
