import "server-only";
import { randomUUID } from "node:crypto";
import { recordUsage } from "@/modules/billing";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { activities } from "../db/activities.table";
import { companies } from "../db/companies.table";
import { consentEvents, contacts } from "../db/contacts.table";
import { dealContacts, deals, pipelines, pipelineStages } from "../db/deals.table";
import type { SegmentRules } from "../contracts/segments.contracts";
import { listMembers, lists } from "../db/lists.table";
import { POSITION_STEP } from "../positions";
import { emailHashOf } from "./contacts.service";
import { demoActivityTitles, demoCities, demoCompanies, demoDeals, demoEmailOf, demoPeople, demoPhoneOf, demoPipeline } from "./demo-data";

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The demo workspace's CRM: Northwind Coffee's wholesale buyers and web shop customers (demo-data.ts),
 * with email and SMS consent and its history, a wholesale pipeline with deals, timeline entries and
 * two static lists and a segment of the people who may be texted. Every record says "demo" (contacts by their tag). Only the demo seed calls it.
 *
 * Ids are made here, so every table is written by one statement (data-modifying CTEs, whose foreign
 * keys are checked at its end): the first start doesn't pay a round trip per table.
 */
export async function seedDemoCrm(db: Db, tenant: Pick<Tenant, "workspaceId" | "userId">): Promise<void> {
  const ws = tenant.workspaceId;
  const now = Date.now();
  const companyIds = new Map(demoCompanies.map((c) => [c.key, randomUUID()]));
  const companyName = (key: string) => demoCompanies.find((c) => c.key === key)!.name;
  const people = demoPeople.map((p, i) => {
    const email = demoEmailOf(p, i);
    return {
      id: randomUUID(),
      workspaceId: ws,
      email,
      emailHash: emailHashOf(email),
      firstName: p.first,
      lastName: p.last,
      phone: demoPhoneOf(p, i),
      timeZone: demoCities[p.city].timeZone,
      companyId: p.company ? companyIds.get(p.company)! : null,
      companyName: p.company ? companyName(p.company) : null,
      jobTitle: p.jobTitle,
      lifecycleStage: p.stage,
      leadStatus: p.stage === "customer" ? "connected" : (["new", "open", "in_progress", "attempted_to_contact"] as const)[i % 4]!,
      ownerId: tenant.userId,
      source: p.source,
      tags: ["demo-data", ...(p.company ? ["wholesale"] : []), ...(p.stage === "customer" && !p.company ? ["subscription"] : [])],
      leadScore: (i * 37) % 100,
      emailConsent: p.email,
      smsConsent: p.sms,
      // Spread over the last four months, newest last, each at its own time of day.
      createdAt: new Date(now - (demoPeople.length - i) * 2 * DAY - ((i * 7919) % 600) * 60_000),
    };
  });

  // Consent history: how each person gave (or withdrew) consent on each channel.
  const consent = people.flatMap((r, i) => {
    const p = demoPeople[i]!;
    const event = (
      channel: "email" | "sms",
      status: "subscribed" | "unsubscribed",
      method: "form" | "unsubscribe_link" | "sms_keyword",
      source: string,
      after = 0,
    ) => ({
      workspaceId: ws,
      contactId: r.id,
      channel,
      status,
      method,
      source,
      occurredAt: new Date(r.createdAt.getTime() + after),
    });
    const out = [event("email", "subscribed", "form", p.source)];
    if (p.email === "unsubscribed") out.push(event("email", "unsubscribed", "unsubscribe_link", "Roast of the month email", 20 * DAY));
    if (p.sms !== "unknown") out.push(event("sms", "subscribed", "form", "SMS opt-in at checkout", 60_000));
    if (p.sms === "unsubscribed") out.push(event("sms", "unsubscribed", "sms_keyword", "Replied STOP", 25 * DAY));
    return out;
  });

  const buyers = people.map((r, i) => ({ ...r, person: demoPeople[i]! })).filter((r) => r.person.company);
  const timeline = buyers.map((r, i) => {
    const [kind, title] = demoActivityTitles[i % demoActivityTitles.length]!;
    return {
      workspaceId: ws,
      kind,
      contactId: r.id,
      companyId: r.companyId,
      actorId: tenant.userId,
      title,
      occurredAt: new Date(r.createdAt.getTime() + 3 * DAY),
    };
  });

  const pipelineId = randomUUID();
  const stages = demoPipeline.stages.map((s, position) => ({ ...s, id: randomUUID(), position, workspaceId: ws, pipelineId }));
  const dealRows = demoDeals.map((d, i) => ({
    id: randomUUID(),
    workspaceId: ws,
    name: `${d.name} (demo)`,
    pipelineId,
    stageId: stages.find((s) => s.name === d.stage)!.id,
    amountMinor: d.amount * 100,
    currency: d.currency,
    closeDate: isoDay(now + d.closeInDays * DAY),
    ownerId: tenant.userId,
    companyId: companyIds.get(d.company)!,
    position: (i + 1) * POSITION_STEP,
  }));
  const dealPeople = dealRows.flatMap((deal, i) => {
    const first = buyers.find((b) => b.person.company === demoDeals[i]!.company);
    return first ? [{ workspaceId: ws, dealId: deal.id, contactId: first.id }] : [];
  });

  const prospectsId = randomUUID();
  const subscribersId = randomUUID();
  /** Everyone who may be texted (a phone and SMS consent), so SMS can be tried on the demo's own people. */
  const textsWelcome: SegmentRules = {
    combinator: "and",
    groups: [
      {
        combinator: "and",
        conditions: [
          { type: "consent", channel: "sms", op: "is", value: "subscribed" },
          { type: "field", field: "phone", op: "is_not_empty" },
        ],
      },
    ],
  };
  const members = [
    ...buyers.filter((b) => b.person.stage !== "customer").map((b) => ({ workspaceId: ws, listId: prospectsId, contactId: b.id })),
    ...people.filter((r) => r.tags.includes("subscription")).map((r) => ({ workspaceId: ws, listId: subscribersId, contactId: r.id })),
  ];

  await db.transaction(async (tx) => {
    const writes = [
      tx.$with("demo_companies").as(
        tx
          .insert(companies)
          .values(
            demoCompanies.map(({ key, name, domain, industry, size }) => ({
              id: companyIds.get(key)!,
              workspaceId: ws,
              name,
              domain,
              industry,
              size,
              ownerId: tenant.userId,
            })),
          )
          .returning({ id: companies.id }),
      ),
      tx.$with("demo_contacts").as(tx.insert(contacts).values(people).returning({ id: contacts.id })),
      tx.$with("demo_consent").as(tx.insert(consentEvents).values(consent).returning({ id: consentEvents.id })),
      tx.$with("demo_activities").as(tx.insert(activities).values(timeline).returning({ id: activities.id })),
      tx
        .$with("demo_pipeline")
        .as(tx.insert(pipelines).values({ id: pipelineId, workspaceId: ws, name: demoPipeline.name, position: 0 }).returning({ id: pipelines.id })),
      tx.$with("demo_stages").as(tx.insert(pipelineStages).values(stages).returning({ id: pipelineStages.id })),
      tx.$with("demo_deals").as(tx.insert(deals).values(dealRows).returning({ id: deals.id })),
      tx.$with("demo_deal_contacts").as(tx.insert(dealContacts).values(dealPeople).returning({ id: dealContacts.dealId })),
      tx.$with("demo_lists").as(
        tx
          .insert(lists)
          .values([
            { id: prospectsId, workspaceId: ws, name: "Wholesale prospects (demo)", kind: "static" as const, createdBy: tenant.userId },
            { id: subscribersId, workspaceId: ws, name: "Coffee subscribers (demo)", kind: "static" as const, createdBy: tenant.userId },
            { workspaceId: ws, name: "Texts welcome (demo)", kind: "segment" as const, rules: textsWelcome, createdBy: tenant.userId },
          ])
          .returning({ id: lists.id }),
      ),
      tx.$with("demo_members").as(tx.insert(listMembers).values(members).returning({ id: listMembers.contactId })),
    ];
    const contactsWritten = writes[1]!;
    await tx
      .with(...writes)
      .select({ id: contactsWritten.id })
      .from(contactsWritten);
    await recordUsage(tx, tenant, "contacts", people.length);
  });
}
