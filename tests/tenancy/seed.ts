import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { setPlanManually } from "@/modules/billing";
import { invitations } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { openRun } from "@/server/jobs/runs.service";
import { callerFor } from "../support/caller";
import { addMember, makeWorkspace } from "../support/factories";

/** A workspace with one row of every kind the procedures take ids of, and its people. */
export async function seedVictim(db: Db) {
  const { owner, workspace, tenant } = await makeWorkspace(db);
  // A paid plan (a billing row to guard too) with room for everyone below.
  await setPlanManually(db, workspace.id, "enterprise");
  const member = await addMember(db, workspace.id, "member");
  const viewer = await addMember(db, workspace.id, "viewer");
  const ownerCaller = callerFor(db, { userId: owner.id, workspaceId: workspace.id });
  const members = await ownerCaller.identity.members.list();
  const invite = await ownerCaller.identity.invitations.create({ email: `victim-${randomBytes(4).toString("hex")}@example.test`, role: "member" });
  const [invitation] = await db.select().from(invitations).where(sql`${invitations.id} = ${invite.id}`);
  const { run } = await openRun(db, tenant, "test.tenancy", `seed-${workspace.id}`, 1);
  return {
    workspace,
    owner,
    viewer,
    memberId: members.find((m) => m.userId === member.user.id)!.memberId,
    ownerMemberId: members.find((m) => m.userId === owner.id)!.memberId,
    invitationId: invitation!.id,
    invitationLink: invite.link,
    jobRunId: run.id,
  };
}
export type Victim = Awaited<ReturnType<typeof seedVictim>>;

/**
 * Every row a workspace owns, in every table that has a workspace_id (found in the catalogue, so a
 * table added later is covered too), plus the workspace row: to prove a call changed nothing.
 */
export async function snapshot(db: Db, workspaceId: string): Promise<string> {
  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.columns where column_name = 'workspace_id' and table_schema = 'public' order by table_name`,
  );
  const parts: unknown[] = [];
  for (const { table_name } of tables.rows) {
    const rows = await db.execute(sql`select * from ${sql.identifier(table_name)} where workspace_id = ${workspaceId} order by 1`);
    parts.push([table_name, rows.rows]);
  }
  parts.push(["identity_workspaces", (await db.execute(sql`select * from identity_workspaces where id = ${workspaceId}`)).rows]);
  return JSON.stringify(parts);
}
