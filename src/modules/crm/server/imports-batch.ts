import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import type { ConsentChannel, ConsentStatus, MergeMode } from "../contracts/crm-enums";
import { columnsByTarget, copyTail, emailHashOf, param, spread, timeOrderedId, type ColumnSpec, type Value } from "./imports-columns";
import { copyClientOf, copyIn } from "@/server/db/copy";
import { clip, LIMITS } from "@/lib/csv-file-check";
import { mergeContact, type ContactPatch, type ExistingContact } from "../import/merge";
import type { ImportValues, RowResult } from "../import/rows";
import { addNotes, linkCompanies } from "./imports-links";

/**
 * The SQL of one batch: a few set-based statements whatever its size (one lookup of the existing
 * contacts, one insert, one update, one insert each for consent history, list membership and the
 * rows not imported), every value passed as an array parameter and spread with unnest(). Runs in
 * the batch's transaction.
 */

/** A row read and checked; `emailHash` is computed while the previous batch is being written. */
export type PreparedRow = {
  rowNumber: number;
  fields: string[];
  result: RowResult;
  emailHash: string | null;
  /** On PostgreSQL, the row's COPY line after id, workspace and import (made while the previous batch is written). */
  copyTail?: string;
};

export type BatchState = {
  workspaceId: string;
  importId: string;
  fileName: string;
  actorId: string | null;
  headers: string[];
  mergeMode: MergeMode;
  listId: string | null;
  contactMatch: "email" | "email_or_phone";
  /** SHA-256 of the addresses erased on request: suppressed. */
  tombstones: Set<string>;
  /** Contacts the plan can still take. */
  capacity: number;
  /**
   * No live contact of the workspace (other than this import's) had an email when the import
   * started, and duplicates are matched by email only: new rows are written without looking them
   * up first. A duplicate (in the file, or added meanwhile) then breaks the unique key, the batch
   * is rolled back and written again with lookups, and lookups stay on for the rest of the file.
   */
  optimistic: boolean;
  /** The contact columns this import's mapping fills. */
  columns: ColumnSpec[];
  /** Link each contact to the company its "Company name" names (case-insensitive), creating the companies that don't exist. */
  linkCompanies: boolean;
};

export type BatchCounts = { created: number; updated: number; skipped: number; invalid: number };

/** A concurrent writer created one of our new contacts first: the batch is rolled back and read again. */
export class BatchConflict extends Error {}

type Existing = ExistingContact & { emailHash: string | null; importId: string | null };

const existingColumns =
  sql.raw(`c.id, c.email, c.first_name as "firstName", c.last_name as "lastName", c.phone, c.company_name as "companyName", c.job_title as "jobTitle",
  c.lifecycle_stage as "lifecycleStage", c.lead_status as "leadStatus", c.source, c.first_touch as "firstTouch", c.tags, c.custom,
  c.lead_score as "leadScore", c.email_consent as "emailConsent", c.sms_consent as "smsConsent", c.email_hash as "emailHash",
  c.country, c.import_id as "importId"`);

/**
 * The live contacts these rows may already be. Emails are looked up one by one through the unique
 * (workspace, email) index (a LATERAL join: the planner can't swap it for a scan of the workspace,
 * which it would do on stale statistics after a big import). Phones, under the email-or-phone rule,
 * in one pass over the workspace's contacts.
 */
async function findExisting(tx: Tx, state: BatchState, rows: ImportValues[]): Promise<Existing[]> {
  const emails = rows.flatMap((v) => (v.email ? [v.email] : []));
  const phones = state.contactMatch === "email_or_phone" ? rows.flatMap((v) => (v.phone ? [v.phone] : [])) : [];
  const found: Existing[] = [];
  if (emails.length > 0) {
    const result = await tx.execute(sql`
      select ${existingColumns}
      from unnest(${param(emails)}::text[]) as e(email)
      cross join lateral (select * from crm_contacts where workspace_id = ${state.workspaceId} and email = e.email and erased_at is null limit 1) as c`);
    found.push(...(result.rows as Existing[]));
  }
  if (phones.length > 0) {
    const result = await tx.execute(sql`
      select ${existingColumns} from crm_contacts c
      where c.workspace_id = ${state.workspaceId} and c.erased_at is null and c.phone = any(${param(phones)}::text[])`);
    found.push(...(result.rows as Existing[]));
  }
  return found;
}

