import "server-only";
import { recordUsage } from "@/modules/billing";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { activities } from "../db/activities.table";
import { companies } from "../db/companies.table";
import { consentEvents, contacts } from "../db/contacts.table";
import { dealContacts, deals, pipelines, pipelineStages } from "../db/deals.table";
import { listMembers, lists } from "../db/lists.table";
import { POSITION_STEP } from "../positions";
import { emailHashOf } from "./contacts.service";
import { demoActivityTitles, demoCities, demoCompanies, demoDeals, demoEmailOf, demoPeople, demoPhoneOf, demoPipeline } from "./demo-data";

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The demo workspace's CRM: Northwind Coffee's wholesale buyers and web shop customers (demo-data.ts),
 * with email and SMS consent and its history, a wholesale pipeline with deals, timeline entries and
 * two static lists. Every record says "demo" (contacts by their tag). Only the demo seed calls it.
 */
export async function seedDemoCrm(db: Db, tenant: Pick<Tenant, "workspaceId" | "userId">): Promise<void> {
  const ws = tenant.workspaceId;
  const now = Date.now();
  await db.transaction(async (tx) => {
    const made = await tx
      .insert(companies)
      .values(demoCompanies.map(({ name, domain, industry, size }) => ({ workspaceId: ws, name, domain, industry, size, ownerId: tenant.userId })))
      .returning({ id: companies.id, domain: companies.domain });
    const companyId = (key: string) => made.find((m) => m.domain === demoCompanies.find((c) => c.key === key)!.domain)!.id;
    const companyName = (key: string) => demoCompanies.find((c) => c.key === key)!.name;

    const people = demoPeople.map((p, i) => {
      const email = demoEmailOf(p, i);
      return {
        workspaceId: ws,
        email,
        emailHash: emailHashOf(email),
        firstName: p.first,
        lastName: p.last,
        phone: demoPhoneOf(p, i),
        timeZone: demoCities[p.city].timeZone,
        companyId: p.company ? companyId(p.company) : null,
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
    const rows = await tx.insert(contacts).values(people).returning({ id: contacts.id, createdAt: contacts.createdAt });

    // Consent history: how each person gave (or withdrew) consent on each channel.
    await tx.insert(consentEvents).values(
      rows.flatMap((r, i) => {
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
      }),
    );

    const buyers = rows.map((r, i) => ({ ...r, person: demoPeople[i]! })).filter((r) => r.person.company);
    await tx.insert(activities).values(
      buyers.map((r, i) => {
        const [kind, title] = demoActivityTitles[i % demoActivityTitles.length]!;
        return {
          workspaceId: ws,
          kind,
          contactId: r.id,
          companyId: companyId(r.person.company!),
          actorId: tenant.userId,
          title,
          occurredAt: new Date(r.createdAt.getTime() + 3 * DAY),
        };
      }),
    );

    const [pipeline] = await tx.insert(pipelines).values({ workspaceId: ws, name: demoPipeline.name, position: 0 }).returning({ id: pipelines.id });
    const stages = await tx
      .insert(pipelineStages)
      .values(demoPipeline.stages.map((s, position) => ({ ...s, position, workspaceId: ws, pipelineId: pipeline!.id })))
      .returning({ id: pipelineStages.id, name: pipelineStages.name });
    const madeDeals = await tx
      .insert(deals)
      .values(
        demoDeals.map((d, i) => ({
          workspaceId: ws,
          name: `${d.name} (demo)`,
          pipelineId: pipeline!.id,
          stageId: stages.find((s) => s.name === d.stage)!.id,
          amountMinor: d.amount * 100,
          currency: d.currency,
          closeDate: isoDay(now + d.closeInDays * DAY),
          ownerId: tenant.userId,
          companyId: companyId(d.company),
          position: (i + 1) * POSITION_STEP,
        })),
      )
      .returning({ id: deals.id });
    await tx.insert(dealContacts).values(
      madeDeals.flatMap((deal, i) => {
        const first = buyers.find((b) => b.person.company === demoDeals[i]!.company);
        return first ? [{ workspaceId: ws, dealId: deal.id, contactId: first.id }] : [];
      }),
    );

    const madeLists = await tx
      .insert(lists)
      .values([
        { workspaceId: ws, name: "Wholesale prospects (demo)", kind: "static" as const, createdBy: tenant.userId },
        { workspaceId: ws, name: "Coffee subscribers (demo)", kind: "static" as const, createdBy: tenant.userId },
      ])
      .returning({ id: lists.id, name: lists.name });
    const prospects = madeLists.find((l) => l.name.startsWith("Wholesale"))!;
    const subscribers = madeLists.find((l) => l.name.startsWith("Coffee"))!;
    await tx
      .insert(listMembers)
      .values([
        ...buyers.filter((b) => b.person.stage !== "customer").map((b) => ({ workspaceId: ws, listId: prospects.id, contactId: b.id })),
        ...rows.filter((_, i) => people[i]!.tags.includes("subscription")).map((r) => ({ workspaceId: ws, listId: subscribers.id, contactId: r.id })),
      ]);
    await recordUsage(tx, tenant, "contacts", rows.length);
  });
}
