import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { contacts } from "../db/contacts.table";

/** What an address check concluded about a contact's email (messaging's email verification). */
export type ContactEmailVerdict = { verdict: "valid" | "risky" | "invalid"; reason: string | null };

/** Sets one verdict on the workspace's contacts `contactIds` (a single address checked by hand). */
export async function setEmailVerdict(
  db: Db | Tx,
  workspaceId: string,
  contactIds: string[],
  { verdict, reason }: ContactEmailVerdict,
  at = new Date(),
): Promise<void> {
  if (contactIds.length === 0) return;
  await db
    .update(contacts)
    .set({ emailVerdict: verdict, emailVerdictReason: reason, emailVerifiedAt: at, updatedAt: at })
    .where(and(eq(contacts.workspaceId, workspaceId), inArray(contacts.id, contactIds)));
}

/**
 * Records a batch of verdicts in one UPDATE … FROM VALUES, each on its contact only while the
 * contact's address is still the one checked (an address edited meanwhile keeps no stale verdict).
 */
export async function recordEmailVerdicts(
  db: Db | Tx,
  workspaceId: string,
  rows: (ContactEmailVerdict & { contactId: string; email: string })[],
): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.contactId}::uuid, ${r.email}, ${r.verdict}, ${r.reason})`),
    sql`, `,
  );
  await db.execute(sql`
    update crm_contacts c
       set email_verdict = v.verdict, email_verdict_reason = v.reason, email_verified_at = now(), updated_at = now()
      from (values ${values}) as v(id, email, verdict, reason)
     where c.id = v.id and c.workspace_id = ${workspaceId} and c.email = v.email`);
}
