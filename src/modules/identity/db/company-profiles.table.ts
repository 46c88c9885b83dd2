import { jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "@/server/db/timestamps";
import { workspaceId } from "@/server/db/workspace-id";
import type { Audience, CompanySize, Competitor, Product, ToneTrait } from "../contracts/company-profile.contracts";

/** The brand as the AI uses it: one row per workspace, written whole by the profile form. */
export const companyProfiles = pgTable(
  "identity_company_profiles",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    companyName: text().notNull().default(""),
    website: text().notNull().default(""),
    industry: text().notNull().default(""),
    size: text().$type<CompanySize>(),
    description: text().notNull().default(""),
    products: jsonb().$type<Product[]>().notNull().default([]),
    audiences: jsonb().$type<Audience[]>().notNull().default([]),
    competitors: jsonb().$type<Competitor[]>().notNull().default([]),
    toneTraits: jsonb().$type<ToneTrait[]>().notNull().default([]),
    toneExamples: jsonb().$type<string[]>().notNull().default([]),
    wordsToUse: jsonb().$type<string[]>().notNull().default([]),
    wordsToAvoid: jsonb().$type<string[]>().notNull().default([]),
    brandColors: jsonb().$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [uniqueIndex("identity_company_profiles_ws_uq").on(t.workspaceId)],
);
