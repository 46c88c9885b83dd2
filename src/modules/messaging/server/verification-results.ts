import "server-only";
import { and, asc, count, eq, gt, type SQL } from "drizzle-orm";
import { CSV_BOM, csvDisposition, csvLine } from "@/lib/csv";
import { contactScope, contacts } from "@/modules/crm";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import type { EmailVerdict } from "../contracts/messaging-enums";
import {
  reasonLabels,
  RESULTS_PAGE_SIZE,
  verificationResultsInput,
  type ReasonCode,
  type VerificationIdInput,
  type VerificationResultsInput,
} from "../contracts/verification.contracts";
import { verificationResults } from "../db/verifications.table";
import { getVerification } from "./verification.service";
import { verificationOf } from "./verification-store";

/** A run's results: the summary by reason, a page of the table, and the CSV download. */

const isActive = (status: string) => status === "queued" || status === "running";

const resultsOf = (tenant: Pick<Tenant, "workspaceId">, runId: string, verdict?: EmailVerdict): SQL =>
  and(
    eq(verificationResults.workspaceId, tenant.workspaceId),
    eq(verificationResults.verificationId, runId),
    verdict ? eq(verificationResults.verdict, verdict) : undefined,
    // Erased contacts keep a tombstone without an address: their rows leave the table.
    contactScope(tenant.workspaceId),
  )!;

/**
 * messaging.verification.get: the run with its progress and, once it has stopped, how many
 * addresses each reason accounts for (most first).
 */
export async function getVerificationWithSummary(db: Db, tenant: Tenant, input: VerificationIdInput) {
  const run = await getVerification(db, tenant, input);
  if (isActive(run.status)) return { ...run, reasons: [] };
  const rows = await db
    .select({ verdict: verificationResults.verdict, code: verificationResults.reasonCode, count: count() })
    .from(verificationResults)
    .innerJoin(contacts, eq(contacts.id, verificationResults.contactId))
    .where(resultsOf(tenant, run.id))
    .groupBy(verificationResults.verdict, verificationResults.reasonCode);
  const reasons = rows
    .map((r) => ({ verdict: r.verdict, code: r.code, label: reasonLabels[r.code] ?? r.code, count: r.count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  return { ...run, reasons };
}

/** messaging.verification.results: a page of the run's contacts with their verdict and reason, optionally of one verdict. */
export async function verificationResultsPage(db: Db, tenant: Tenant, raw: VerificationResultsInput) {
  const input = verificationResultsInput.parse(raw);
  const run = await verificationOf(db, tenant, input.id);
  const where = resultsOf(tenant, run.id, input.verdict);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        contactId: verificationResults.contactId,
        email: contacts.email,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
        verdict: verificationResults.verdict,
        reasonCode: verificationResults.reasonCode,
        reason: verificationResults.reason,
        checkedAt: verificationResults.checkedAt,
      })
      .from(verificationResults)
      .innerJoin(contacts, eq(contacts.id, verificationResults.contactId))
      .where(where)
      .orderBy(asc(verificationResults.contactId))
      .limit(RESULTS_PAGE_SIZE)
      .offset((input.page - 1) * RESULTS_PAGE_SIZE),
    db.select({ n: count() }).from(verificationResults).innerJoin(contacts, eq(contacts.id, verificationResults.contactId)).where(where),
  ]);
  const matching = total?.n ?? 0;
  return { rows, total: matching, page: input.page, pageSize: RESULTS_PAGE_SIZE, pages: Math.max(1, Math.ceil(matching / RESULTS_PAGE_SIZE)) };
}

/** Rows read per query while streaming: memory stays flat whatever the run's size. */
export const CSV_PAGE_SIZE = 1000;

const csvColumns = ["Email", "First name", "Last name", "Verdict", "Reason", "Details", "Checked at", "Contact ID"];
const verdictWords: Record<EmailVerdict, string> = { valid: "Valid", risky: "Risky", invalid: "Invalid" };

/**
 * The run's results as CSV (cells a spreadsheet would run as formulas are defused), paged by contact
 * id one read of the stream at a time. The run must be the tenant's, checked before the first byte.
 */
export async function openVerificationCsv(db: Db, tenant: Pick<Tenant, "workspaceId">, id: string) {
  const run = await verificationOf(db, tenant, id);
  const encoder = new TextEncoder();
  let lastId: string | null = null;
  let done = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvLine(csvColumns)));
    },
    async pull(controller) {
      if (done) return;
      const rows = await db
        .select({
          contactId: verificationResults.contactId,
          email: contacts.email,
          firstName: contacts.firstName,
          lastName: contacts.lastName,
          verdict: verificationResults.verdict,
          reasonCode: verificationResults.reasonCode,
          reason: verificationResults.reason,
          checkedAt: verificationResults.checkedAt,
        })
        .from(verificationResults)
        .innerJoin(contacts, eq(contacts.id, verificationResults.contactId))
        .where(and(resultsOf(tenant, run.id), lastId ? gt(verificationResults.contactId, lastId) : undefined))
        .orderBy(asc(verificationResults.contactId))
        .limit(CSV_PAGE_SIZE);
      if (rows.length > 0) {
        lastId = rows.at(-1)!.contactId;
        const text = rows
          .map((r) =>
            csvLine([
              r.email,
              r.firstName,
              r.lastName,
              verdictWords[r.verdict],
              reasonLabels[r.reasonCode as ReasonCode] ?? r.reasonCode,
              r.reason,
              r.checkedAt,
              r.contactId,
            ]),
          )
          .join("");
        controller.enqueue(encoder.encode(text));
      }
      if (rows.length < CSV_PAGE_SIZE) {
        done = true;
        controller.close();
      }
    },
  });
  return { disposition: csvDisposition(`Email verification ${run.label}`, run.createdAt), stream };
}
