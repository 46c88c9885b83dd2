import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { workspaceId } from "@/server/db/workspace-id";
import { earlyAccessStages, surveyTypes, type EarlyAccessStage, type SurveyType } from "../contracts/wire.constants";
import { surveyAudiences, surveyStatuses, type SurveyAudience, type SurveyFollowUp, type SurveyStatus } from "../contracts/surveys.constants";

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * A workspace's public project token: what posthog-js sends as `token`/`api_key`, so the receiver
 * knows whose events they are. Public by design (it sits in every page that measures); it only lets
 * someone send events and read the flags and surveys meant for visitors. Made on first use.
 */
export const analyticsProjectTokens = pgTable(
  "analytics_project_tokens",
  {
    workspaceId: workspaceId().primaryKey(),
    token: text().notNull(),
    /**
     * The most events a month the admins let the token send (a spending cap, as PostHog's billing
     * limits); null: the plan's MONTHLY_EVENT_QUOTA. Past it the receiver answers `quota_limited`.
     */
    monthlyEventLimit: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("analytics_project_tokens_token_uq").on(t.token),
    check("analytics_project_tokens_limit_ck", sql`${t.monthlyEventLimit} is null or ${t.monthlyEventLimit} > 0`),
  ],
);

/**
 * Feature flags served at /flags/ to the workspace's token. On for `rolloutPercent` % of visitors by
 * a deterministic hash of flag key and distinct id (PostHog's), and when `targetWorkspaceIds` is set
 * only for requests whose `groups.workspace` is one of them (the product's own flags, rolled out to
 * chosen workspaces of this instance).
 */
export const analyticsFeatureFlags = pgTable(
  "analytics_feature_flags",
  {
    workspaceId: workspaceId(),
    id: uuid().notNull().defaultRandom(),
    key: text().notNull(),
    name: text().notNull().default(""),
    enabled: boolean().notNull().default(false),
    rolloutPercent: integer().notNull().default(100),
    targetWorkspaceIds: uuid().array(),
    /** Sent as the flag's payload (a JSON string in the v2 answer), or null. */
    payload: jsonb(),
    version: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "analytics_feature_flags_pk", columns: [t.workspaceId, t.id] }),
    uniqueIndex("analytics_feature_flags_key_uq").on(t.workspaceId, t.key),
    check("analytics_feature_flags_rollout_ck", sql`${t.rolloutPercent} between 0 and 100`),
  ],
);

/** Early-access features a visitor can opt into (posthog-js's `getEarlyAccessFeatures`); each names the flag it turns on. */
export const analyticsEarlyAccessFeatures = pgTable(
  "analytics_early_access_features",
  {
    workspaceId: workspaceId(),
    id: uuid().notNull().defaultRandom(),
    name: text().notNull(),
    description: text().notNull().default(""),
    stage: text().$type<EarlyAccessStage>().notNull(),
    flagKey: text().notNull(),
    documentationUrl: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "analytics_early_access_features_pk", columns: [t.workspaceId, t.id] }),
    check("analytics_early_access_features_stage_ck", sql`${t.stage} in (${inList(earlyAccessStages)})`),
  ],
);

/**
 * In-app surveys served at /api/surveys/ as PostHog-compatible JSON (posthog-js renders them).
 * `definition` holds what posthog-js reads besides the columns: questions, appearance, conditions,
 * schedule (checked by surveys/survey.contracts.ts before it's stored). `audience`: the workspace's
 * own sites (the site script shows them) or the product (posthog-js, for the instance's own token);
 * only `running` ones between start and end are served.
 */
export const analyticsSurveys = pgTable(
  "analytics_surveys",
  {
    workspaceId: workspaceId(),
    id: uuid().notNull().defaultRandom(),
    name: text().notNull(),
    type: text().$type<SurveyType>().notNull(),
    definition: jsonb().$type<Record<string, unknown>>().notNull(),
    audience: text().$type<SurveyAudience>().notNull().default("product"),
    status: text().$type<SurveyStatus>().notNull().default("running"),
    /** What a detractor's answer triggers (a task for a member), or null. */
    followUp: jsonb().$type<SurveyFollowUp>(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startDate: timestamp({ withTimezone: true }),
    endDate: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "analytics_surveys_pk", columns: [t.workspaceId, t.id] }),
    check("analytics_surveys_type_ck", sql`${t.type} in (${inList(surveyTypes)})`),
    check("analytics_surveys_audience_ck", sql`${t.audience} in (${inList(surveyAudiences)})`),
    check("analytics_surveys_status_ck", sql`${t.status} in (${inList(surveyStatuses)})`),
  ],
);

/** Answers that arrived as `survey sent` events, checked against their survey's questions. One per submission id. */
export const analyticsSurveyResponses = pgTable(
  "analytics_survey_responses",
  {
    workspaceId: workspaceId(),
    surveyId: uuid().notNull(),
    submissionId: text().notNull(),
    distinctId: text().notNull(),
    /** Question id → answer (string, number or list of choices). */
    answers: jsonb().$type<Record<string, unknown>>().notNull(),
    completed: boolean().notNull().default(true),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "analytics_survey_responses_pk", columns: [t.workspaceId, t.surveyId, t.submissionId] }),
    foreignKey({
      name: "analytics_survey_responses_survey_fk",
      columns: [t.workspaceId, t.surveyId],
      foreignColumns: [analyticsSurveys.workspaceId, analyticsSurveys.id],
    }).onDelete("cascade"),
    index("analytics_survey_responses_received_idx").on(t.workspaceId, t.surveyId, t.receivedAt),
  ],
);
