import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { checkLimit } from "@/modules/billing";
import { findList, membershipOf } from "@/modules/crm";
import { workspaces, type Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { NotFoundError } from "@/server/errors";
import type { z } from "zod";
import type { audienceCountInput, listSendsInput, previewSendInput } from "../contracts/sends.contracts";
import type { OutboxState, SuppressReason } from "../contracts/messaging-enums";
import { sends } from "../db/sends.table";
import { companyJoinSql, contactFieldsSql, varsOf, type ContactFields } from "../engine/vars";
import { compileTemplate, renderTemplate } from "../render/template";
import { smsText } from "../sms/segments";
import { audienceFrom, audienceWhere, reasonSql, tally, type AudienceCounts } from "./audience";
import { assertTemplates, assertTopic } from "./send-checks";
import { getMessagingSettings } from "./settings.service";

const summaryColumns = {
  id: sends.id,
  kind: sends.kind,
  channel: sends.channel,
  name: sends.name,
  status: sends.status,
  statusReason: sends.statusReason,
  listId: sends.listId,
  subject: sends.subject,
  total: sends.total,
  sent: sends.sent,
  failed: sends.failed,
  bounced: sends.bounced,
  suppressed: sends.suppressed,
  opened: sends.opened,
  clicked: sends.clicked,
  complained: sends.complained,
  unsubscribed: sends.unsubscribed,
  createdAt: sends.createdAt,
  startedAt: sends.startedAt,
  completedAt: sends.completedAt,
};

/** The workspace's sends, newest first (optionally of one list). */
export async function listSends(db: Db, tenant: Tenant, input: z.output<typeof listSendsInput>) {
  return db
    .select(summaryColumns)
    .from(sends)
    .where(and(eq(sends.workspaceId, tenant.workspaceId), input.listId ? eq(sends.listId, input.listId) : undefined))
    .orderBy(desc(sends.createdAt), desc(sends.id))
    .limit(input.limit);
}

/** One send with its counters, its outbox by state, and why recipients were left out. */
export async function getSend(db: Db, tenant: Tenant, id: string) {
  const [send] = await db
    .select({
      ...summaryColumns,
      fromName: sends.fromName,
      fromLocal: sends.fromLocal,
      replyTo: sends.replyTo,
      domainId: sends.domainId,
      topicId: sends.topicId,
      html: sends.html,
      text: sends.text,
      smsBody: sends.smsBody,
      smsFrom: sends.smsFrom,
      trackOpens: sends.trackOpens,
      trackClicks: sends.trackClicks,
      marketing: sends.marketing,
    })
    .from(sends)
    .where(and(eq(sends.workspaceId, tenant.workspaceId), eq(sends.id, id)));
  if (!send) throw new NotFoundError("Send");
  const grouped = await db.execute<{ state: OutboxState; reason: SuppressReason | null; n: number }>(sql`
    select state, reason, count(*)::int as n from messaging_outbox
    where workspace_id = ${tenant.workspaceId} and send_id = ${id}
    group by state, reason`);
  const byState: Partial<Record<OutboxState, number>> = {};
  const suppressedBy: Partial<Record<SuppressReason, number>> = {};
  for (const row of grouped.rows) {
    byState[row.state] = (byState[row.state] ?? 0) + Number(row.n);
    if (row.state === "suppressed" && row.reason) suppressedBy[row.reason] = Number(row.n);
  }
  return { ...send, byState, suppressedBy };
}

/**
 * How many of a list would receive a message now, and why the others wouldn't: the materialising
 * statement's filters, counted instead of written. Email also reports what the monthly limit leaves out.
 */
export async function audienceCount(db: Db, tenant: Tenant, input: z.output<typeof audienceCountInput>): Promise<AudienceCounts> {
  const list = await findList(db, tenant, input.listId);
  await assertTopic(db, tenant, input.topicId);
  const membership = await membershipOf(db, tenant, list);
  const settings = await getMessagingSettings(db, tenant.workspaceId);
  const rules = {
    workspaceId: tenant.workspaceId,
    channel: input.channel,
    marketing: true,
    topicId: input.topicId ?? null,
    excludeInvalid: input.channel === "email" && input.excludeInvalid,
    frequencyCap: settings.frequencyCapCount ? { count: settings.frequencyCapCount, days: settings.frequencyCapDays } : null,
  };
  const result = await db.execute<{ reason: string | null; n: number }>(sql`
    select reason, count(*)::int as n from (
      select ${reasonSql(rules)} as reason from ${audienceFrom(rules)} where ${audienceWhere(tenant.workspaceId, membership)}
    ) audience group by reason`);
  const counts = tally(result.rows);
  if (input.channel === "email" && counts.eligible > 0) {
    const { remaining } = await checkLimit(db, tenant, "emails", 0);
    if (counts.eligible > remaining) {
      counts.byReason.limit_reached = counts.eligible - remaining;
      counts.eligible = remaining;
    }
  }
  return counts;
}

/** The message as the list's first contact would receive it (merge tags filled; links and footer are added when sent). */
export async function previewSend(db: Db, tenant: Tenant, input: z.output<typeof previewSendInput>) {
  const list = await findList(db, tenant, input.listId);
  assertTemplates({ subject: input.subject, html: input.html, body: input.smsBody });
  const membership = await membershipOf(db, tenant, list);
  const [first] = (
    await db.execute<ContactFields & { id: string }>(sql`
      select crm_contacts.id, ${contactFieldsSql} from crm_contacts ${companyJoinSql}
      where ${audienceWhere(tenant.workspaceId, membership)}
      order by crm_contacts.created_at, crm_contacts.id limit 1`)
  ).rows;
  const [workspace] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, tenant.workspaceId));
  const vars = varsOf(first ?? null, workspace?.name ?? "");
  const render = (source: string, mode: "html" | "text") => (source ? renderTemplate(compileTemplate(source), vars, mode) : "");
  return {
    contact: first
      ? { id: first.id, email: first.email, phone: first.phone, name: [first.first_name, first.last_name].filter(Boolean).join(" ") || null }
      : null,
    subject: render(input.subject, "text"),
    html: render(input.html, "html"),
    sms: input.smsBody === undefined ? null : smsText(render(input.smsBody, "text"), { marketing: true }),
  };
}
