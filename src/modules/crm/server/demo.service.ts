import "server-only";
import { recordUsage } from "@/modules/billing";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { activities } from "../db/activities.table";
import { companies } from "../db/companies.table";
import { consentEvents, contacts } from "../db/contacts.table";
import { listMembers, lists } from "../db/lists.table";
import { emailHashOf } from "./contacts.service";

const firstNames = [
  "Ava",
  "Liam",
  "Mia",
  "Noah",
  "Zoe",
  "Ethan",
  "Isla",
  "Lucas",
  "Maya",
  "Owen",
  "Nora",
  "Leo",
  "Ivy",
  "Jack",
  "Ruby",
  "Theo",
  "Lily",
  "Finn",
  "Emma",
  "Max",
];
const lastNames = ["Hart", "Nguyen", "Patel", "Silva", "Kowalski", "Moreau", "Okafor", "Berg", "Rossi", "Tanaka"];
const demoCompanies = [
  { name: "Bean Street Cafés (demo)", domain: "beanstreet.example", industry: "Food and beverage", size: "51-200" },
  { name: "Harbor Roasters (demo)", domain: "harborroasters.example", industry: "Food and beverage", size: "11-50" },
  { name: "Office Fuel Co (demo)", domain: "officefuel.example", industry: "Office services", size: "201-500" },
];
const stages = ["subscriber", "lead", "lead", "mql", "sql", "opportunity", "customer", "customer"];

/**
 * The demo workspace's CRM: sixty made-up people at three made-up companies (every record says
 * "demo"), a static list and timeline entries. Only the demo seed calls it.
 */
export async function seedDemoCrm(db: Db, tenant: Pick<Tenant, "workspaceId" | "userId">): Promise<void> {
  await db.transaction(async (tx) => {
    const made = await tx
      .insert(companies)
      .values(demoCompanies.map((c) => ({ ...c, workspaceId: tenant.workspaceId })))
      .returning({ id: companies.id, name: companies.name });
    const day = 24 * 60 * 60 * 1000;
    const people = Array.from({ length: 60 }, (_, i) => {
      const first = firstNames[i % firstNames.length]!;
      const last = lastNames[(i * 7) % lastNames.length]!;
      const email = `${first}.${last}.${i}@demo.example`.toLowerCase();
      const company = made[i % made.length]!;
      return {
        workspaceId: tenant.workspaceId,
        email,
        emailHash: emailHashOf(email),
        firstName: first,
        lastName: last,
        companyId: company.id,
        companyName: company.name,
        jobTitle: ["Store manager", "Office manager", "Owner", "Buyer"][i % 4]!,
        lifecycleStage: stages[i % stages.length]!,
        leadStatus: ["new", "open", "in_progress", "connected"][i % 4]!,
        ownerId: tenant.userId,
        source: ["Website form", "Trade show", "Referral", "Paid search"][i % 4]!,
        tags: i % 3 === 0 ? ["demo-data", "wholesale"] : ["demo-data"],
        leadScore: (i * 37) % 100,
        emailConsent: i % 5 === 0 ? ("unsubscribed" as const) : ("subscribed" as const),
        createdAt: new Date(Date.now() - (60 - i) * day),
      };
    });
    const rows = await tx.insert(contacts).values(people).returning({ id: contacts.id, consent: contacts.emailConsent, createdAt: contacts.createdAt });
    await tx.insert(consentEvents).values(
      rows.map((r) => ({
        workspaceId: tenant.workspaceId,
        contactId: r.id,
        channel: "email" as const,
        status: r.consent,
        method: "form" as const,
        source: "Demo data",
        occurredAt: r.createdAt,
      })),
    );
    await tx.insert(activities).values(
      rows.slice(0, 20).map((r, i) => ({
        workspaceId: tenant.workspaceId,
        kind: (["note", "call", "meeting"] as const)[i % 3]!,
        contactId: r.id,
        actorId: tenant.userId,
        title: ["Asked for wholesale prices (demo)", "Intro call (demo)", "Tasting session (demo)"][i % 3]!,
        occurredAt: new Date(r.createdAt.getTime() + day),
      })),
    );
    const [list] = await tx
      .insert(lists)
      .values({ workspaceId: tenant.workspaceId, name: "Wholesale prospects (demo)", kind: "static", createdBy: tenant.userId })
      .returning({ id: lists.id });
    await tx
      .insert(listMembers)
      .values(rows.filter((_, i) => i % 3 === 0).map((r) => ({ workspaceId: tenant.workspaceId, listId: list!.id, contactId: r.id })));
    await recordUsage(tx, tenant, "contacts", rows.length);
  });
}
