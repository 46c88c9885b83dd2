import "server-only";
import { sql } from "drizzle-orm";
import type { TemplateVars } from "../render/template";

/** A contact's merge fields as SQL columns over `crm_contacts` (joined to its company): the worker's claim and the preview read them. */
export const contactFieldsSql = sql`crm_contacts.first_name, crm_contacts.last_name, crm_contacts.email, crm_contacts.phone,
  coalesce(co.name, crm_contacts.company_name) as company, crm_contacts.job_title, crm_contacts.custom, crm_contacts.time_zone`;

/** The company join the fields above need. */
export const companyJoinSql = sql`left join crm_companies co on co.id = crm_contacts.company_id and co.workspace_id = crm_contacts.workspace_id`;

export type ContactFields = {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  job_title: string | null;
  custom: Record<string, unknown> | null;
  time_zone: string | null;
};

export const varsOf = (row: ContactFields | null, workspaceName: string): TemplateVars => ({
  contact: {
    first_name: row?.first_name ?? null,
    last_name: row?.last_name ?? null,
    email: row?.email ?? null,
    phone: row?.phone ?? null,
    company: row?.company ?? null,
    job_title: row?.job_title ?? null,
    custom: row?.custom ?? {},
  },
  workspace: { name: workspaceName },
});