type Consent = { contactId: string; channel: ConsentChannel; status: ConsentStatus };

/** Writes one round of rows whose emails (and phones) are distinct. */
async function writeRound(tx: Tx, state: BatchState, round: PreparedRow[], out: RoundOutput, lookup: boolean) {
  const values = round.map((r) => (r.result as { values: ImportValues }).values);
  const existing = lookup ? await findExisting(tx, state, values) : [];
  const byEmail = new Map<string, Existing>();
  const byPhone = new Map<string, Existing>();
  for (const c of existing) {
    if (c.email) byEmail.set(c.email, c);
    if (c.phone && !byPhone.has(c.phone)) byPhone.set(c.phone, c);
  }
  const inserts: { v: Value; row: PreparedRow }[] = [];
  const insertIds: string[] = [];
  const updates: ContactPatch[] = [];
  const updateIds: string[] = [];
  round.forEach((row, i) => {
    const v = values[i]!;
    const match = (v.email ? byEmail.get(v.email) : undefined) ?? (state.contactMatch === "email_or_phone" && v.phone ? byPhone.get(v.phone) : undefined);
    if (match) {
      out.members.push(match.id);
      if (state.mergeMode === "skip") {
        out.counts.skipped++;
        out.errors.push({ row, kind: "skipped", reason: duplicateReason(row, v, match, state, out.firstRow) });
        return;
      }
      const merge = mergeContact(match, v, state.mergeMode);
      if (v.notes) out.notes.push({ contactId: match.id, body: v.notes });
      if (!merge.changed) {
        // A note is still news: the row counts as an update of the contact's timeline.
        if (v.notes) out.counts.updated++;
        else {
          out.counts.skipped++;
          out.errors.push({ row, kind: "skipped", reason: `${duplicateReason(row, v, match, state, out.firstRow)}, with nothing new to add` });
        }
        return;
      }
      out.counts.updated++;
      updates.push(merge.patch);
      updateIds.push(match.id);
      if (v.companyName && merge.patch.companyName === v.companyName) out.companies.push({ contactId: match.id, name: v.companyName });
      for (const c of merge.consent) out.consent.push({ contactId: match.id, ...c });
      return;
    }
    if (out.capacity <= 0) {
      out.counts.skipped++;
      out.errors.push({ row, kind: "skipped", reason: "Plan limit reached: upgrade your plan to import this contact" });
      return;
    }
    out.capacity--;
    inserts.push({ v: row.emailHash ? Object.assign(v, { emailHash: row.emailHash }) : v, row });
    out.counts.created++;
  });
  // New contacts in email order, ids ascending in the same order: the email index and the primary
  // key are then written page after page rather than at random.
  inserts.sort(({ v: a }, { v: b }) => (a.email === b.email ? 0 : a.email === null ? 1 : b.email === null ? -1 : a.email < b.email ? -1 : 1));
  for (const { v, row } of inserts) {
    const id = timeOrderedId();
    insertIds.push(id);
    out.members.push(id);
    const { notes, companyName } = (row.result as { values: ImportValues }).values;
    if (notes) out.notes.push({ contactId: id, body: notes });
    if (companyName) out.companies.push({ contactId: id, name: companyName });
    if (v.emailConsent) out.consent.push({ contactId: id, channel: "email", status: v.emailConsent });
    if (v.smsConsent) out.consent.push({ contactId: id, channel: "sms", status: v.smsConsent });
  }
  if (inserts.length > 0) {
    const columns = state.columns.map((c) => c.name).join(", ");
    // A plain insert (no ON CONFLICT): the lookup above ran in this transaction, or the workspace had
    // no contacts (optimistic). A duplicate breaks the unique key and the batch is written again.
    try {
      const copy = copyClientOf(tx);
      if (copy) {
        // PostgreSQL: COPY straight into the table, the server's bulk insert.
        const names = ["id", "workspace_id", "import_id", ...state.columns.map((c) => c.name)].join(", ");
        const head = `\t${state.workspaceId}\t${state.importId}${state.columns.length > 0 ? "\t" : ""}`;
        const lines = inserts.map(({ v, row }, i) => insertIds[i]! + head + (row.copyTail ?? copyTail(state.columns, v)));
        await copyIn(copy, `copy crm_contacts (${names}) from stdin`, `${lines.join("\n")}\n`);
      } else {
        const u = spread(
          insertIds,
          state.columns,
          inserts.map((i) => i.v),
          { joined: true },
        );
        await tx.execute(sql`
          insert into crm_contacts (id, workspace_id, import_id${sql.raw(columns ? `, ${columns}` : "")})
          select u.id, ${state.workspaceId}::uuid, ${state.importId}::uuid${state.columns.length ? sql`, ${u.values}` : sql``}
          from ${u.from}`);
      }
    } catch (error) {
      if (isUniqueViolation(error)) throw new BatchConflict("A contact with one of these emails was created meanwhile.");
      throw error;
    }
  }
  if (updates.length > 0) {
    // A contact found by phone may get its first email: its hash comes with it.
    const columns = [...state.columns];
    if (!columns.some((c) => c.name === "email")) columns.push(...columnsByTarget.email!);
    const u = spread(updateIds, columns, updates);
    const set = sql.join(
      columns.map((c) => sql.raw(`${c.name} = u.${c.name}${c.cast ?? ""}`)),
      sql`, `,
    );
    await tx.execute(sql`update crm_contacts as c set ${set}, updated_at = now() from ${u.from} where c.workspace_id = ${state.workspaceId} and c.id = u.id`);
  }
}

