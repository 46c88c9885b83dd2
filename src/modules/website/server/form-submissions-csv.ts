import "server-only";
import { and, asc, eq, gt, or } from "drizzle-orm";
import { can, resolveMembership, type Tenant } from "@/modules/identity";
import { CSV_BOM, csvDisposition, csvLine, type CsvValue } from "@/lib/csv";
import { WORKSPACE_COOKIE } from "@/server/auth/cookies";
import { readSession } from "@/server/auth/session";
import type { Db } from "@/server/db/client";
import { NotFoundError } from "@/server/errors";
import type { CookieReader } from "@/server/trpc/context";
import { websiteFormSubmissions } from "../db/forms.table";
import { formOf } from "./forms.service";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const noStore = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };
const text = (status: number, message: string) => new Response(message, { status, headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" } });
const BATCH = 500;

/**
 * A form's submissions as CSV, streamed a batch at a time (keyset on received time): UTF-8 with a
 * BOM (spreadsheets read the accents), one column per field of the form then the context, every cell
 * through the product's CSV writer (a value starting with = + - @ can't run as a formula).
 */
export async function openSubmissionsCsv(db: Db, tenant: Pick<Tenant, "workspaceId">, formId: string) {
  const form = await formOf(db, tenant.workspaceId, formId);
  const fields = form.definition.fields.map((f) => f.key);
  const header = [
    "Received at",
    "Status",
    "Contact id",
    ...form.definition.fields.map((f) => f.label),
    "Page",
    "Pop-up",
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "Referrer",
  ];
  const t = websiteFormSubmissions;
  let after: { receivedAt: Date; id: string } | null = null;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvLine(header)));
    },
    async pull(controller) {
      const rows = await db
        .select()
        .from(t)
        .where(
          and(
            eq(t.workspaceId, tenant.workspaceId),
            eq(t.formId, form.id),
            after ? or(gt(t.receivedAt, after.receivedAt), and(eq(t.receivedAt, after.receivedAt), gt(t.id, after.id))) : undefined,
          ),
        )
        .orderBy(asc(t.receivedAt), asc(t.id))
        .limit(BATCH);
      if (rows.length === 0) {
        controller.close();
        return;
      }
      const lines = rows.map((r) => {
        const answers = fields.map((k): CsvValue => {
          const v = r.answers[k];
          return Array.isArray(v) ? v.join(", ") : typeof v === "boolean" ? (v ? "yes" : "no") : v;
        });
        return csvLine([
          r.receivedAt,
          r.status,
          r.contactId,
          ...answers,
          r.pageId,
          r.popupId,
          r.utm.utm_source,
          r.utm.utm_medium,
          r.utm.utm_campaign,
          r.referrer,
        ]);
      });
      controller.enqueue(encoder.encode(lines.join("")));
      const last = rows.at(-1)!;
      after = { receivedAt: last.receivedAt, id: last.id };
    },
  });
  return { stream, disposition: csvDisposition(`${form.name} submissions`) };
}

/** GET /api/website/forms/[id]/submissions.csv: for members holding `crm.export` (every download of contact data needs it). */
export async function handleSubmissionsCsv(req: { db: Db; cookies: CookieReader; headers: Headers; formId: string }): Promise<Response> {
  const session = await readSession(req.cookies, req.headers);
  const membership = session ? await resolveMembership(req.db, session, req.cookies.get(WORKSPACE_COOKIE)?.value ?? null) : null;
  if (!membership) return text(401, "Sign in to download these submissions.");
  if (!can(membership.tenant.role, "crm.export")) return text(403, "Your role doesn't allow downloading contact data. Ask a workspace admin.");
  if (!uuid.test(req.formId)) return text(404, "Form not found.");
  try {
    const file = await openSubmissionsCsv(req.db, membership.tenant, req.formId);
    return new Response(file.stream, { headers: { ...noStore, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": file.disposition } });
  } catch (error) {
    if (error instanceof NotFoundError) return text(404, error.message);
    throw error;
  }
}
