import { bigint, date, doublePrecision, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/db/users.table";
import { timestamps } from "@/server/db/timestamps";
import { workspaceId } from "@/server/db/workspace-id";
import { dealStageKinds } from "../contracts/crm-enums";
import { companies } from "./companies.table";
import { contacts } from "./contacts.table";

export const dealStageKind = pgEnum("crm_deal_stage_kind", dealStageKinds);

export const pipelines = pgTable(
  "crm_pipelines",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    name: text().notNull(),
    position: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("crm_pipelines_ws_name_uq").on(t.workspaceId, t.name)],
);

/** A pipeline's ordered stages; won and lost stages close a deal. */
export const pipelineStages = pgTable(
  "crm_pipeline_stages",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    pipelineId: uuid()
      .notNull()
      .references(() => pipelines.id, { onDelete: "cascade" }),
    name: text().notNull(),
    position: integer().notNull(),
    /** Win probability, 0-100, for the weighted forecast. */
    probability: integer().notNull().default(0),
    kind: dealStageKind().notNull().default("open"),
    ...timestamps,
  },
  (t) => [index("crm_pipeline_stages_ws_pipeline_idx").on(t.workspaceId, t.pipelineId, t.position)],
);

export const deals = pgTable(
  "crm_deals",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    name: text().notNull(),
    pipelineId: uuid()
      .notNull()
      .references(() => pipelines.id, { onDelete: "restrict" }),
    stageId: uuid()
      .notNull()
      .references(() => pipelineStages.id, { onDelete: "restrict" }),
    /** In the currency's minor unit (cents). */
    amountMinor: bigint({ mode: "number" }),
    currency: text().notNull().default("USD"),
    closeDate: date({ mode: "string" }),
    ownerId: uuid().references(() => users.id, { onDelete: "set null" }),
    companyId: uuid().references(() => companies.id, { onDelete: "set null" }),
    /** Order within its stage column on the board (fractional, so a move writes one row). */
    position: doublePrecision().notNull().default(0),
    custom: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    index("crm_deals_ws_stage_idx").on(t.workspaceId, t.pipelineId, t.stageId, t.position),
    index("crm_deals_ws_company_idx").on(t.workspaceId, t.companyId),
    // A pipeline's list newest first (`created_at desc, id desc`, PostgreSQL's DESC being NULLS FIRST):
    // the first page reads its rows from this index instead of sorting the pipeline.
    index("crm_deals_ws_pipeline_created_idx").on(t.workspaceId, t.pipelineId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("crm_deals_ws_owner_idx").on(t.workspaceId, t.ownerId),
  ],
);

export const dealContacts = pgTable(
  "crm_deal_contacts",
  {
    workspaceId: workspaceId(),
    dealId: uuid()
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    contactId: uuid()
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.dealId, t.contactId] }), index("crm_deal_contacts_ws_contact_idx").on(t.workspaceId, t.contactId)],
);