type RoundOutput = {
  counts: BatchCounts;
  capacity: number;
  members: string[];
  consent: Consent[];
  errors: { row: PreparedRow; kind: "invalid" | "skipped"; reason: string }[];
  /** Notes for the timelines of the contacts written. */
  notes: { contactId: string; body: string }[];
  /** Contacts to link to the company their row names. */
  companies: { contactId: string; name: string }[];
  /** The first row of the batch with each email ("e:…") or phone ("p:…"): what a repeat names as its duplicate. */
  firstRow: Map<string, number>;
};

/** Why a row that matched a contact wasn't imported: the earlier row of the file it repeats, or the contact it already is. */
function duplicateReason(row: PreparedRow, v: ImportValues, match: Existing, state: BatchState, firstRow: Map<string, number>): string {
  const byEmail = v.email !== null && match.email === v.email;
  const what = byEmail ? "email" : "phone";
  const first = firstRow.get(byEmail ? `e:${v.email}` : `p:${v.phone}`);
  if (first !== undefined && first < row.rowNumber) return `Same ${what} as row ${first}`;
  if (match.importId === state.importId) return `Same ${what} as an earlier row of this file`;
  return `Already in your contacts (same ${what})`;
}

/** Rows sharing an email (or a phone, under the email-or-phone rule) with an earlier row go to a later round. */
function rounds(rows: PreparedRow[], state: BatchState): PreparedRow[][] {
  const out: PreparedRow[][] = [];
  let pending = rows;
  while (pending.length > 0) {
    const seen = new Set<string>();
    const now: PreparedRow[] = [];
    const later: PreparedRow[] = [];
    for (const row of pending) {
      const v = (row.result as { values: ImportValues }).values;
      const keys = [v.email ? `e:${v.email}` : null, state.contactMatch === "email_or_phone" && v.phone ? `p:${v.phone}` : null].filter(
        (k): k is string => k !== null,
      );
      if (keys.some((k) => seen.has(k))) later.push(row);
      else {
        now.push(row);
        for (const k of keys) seen.add(k);
      }
    }
    out.push(now);
    pending = later;
  }
  return out;
}

