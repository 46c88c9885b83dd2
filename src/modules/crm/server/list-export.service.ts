import "server-only";
import { and, asc, eq, gt } from "drizzle-orm";
import { users } from "@/modules/identity";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { CSV_BOM, csvDisposition, csvLine, type CsvValue } from "@/lib/csv";
import { contacts } from "../db/contacts.table";
import { customFields } from "../db/settings.table";
import { contactScope } from "../segments/compile";
import { findList } from "./lists.access";
import { membershipOf } from "./lists.queries";

/** Rows read per query while streaming: memory stays flat whatever the list's size. */
export const EXPORT_PAGE_SIZE = 1000;

const standardColumns = [
  ["Contact ID", (c: ExportRow) => c.id],
  ["Email", (c: ExportRow) => c.email],
  ["First name", (c: ExportRow) => c.firstName],
  ["Last name", (c: ExportRow) => c.lastName],
  ["Phone", (c: ExportRow) => c.phone],
  ["Company", (c: ExportRow) => c.companyName],
  ["Job title", (c: ExportRow) => c.jobTitle],
  ["Lifecycle stage", (c: ExportRow) => c.lifecycleStage],
  ["Lead status", (c: ExportRow) => c.leadStatus],
  ["Owner", (c: ExportRow) => c.ownerEmail],
  ["Source", (c: ExportRow) => c.source],
  ["Lead score", (c: ExportRow) => c.leadScore],
  ["Tags", (c: ExportRow) => c.tags],
  ["Email consent", (c: ExportRow) => c.emailConsent],
  ["SMS consent", (c: ExportRow) => c.smsConsent],
  ["First touch source", (c: ExportRow) => c.firstTouch?.source],
  ["First touch medium", (c: ExportRow) => c.firstTouch?.medium],
  ["First touch campaign", (c: ExportRow) => c.firstTouch?.campaign],
  ["Last touch source", (c: ExportRow) => c.lastTouch?.source],
  ["Last touch medium", (c: ExportRow) => c.lastTouch?.medium],
  ["Last touch campaign", (c: ExportRow) => c.lastTouch?.campaign],
  ["Created at", (c: ExportRow) => c.createdAt],
  ["Updated at", (c: ExportRow) => c.updatedAt],
  ["Last activity at", (c: ExportRow) => c.lastActivityAt],
] as const;

const exportColumns = {
  id: contacts.id,
  email: contacts.email,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  phone: contacts.phone,
  companyName: contacts.companyName,
  jobTitle: contacts.jobTitle,
  lifecycleStage: contacts.lifecycleStage,
  leadStatus: contacts.leadStatus,
  source: contacts.source,
  leadScore: contacts.leadScore,
  tags: contacts.tags,
  emailConsent: contacts.emailConsent,
  smsConsent: contacts.smsConsent,
  firstTouch: contacts.firstTouch,
  lastTouch: contacts.lastTouch,
  custom: contacts.custom,
  createdAt: contacts.createdAt,
  updatedAt: contacts.updatedAt,
  lastActivityAt: contacts.lastActivityAt,
};
type ExportRow = {
  [K in Exclude<keyof typeof exportColumns, "ownerEmail">]: (typeof exportColumns)[K]["_"]["notNull"] extends true
    ? (typeof exportColumns)[K]["_"]["data"]
    : (typeof exportColumns)[K]["_"]["data"] | null;
} & { ownerEmail: string | null };

/**
 * A list's or segment's contacts as CSV: the standard fields, tags, consent, then the workspace's
 * contact custom fields in their order. Pages through the members by id (keyset), one page per
 * read of the stream, so a million contacts never sit in memory. The list must be the tenant's
 * (NOT_FOUND otherwise), checked before the first byte.
 */
export async function openListExport(db: Db, tenant: Tenant, listId: string) {
  const list = await findList(db, tenant, listId);
  const [membership, fields] = await Promise.all([
    membershipOf(db, tenant, list),
    db
      .select({ key: customFields.key, label: customFields.label })
      .from(customFields)
      .where(and(eq(customFields.workspaceId, tenant.workspaceId), eq(customFields.object, "contact")))
      .orderBy(asc(customFields.position), asc(customFields.label)),
  ]);
  const header = csvLine([...standardColumns.map(([label]) => label), ...fields.map((f) => f.label)]);
  const encoder = new TextEncoder();
  let lastId: string | null = null;
  let done = false;

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + header));
    },
    async pull(controller) {
      if (done) return;
      const rows: ExportRow[] = await db
        .select({ ...exportColumns, ownerEmail: users.email })
        .from(contacts)
        .leftJoin(users, eq(users.id, contacts.ownerId))
        .where(and(contactScope(tenant.workspaceId), membership, lastId ? gt(contacts.id, lastId) : undefined))
        .orderBy(asc(contacts.id))
        .limit(EXPORT_PAGE_SIZE);
      if (rows.length > 0) {
        lastId = rows.at(-1)!.id;
        const text = rows.map((c) => csvLine([...standardColumns.map(([, read]) => read(c)), ...fields.map((f) => c.custom[f.key] as CsvValue)])).join("");
        controller.enqueue(encoder.encode(text));
      }
      if (rows.length < EXPORT_PAGE_SIZE) {
        done = true;
        controller.close();
      }
    },
  });
  return { list: { id: list.id, name: list.name }, disposition: csvDisposition(list.name), stream };
}
