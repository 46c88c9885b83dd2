import "server-only";
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { InvalidError, NotFoundError } from "@/server/errors";
import type { CreateTopicInput, ListTopicsInput, UpdateTopicInput } from "../contracts/preferences.contracts";
import { createTopicInput, listTopicsInput, updateTopicInput } from "../contracts/preferences.contracts";
import { topicPreferences, topics } from "../db/preferences.table";

/**
 * The workspace's subscription topics: what the preference centre lists, and what a send can be
 * about. Archived topics leave the preference centre; people's choices about them are kept.
 */

const sameName = (workspaceId: string, name: string) => and(eq(topics.workspaceId, workspaceId), sql`lower(${topics.name}) = lower(${name})`);
const duplicate = () => new InvalidError("A topic with this name already exists.", { name: "Already used by another topic" });

/** Topics by name, each with how many contacts opted out of it per channel. */
export async function listTopics(db: Db, tenant: Tenant, raw: ListTopicsInput) {
  const input = listTopicsInput.parse(raw);
  const optOuts = db
    .select({
      topicId: topicPreferences.topicId,
      email: sql<number>`count(*) filter (where ${topicPreferences.channel} = 'email')`.as("email"),
      sms: sql<number>`count(*) filter (where ${topicPreferences.channel} = 'sms')`.as("sms"),
    })
    .from(topicPreferences)
    .where(and(eq(topicPreferences.workspaceId, tenant.workspaceId), eq(topicPreferences.subscribed, false)))
    .groupBy(topicPreferences.topicId)
    .as("opt_outs");
  const rows = await db
    .select({
      id: topics.id,
      name: topics.name,
      description: topics.description,
      archivedAt: topics.archivedAt,
      createdAt: topics.createdAt,
      optedOutEmail: optOuts.email,
      optedOutSms: optOuts.sms,
    })
    .from(topics)
    .leftJoin(optOuts, eq(optOuts.topicId, topics.id))
    .where(and(eq(topics.workspaceId, tenant.workspaceId), input.includeArchived ? undefined : isNull(topics.archivedAt)))
    .orderBy(sql`${topics.archivedAt} is not null`, asc(topics.name));
  return rows.map(({ optedOutEmail, optedOutSms, ...t }) => ({ ...t, optedOut: { email: Number(optedOutEmail ?? 0), sms: Number(optedOutSms ?? 0) } }));
}

/** A new topic; a name of an archived topic brings that topic back instead (with its people's choices). */
export async function createTopic(db: Db, tenant: Tenant, raw: CreateTopicInput) {
  const input = createTopicInput.parse(raw);
  const [existing] = await db.select().from(topics).where(sameName(tenant.workspaceId, input.name));
  if (existing && !existing.archivedAt) throw duplicate();
  if (existing) {
    const [restored] = await db
      .update(topics)
      .set({ name: input.name, description: input.description, archivedAt: null, updatedAt: new Date() })
      .where(and(eq(topics.workspaceId, tenant.workspaceId), eq(topics.id, existing.id)))
      .returning();
    return { ...restored!, restored: true };
  }
  const [row] = await db
    .insert(topics)
    .values({ workspaceId: tenant.workspaceId, name: input.name, description: input.description })
    .onConflictDoNothing()
    .returning();
  if (!row) throw duplicate();
  return { ...row, restored: false };
}

export async function updateTopic(db: Db, tenant: Tenant, raw: UpdateTopicInput) {
  const input = updateTopicInput.parse(raw);
  const [clash] = await db
    .select({ id: topics.id })
    .from(topics)
    .where(and(sameName(tenant.workspaceId, input.name), ne(topics.id, input.id)));
  const [row] = await db
    .select({ id: topics.id })
    .from(topics)
    .where(and(eq(topics.workspaceId, tenant.workspaceId), eq(topics.id, input.id)));
  if (!row) throw new NotFoundError("Topic");
  if (clash) throw duplicate();
  const [updated] = await db
    .update(topics)
    .set({ name: input.name, ...(input.description === undefined ? {} : { description: input.description }), updatedAt: new Date() })
    .where(and(eq(topics.workspaceId, tenant.workspaceId), eq(topics.id, input.id)))
    .returning();
  return updated!;
}

/** Takes a topic out of the preference centre and the topic pickers. */
export async function archiveTopic(db: Db, tenant: Tenant, id: string) {
  const [row] = await db
    .update(topics)
    .set({ archivedAt: sql`coalesce(${topics.archivedAt}, now())`, updatedAt: new Date() })
    .where(and(eq(topics.workspaceId, tenant.workspaceId), eq(topics.id, id)))
    .returning();
  if (!row) throw new NotFoundError("Topic");
  return row;
}
