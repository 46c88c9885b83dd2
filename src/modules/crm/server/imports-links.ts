import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/server/db/client";
import type { MergeMode } from "../contracts/crm-enums";
import { param } from "./imports-columns";

/** What an import writes beside the contacts of a batch: their links to companies, and their notes. Runs in the batch's transaction. */

/**
 * Links contacts to the companies their rows name: a company of the workspace with that name (any
 * case; the oldest when several) or, when there is none, a new one with the name as first written.
 * A contact that already has a company keeps it, unless the import overwrites.
 */
export async function linkCompanies(tx: Tx, state: { workspaceId: string; mergeMode: MergeMode }, links: { contactId: string; name: string }[]) {
  const names = new Map<string, string>();
  for (const { name } of links) if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  await tx.execute(sql`
    insert into crm_companies (workspace_id, name)
    select ${state.workspaceId}::uuid, u.name from unnest(${param([...names.values()])}::text[]) as u(name)
    where not exists (select 1 from crm_companies c where c.workspace_id = ${state.workspaceId} and lower(c.name) = lower(u.name))`);
  await tx.execute(sql`
    update crm_contacts as c set company_id = co.id, updated_at = now()
    from unnest(${param(links.map((l) => l.contactId))}::uuid[], ${param(links.map((l) => l.name))}::text[]) as u(id, name)
    cross join lateral (
      select id from crm_companies where workspace_id = ${state.workspaceId} and lower(name) = lower(u.name) order by created_at, id limit 1
    ) as co
    where c.workspace_id = ${state.workspaceId} and c.id = u.id and (c.company_id is null or ${state.mergeMode === "overwrite"})`);
}

/** Each note as a "note" activity on its contact's timeline, its lines kept. */
export async function addNotes(
  tx: Tx,
  state: { workspaceId: string; importId: string; fileName: string; actorId: string | null },
  notes: { contactId: string; body: string }[],
) {
  await tx.execute(sql`
    insert into crm_activities (workspace_id, contact_id, kind, actor_id, title, body, data)
    select ${state.workspaceId}::uuid, u.id, 'note', ${state.actorId}::uuid, ${`Note imported from ${state.fileName}`}, u.body, ${JSON.stringify({ importId: state.importId })}::jsonb
    from unnest(${param(notes.map((n) => n.contactId))}::uuid[], ${param(notes.map((n) => n.body))}::text[]) as u(id, body)`);
}
