import "server-only";
import { and, desc, eq, inArray, lt } from "drizzle-orm";
import { contacts, setEmailVerdict } from "@/modules/crm";
import { getWorkspaceSettings, type Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { ConflictError, InvalidError } from "@/server/errors";
import type { CheckOneInput, StartVerificationInput, VerificationAudience, VerificationIdInput } from "../contracts/verification.contracts";
import { checkOneInput, startVerificationInput } from "../contracts/verification.contracts";
import { verificationResults, verifications } from "../db/verifications.table";
import { verifyAddress } from "../verify/checks";
import { verifyContext } from "./verification-context";
import type { VerifyJob } from "./verification-run";
import { audienceWhere, contactsWithAddress, verificationOf } from "./verification-store";

/** A queued or running run whose counters haven't moved for this long lost its worker for good: it is marked failed. */
export const STALE_AFTER_MS = 30 * 60_000;

const runColumns = {
  id: verifications.id,
  scope: verifications.scope,
  listId: verifications.listId,
  label: verifications.label,
  status: verifications.status,
  probeSmtp: verifications.probeSmtp,
  total: verifications.total,
  done: verifications.done,
  valid: verifications.valid,
  risky: verifications.risky,
  invalid: verifications.invalid,
  error: verifications.error,
  createdAt: verifications.createdAt,
  startedAt: verifications.startedAt,
  finishedAt: verifications.finishedAt,
};

/** Frees the workspace's one run slot from runs whose worker went away (retries exhausted, process gone). */
async function failStale(db: Db, tenant: Pick<Tenant, "workspaceId">) {
  await db
    .update(verifications)
    .set({ status: "failed", error: "The verification stopped responding. Start it again: finished addresses keep their results.", finishedAt: new Date() })
    .where(
      and(
        eq(verifications.workspaceId, tenant.workspaceId),
        inArray(verifications.status, ["queued", "running"]),
        lt(verifications.updatedAt, new Date(Date.now() - STALE_AFTER_MS)),
      ),
    );
}

/**
 * messaging.verification.checkOne: checks one address now, and keeps it in the history. The verdict
 * is written on the workspace's contact with that address, when there is one.
 */
export async function checkOneAddress(db: Db, tenant: Tenant, raw: CheckOneInput) {
  const input = checkOneInput.parse(raw);
  const result = await verifyAddress(input.email, verifyContext(input.probe));
  const matched = await contactsWithAddress(db, tenant, [input.email, result.address]);
  const id = await db.transaction(async (tx) => {
    const now = new Date();
    const [run] = await tx
      .insert(verifications)
      .values({
        workspaceId: tenant.workspaceId,
        scope: "single",
        label: result.address,
        status: "completed",
        probeSmtp: input.probe,
        total: 1,
        done: 1,
        valid: result.verdict === "valid" ? 1 : 0,
        risky: result.verdict === "risky" ? 1 : 0,
        invalid: result.verdict === "invalid" ? 1 : 0,
        createdBy: tenant.userId,
        startedAt: now,
        finishedAt: now,
      })
      .returning({ id: verifications.id });
    if (matched.length > 0) {
      const ids = matched.map((c) => c.id);
      await tx.insert(verificationResults).values(
        ids.map((contactId) => ({
          workspaceId: tenant.workspaceId,
          verificationId: run!.id,
          contactId,
          verdict: result.verdict,
          reasonCode: result.reasonCode,
          reason: result.reason,
        })),
      );
      await setEmailVerdict(tx, tenant.workspaceId, ids, result, now);
    }
    return run!.id;
  });
  return { id, ...result, contactIds: matched.map((c) => c.id) };
}

/** How many addresses a run over this audience would check (the picker shows it before starting). */
export async function countAudience(db: Db, tenant: Tenant, audience: VerificationAudience) {
  const { where } = await audienceWhere(db, tenant, audience);
  return { count: await db.$count(contacts, where) };
}

/**
 * messaging.verification.start: a run over a list or segment, or every contact, as the
 * `messaging.verify` job. A workspace runs one at a time (CONFLICT otherwise).
 */
export async function startVerification(db: Db, tenant: Tenant, raw: StartVerificationInput, enqueue: (data: VerifyJob) => Promise<void>) {
  const input = startVerificationInput.parse(raw);
  const { where, label } = await audienceWhere(db, tenant, input);
  const total = await db.$count(contacts, where);
  if (total === 0) {
    throw new InvalidError(
      input.scope === "list" ? `“${label}” has no contacts with an email address to verify.` : "No contact has an email address to verify yet.",
    );
  }
  await failStale(db, tenant);
  const [run] = await db
    .insert(verifications)
    .values({
      workspaceId: tenant.workspaceId,
      scope: input.scope,
      listId: input.scope === "list" ? input.listId : null,
      label,
      probeSmtp: input.probe,
      total,
      createdBy: tenant.userId,
    })
    .onConflictDoNothing()
    .returning({ id: verifications.id });
  if (!run) throw new ConflictError("A verification is already running in this workspace. Wait for it to finish, or stop it, before starting another.");
  try {
    await enqueue({ workspaceId: tenant.workspaceId, verificationId: run.id });
  } catch (error) {
    await db
      .update(verifications)
      .set({ status: "failed", error: "The verification couldn't be queued. Try again.", finishedAt: new Date() })
      .where(and(eq(verifications.workspaceId, tenant.workspaceId), eq(verifications.id, run.id)));
    throw error;
  }
  return { id: run.id, total };
}

/** messaging.verification.cancel: stops a queued or running run; the batches already stored keep their results. */
export async function cancelVerification(db: Db, tenant: Tenant, input: VerificationIdInput) {
  const run = await verificationOf(db, tenant, input.id);
  const [cancelled] = await db
    .update(verifications)
    .set({ status: "cancelled", finishedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(verifications.workspaceId, tenant.workspaceId), eq(verifications.id, run.id), inArray(verifications.status, ["queued", "running"])))
    .returning({ id: verifications.id, status: verifications.status });
  if (!cancelled) throw new InvalidError("This verification has already finished.");
  return cancelled;
}

/** messaging.verification.list: the run history, newest first, and how the workspace writes times. */
export async function listVerifications(db: Db, tenant: Tenant) {
  await failStale(db, tenant);
  const [runs, settings] = await Promise.all([
    db
      .select(runColumns)
      .from(verifications)
      .where(eq(verifications.workspaceId, tenant.workspaceId))
      .orderBy(desc(verifications.createdAt), desc(verifications.id))
      .limit(50),
    getWorkspaceSettings(db, tenant),
  ]);
  return { runs, format: { locale: settings.locale, timeZone: settings.timeZone } };
}

/** messaging.verification.get: one run with its progress. */
export async function getVerification(db: Db, tenant: Tenant, input: VerificationIdInput) {
  const run = await verificationOf(db, tenant, input.id);
  return Object.fromEntries(Object.keys(runColumns).map((k) => [k, run[k as keyof typeof runColumns]])) as { [K in keyof typeof runColumns]: (typeof run)[K] };
}
