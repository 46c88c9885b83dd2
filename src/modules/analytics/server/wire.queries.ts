import "server-only";
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { DEFINITIONS_CACHE_MS, QUOTA_CACHE_MS, type EarlyAccessStage } from "../contracts/wire.constants";
import { analyticsEvents } from "../db/events.table";
import { analyticsEarlyAccessFeatures, analyticsFeatureFlags, analyticsSurveys } from "../db/wire.table";
import type { SurveyAudience } from "../contracts/surveys.constants";
import type { SurveyQuestion } from "../surveys/survey.types";
import type { FlagDefinition } from "./wire/flags";

/**
 * What /flags/ and /api/surveys/ answer from, kept in memory DEFINITIONS_CACHE_MS per workspace (the
 * answers are asked for on every page load of every visitor); a change made in this process clears
 * its workspace's entries at once (forgetDefinitions), other processes see it within that time.
 */
const definitions = new Map<string, { value: unknown; until: number }>();
async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = definitions.get(key);
  if (hit && hit.until > Date.now()) return hit.value as T;
  const value = await load();
  if (definitions.size > 10_000) definitions.clear();
  definitions.set(key, { value, until: Date.now() + DEFINITIONS_CACHE_MS });
  return value;
}

export function forgetDefinitions(workspaceId: string) {
  for (const key of definitions.keys()) if (key.endsWith(`:${workspaceId}`)) definitions.delete(key);
}

export function flagDefinitions(db: Db, workspaceId: string): Promise<FlagDefinition[]> {
  return cached(`flags:${workspaceId}`, () => loadFlagDefinitions(db, workspaceId));
}

async function loadFlagDefinitions(db: Db, workspaceId: string): Promise<FlagDefinition[]> {
  const f = analyticsFeatureFlags;
  return db
    .select({
      id: f.id,
      key: f.key,
      name: f.name,
      enabled: f.enabled,
      rolloutPercent: f.rolloutPercent,
      targetWorkspaceIds: f.targetWorkspaceIds,
      payload: f.payload,
      version: f.version,
    })
    .from(f)
    .where(eq(f.workspaceId, workspaceId))
    .orderBy(asc(f.key));
}

/** Early-access features in posthog-js's shape, optionally only some stages. */
export async function earlyAccessList(db: Db, workspaceId: string, stages: EarlyAccessStage[]) {
  const e = analyticsEarlyAccessFeatures;
  const rows = await db
    .select()
    .from(e)
    .where(and(eq(e.workspaceId, workspaceId), stages.length > 0 ? inArray(e.stage, stages) : undefined))
    .orderBy(asc(e.createdAt));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    stage: r.stage,
    documentationUrl: r.documentationUrl ?? "",
    flagKey: r.flagKey,
    payload: {},
  }));
}

/** The workspace's in-app surveys (the product's, for posthog-js) that run now (launched, started, not ended), in posthog-js's shape. */
export function activeSurveys(db: Db, workspaceId: string) {
  return cached(`surveys:${workspaceId}`, () => loadActiveSurveys(db, workspaceId, "product"));
}

/** The workspace's site surveys that run now, in the same shape, for the site script. */
export function activeSiteSurveys(db: Db, workspaceId: string) {
  return cached(`site-surveys:${workspaceId}`, () => loadActiveSurveys(db, workspaceId, "site"));
}

export type ServedSurvey = Awaited<ReturnType<typeof loadActiveSurveys>>[number];

async function loadActiveSurveys(db: Db, workspaceId: string, audience: SurveyAudience, now = new Date()) {
  const s = analyticsSurveys;
  const rows = await db
    .select()
    .from(s)
    .where(
      and(
        eq(s.workspaceId, workspaceId),
        eq(s.audience, audience),
        eq(s.status, "running"),
        or(isNull(s.startDate), lte(s.startDate, now)),
        or(isNull(s.endDate), gte(s.endDate, now)),
      ),
    )
    .orderBy(asc(s.createdAt));
  return rows.map((r) => {
    const d = r.definition as { questions?: unknown; appearance?: unknown; conditions?: unknown; schedule?: unknown; iteration_frequency_days?: number };
    return {
      id: r.id,
      name: r.name,
      description: "",
      type: r.type,
      questions: d.questions ?? [],
      appearance: d.appearance ?? null,
      conditions: d.conditions ?? null,
      schedule: d.schedule ?? "once",
      start_date: (r.startDate ?? r.createdAt).toISOString(),
      end_date: r.endDate?.toISOString() ?? null,
      linked_flag_key: null,
      targeting_flag_key: null,
      internal_targeting_flag_key: null,
      feature_flag_keys: [],
      iteration_frequency_days: d.iteration_frequency_days ?? null,
      current_iteration: null,
      current_iteration_start_date: null,
      enable_partial_responses: false,
    };
  });
}

/** One survey's questions, for checking its responses (null: no such survey in the workspace). */
export async function surveyQuestions(db: Db, workspaceId: string, surveyId: string): Promise<SurveyQuestion[] | null> {
  const s = analyticsSurveys;
  const [row] = await db
    .select({ definition: s.definition })
    .from(s)
    .where(and(eq(s.workspaceId, workspaceId), eq(s.id, surveyId)));
  return row ? (((row.definition as { questions?: SurveyQuestion[] }).questions ?? []) as SurveyQuestion[]) : null;
}

const monthCounts = new Map<string, { month: string; count: number; until: number }>();
const counting = new Map<string, Promise<number>>();

/**
 * Events the workspace sent this UTC month: counted from the raw events, kept in memory
 * QUOTA_CACHE_MS and raised by what this process accepts meanwhile (`add`). Once known, an expired
 * count is still answered while one count (never more at once per workspace) runs in the
 * background: the count scans the month's events, and the receiver's batches mustn't wait on it.
 */
export async function eventsThisMonth(db: Db, workspaceId: string, now = new Date()): Promise<number> {
  const month = now.toISOString().slice(0, 7);
  const hit = monthCounts.get(workspaceId);
  const fresh = hit && hit.month === month;
  if (fresh && hit.until > now.getTime()) return hit.count;
  const running = counting.get(workspaceId) ?? countMonth(db, workspaceId, month, now);
  if (fresh) {
    void running.catch(() => {});
    return hit.count;
  }
  return running;
}

function countMonth(db: Db, workspaceId: string, month: string, now: Date): Promise<number> {
  const e = analyticsEvents;
  const start = new Date(`${month}-01T00:00:00.000Z`);
  const run = (async () => {
    try {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(e)
        .where(and(eq(e.workspaceId, workspaceId), gte(e.occurredAt, start)));
      const count = row?.n ?? 0;
      monthCounts.set(workspaceId, { month, count, until: now.getTime() + QUOTA_CACHE_MS });
      return count;
    } finally {
      counting.delete(workspaceId);
    }
  })();
  counting.set(workspaceId, run);
  return run;
}

export function countAccepted(workspaceId: string, accepted: number) {
  const hit = monthCounts.get(workspaceId);
  if (hit) hit.count += accepted;
}
