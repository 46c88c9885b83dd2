import "server-only";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { contacts } from "@/modules/crm";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { formDefinition } from "../contracts/forms.contracts";
import { websiteFormSubmissions, websiteForms } from "../db/forms.table";

const DAY = 86_400_000;

/**
 * The demo business's site form (its name says demo): a published newsletter sign-up with a few
 * processed submissions from demo CRM contacts, so the list, the submissions tab and the CSV show
 * something. Contacts are read through crm's exported table; nothing in the CRM is changed.
 */
export async function seedDemoForms(db: Db, tenant: Pick<Tenant, "workspaceId" | "userId">): Promise<void> {
  const definition = formDefinition.parse({
    fields: [
      { key: "email", type: "email", label: "Email", required: true, mapping: "email", placeholder: "you@example.com" },
      { key: "first_name", type: "text", label: "First name", mapping: "firstName" },
      { key: "interest", type: "select", label: "What are you shopping for?", options: ["Coffee beans", "Brewing gear", "Gifts"] },
      { key: "consent", type: "consent", label: "Newsletter", consentText: "Send me the monthly newsletter. I can unsubscribe at any time." },
    ],
    afterSubmit: { kind: "message", message: "Thanks! Your first newsletter is on its way." },
  });
  const [form] = await db
    .insert(websiteForms)
    .values({
      workspaceId: tenant.workspaceId,
      name: "Newsletter sign-up (demo)",
      status: "published",
      definition,
      createdBy: tenant.userId,
      updatedBy: tenant.userId,
    })
    .returning({ id: websiteForms.id });
  const people = await db
    .select({ id: contacts.id, email: contacts.email, firstName: contacts.firstName })
    .from(contacts)
    .where(and(eq(contacts.workspaceId, tenant.workspaceId), isNotNull(contacts.email)))
    .orderBy(asc(contacts.createdAt))
    .limit(4);
  const now = Date.now();
  const interests = definition.fields[2]!.options;
  if (people.length === 0) return;
  await db.insert(websiteFormSubmissions).values(
    people.map((p, i) => ({
      workspaceId: tenant.workspaceId,
      formId: form!.id,
      submissionKey: `demo-${i + 1}`,
      receivedAt: new Date(now - (i + 1) * 3 * DAY),
      answers: { email: p.email!, ...(p.firstName && { first_name: p.firstName }), interest: interests[i % interests.length]!, consent: true },
      utm: (i % 2 === 0 ? { utm_source: "instagram", utm_campaign: "spring-demo" } : {}) as Record<string, string>,
      status: "processed" as const,
      attempts: 1,
      contactId: p.id,
      processedAt: new Date(now - (i + 1) * 3 * DAY + 2000),
    })),
  );
}