/** Writes a batch in the caller's transaction; returns its counters and how many new contacts it made. */
export async function writeBatch(tx: Tx, state: BatchState, rows: PreparedRow[]): Promise<BatchCounts> {
  const out: RoundOutput = {
    counts: { created: 0, updated: 0, skipped: 0, invalid: 0 },
    capacity: state.capacity,
    members: [],
    consent: [],
    errors: [],
    notes: [],
    companies: [],
    firstRow: new Map(),
  };
  const valid: PreparedRow[] = [];
  for (const row of rows) {
    if (!row.result.ok) {
      out.counts.invalid++;
      out.errors.push({ row, kind: "invalid", reason: row.result.reason });
    } else if (state.tombstones.size > 0 && row.result.values.email && state.tombstones.has(row.emailHash ?? emailHashOf(row.result.values.email))) {
      out.counts.skipped++;
      out.errors.push({ row, kind: "skipped", reason: "Erased on request: this address is suppressed" });
    } else {
      valid.push(row);
      const { email, phone } = row.result.values;
      if (email && !out.firstRow.has(`e:${email}`)) out.firstRow.set(`e:${email}`, row.rowNumber);
      if (phone && !out.firstRow.has(`p:${phone}`)) out.firstRow.set(`p:${phone}`, row.rowNumber);
    }
  }
  // Later rounds hold the batch's own repeats: always looked up (they meet the first round's rows).
  for (const [i, round] of rounds(valid, state).entries()) await writeRound(tx, state, round, out, i > 0 || !state.optimistic);
  if (state.linkCompanies && out.companies.length > 0) await linkCompanies(tx, state, out.companies);
  if (out.notes.length > 0) await addNotes(tx, state, out.notes);
  if (out.consent.length > 0) {
    await tx.execute(sql`
      insert into crm_consent_events (workspace_id, contact_id, channel, status, method, source, actor_id)
      select ${state.workspaceId}::uuid, u.contact_id, u.channel::crm_consent_channel, u.status::crm_consent_status, 'import', ${state.fileName}, ${state.actorId}::uuid
      from unnest(${param(out.consent.map((c) => c.contactId))}::uuid[], ${param(out.consent.map((c) => c.channel))}::text[], ${param(out.consent.map((c) => c.status))}::text[]) as u(contact_id, channel, status)`);
  }
  if (state.listId && out.members.length > 0) {
    await tx.execute(sql`
      insert into crm_list_members (workspace_id, list_id, contact_id)
      select ${state.workspaceId}::uuid, ${state.listId}::uuid, u.id from unnest(${param(out.members)}::uuid[]) as u(id)
      where exists (select 1 from crm_lists where workspace_id = ${state.workspaceId} and id = ${state.listId} and kind = 'static')
      on conflict do nothing`);
  }
  if (out.errors.length > 0) {
    // A cell over the limit is kept cut to it: the rows-not-imported file never holds more.
    const rowJson = (fields: string[]) => JSON.stringify(Object.fromEntries(state.headers.map((h, i) => [h, clip(fields[i] ?? "", LIMITS.cellChars)])));
    await tx.execute(sql`
      insert into crm_import_errors (workspace_id, import_id, row_number, kind, reason, row)
      select ${state.workspaceId}::uuid, ${state.importId}::uuid, u.n, u.k, u.r, u.j::jsonb
      from unnest(${param(out.errors.map((e) => e.row.rowNumber))}::int[], ${param(out.errors.map((e) => e.kind))}::text[], ${param(out.errors.map((e) => e.reason))}::text[], ${param(out.errors.map((e) => rowJson(e.row.fields)))}::text[]) as u(n, k, r, j)`);
  }
  return out.counts;
}
