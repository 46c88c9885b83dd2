import "server-only";
import { and, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { contactScope, findList, membershipOf, contacts, recordEmailVerdicts } from "@/modules/crm";
import type { Tenant } from "@/modules/identity";
import type { Db, Tx } from "@/server/db/client";
import { NotFoundError } from "@/server/errors";
import type { EmailVerdict, VerificationScope } from "../contracts/messaging-enums";
import type { ReasonCode } from "../contracts/verification.contracts";
import { verificationResults, verifications } from "../db/verifications.table";

/** Reading a run, its audience, and writing a batch of results: shared by the service and the job. */

export type VerificationRow = typeof verifications.$inferSelect;

/** The tenant's run, or NOT_FOUND (another workspace's id is the same as no id). */
export async function verificationOf(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">, id: string): Promise<VerificationRow> {
  const [row] = await db
    .select()
    .from(verifications)
    .where(and(eq(verifications.workspaceId, tenant.workspaceId), eq(verifications.id, id)));
  if (!row) throw new NotFoundError("Verification");
  return row;
}

/**
 * The contacts a run covers, as a condition over `crm_contacts`: the workspace's live contacts with
 * an email, in the list or segment when one is named (read scoped: another workspace's is NOT_FOUND).
 */
export async function audienceWhere(
  db: Db | Tx,
  tenant: Pick<Tenant, "workspaceId">,
  audience: { scope: VerificationScope; listId?: string | null },
): Promise<{ where: SQL; label: string }> {
  const base = and(contactScope(tenant.workspaceId), isNotNull(contacts.email))!;
  if (audience.scope !== "list") return { where: base, label: "All contacts" };
  if (!audience.listId) throw new NotFoundError("List");
  const list = await findList(db, tenant, audience.listId);
  return { where: and(base, await membershipOf(db, tenant, list))!, label: list.name };
}

export type CheckedContact = { contactId: string; email: string; verdict: EmailVerdict; reasonCode: ReasonCode; reason: string };

/**
 * Stores one batch in one transaction: the run's result rows (a contact already stored is skipped,
 * so a batch run twice counts once), the verdict on each contact whose address is still the one
 * checked (one UPDATE … FROM VALUES), and the run's counters. Returns false, writing nothing, when
 * the run is no longer running (cancelled meanwhile).
 */
export async function storeBatch(db: Db, run: Pick<VerificationRow, "id" | "workspaceId">, checked: CheckedContact[]): Promise<boolean> {
  return db
    .transaction(async (tx) => {
      const inserted =
        checked.length === 0
          ? []
          : await tx
              .insert(verificationResults)
              .values(
                checked.map((c) => ({
                  workspaceId: run.workspaceId,
                  verificationId: run.id,
                  contactId: c.contactId,
                  verdict: c.verdict,
                  reasonCode: c.reasonCode,
                  reason: c.reason,
                })),
              )
              .onConflictDoNothing()
              .returning({ contactId: verificationResults.contactId, verdict: verificationResults.verdict });
      const fresh = new Set(inserted.map((r) => r.contactId));
      const rows = checked.filter((c) => fresh.has(c.contactId));
      await recordEmailVerdicts(tx, run.workspaceId, rows);
      const count = (verdict: EmailVerdict) => rows.filter((r) => r.verdict === verdict).length;
      const [still] = await tx
        .update(verifications)
        .set({
          done: sql`${verifications.done} + ${rows.length}`,
          valid: sql`${verifications.valid} + ${count("valid")}`,
          risky: sql`${verifications.risky} + ${count("risky")}`,
          invalid: sql`${verifications.invalid} + ${count("invalid")}`,
          updatedAt: new Date(),
        })
        .where(and(eq(verifications.workspaceId, run.workspaceId), eq(verifications.id, run.id), eq(verifications.status, "running")))
        .returning({ id: verifications.id });
      // Cancelled meanwhile: the batch is undone, so the counters always match the stored results.
      if (!still) throw new RunStopped();
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof RunStopped) return false;
      throw error;
    });
}

class RunStopped extends Error {}

/** The contacts with this address (stored lower-cased): where a single check's verdict is written. */
export async function contactsWithAddress(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">, addresses: string[]) {
  return db
    .select({ id: contacts.id, email: contacts.email })
    .from(contacts)
    .where(and(contactScope(tenant.workspaceId), inArray(contacts.email, [...new Set(addresses.map((a) => a.toLowerCase()))])));
}
