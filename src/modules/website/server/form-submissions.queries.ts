import "server-only";
import { and, desc, eq, gte, lt, or, sql } from "drizzle-orm";
import { totals, SITE_EVENTS } from "@/modules/analytics";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { NotFoundError } from "@/server/errors";
import { SUBMISSIONS_PAGE_SIZE } from "../contracts/forms.constants";
import type { ListSubmissionsInput } from "../contracts/forms.contracts";
import { websiteFormSubmissions } from "../db/forms.table";
import { formOf } from "./forms.service";

const columns = {
  id: websiteFormSubmissions.id,
  receivedAt: websiteFormSubmissions.receivedAt,
  status: websiteFormSubmissions.status,
  errorClass: websiteFormSubmissions.errorClass,
  attempts: websiteFormSubmissions.attempts,
  contactId: websiteFormSubmissions.contactId,
  answers: websiteFormSubmissions.answers,
  pageId: websiteFormSubmissions.pageId,
  popupId: websiteFormSubmissions.popupId,
  utm: websiteFormSubmissions.utm,
  referrer: websiteFormSubmissions.referrer,
  confirmedAt: websiteFormSubmissions.confirmedAt,
};

/** A form's submissions, newest first, a page at a time (keyset on received time and id), optionally by status and period. */
export async function listSubmissions(db: Db, tenant: Tenant, input: ListSubmissionsInput) {
  await formOf(db, tenant.workspaceId, input.formId);
  const t = websiteFormSubmissions;
  const rows = await db
    .select(columns)
    .from(t)
    .where(
      and(
        eq(t.workspaceId, tenant.workspaceId),
        eq(t.formId, input.formId),
        input.status ? eq(t.status, input.status) : undefined,
        input.from ? gte(t.receivedAt, input.from) : undefined,
        input.to ? lt(t.receivedAt, input.to) : undefined,
        input.cursor ? or(lt(t.receivedAt, input.cursor.receivedAt), and(eq(t.receivedAt, input.cursor.receivedAt), lt(t.id, input.cursor.id))) : undefined,
      ),
    )
    .orderBy(desc(t.receivedAt), desc(t.id))
    .limit(SUBMISSIONS_PAGE_SIZE + 1);
  const items = rows.slice(0, SUBMISSIONS_PAGE_SIZE);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > SUBMISSIONS_PAGE_SIZE && last ? { receivedAt: last.receivedAt, id: last.id } : null };
}

export async function getSubmission(db: Db, tenant: Tenant, id: string) {
  const [row] = await db
    .select({ ...columns, formId: websiteFormSubmissions.formId })
    .from(websiteFormSubmissions)
    .where(and(eq(websiteFormSubmissions.workspaceId, tenant.workspaceId), eq(websiteFormSubmissions.id, id)));
  if (!row) throw new NotFoundError("Submission");
  return row;
}

/** The last 30 days of a form: how many started it and how many sent it (analytics' rollups), and the rate. */
export async function formStats(db: Db, tenant: Tenant, formId: string) {
  await formOf(db, tenant.workspaceId, formId);
  const end = new Date();
  const start = new Date(end.getTime() - 30 * 86_400_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const funnel = await totals(db, tenant.workspaceId, {
    event: SITE_EVENTS.formStart,
    conversionEvent: SITE_EVENTS.formSubmit,
    from: day(start),
    to: day(end),
    dimension: { key: "form_id", value: formId },
  });
  const [stored] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(websiteFormSubmissions)
    .where(and(eq(websiteFormSubmissions.workspaceId, tenant.workspaceId), eq(websiteFormSubmissions.formId, formId)));
  return { started: funnel.uniques, converted: funnel.conversions ?? 0, conversionRate: funnel.conversionRate ?? null, submissions: stored?.n ?? 0 };
}
