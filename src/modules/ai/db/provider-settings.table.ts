import { check, pgTable, text } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { userRef } from "@/server/db/user-ref";
import { timestamps } from "@/server/db/timestamps";
import { workspaceId } from "@/server/db/workspace-id";

/**
 * A workspace's own model provider (at most one): which kind, where, which model, and its API key
 * sealed with the vault (never returned; the settings show its last four characters). Without a row
 * the workspace uses the server's provider (AI_*), else the offline generator.
 */
export const aiProviderSettings = pgTable(
  "ai_provider_settings",
  {
    workspaceId: workspaceId().primaryKey(),
    kind: text({ enum: ["openai", "anthropic", "openai-compatible"] }).notNull(),
    /** Null: the kind's public API. */
    baseUrl: text(),
    model: text().notNull(),
    apiKeySealed: text(),
    /** The key's last four characters, kept apart so showing them never opens the key. */
    apiKeyHint: text(),
    updatedBy: userRef(),
    ...timestamps,
  },
  (t) => [check("ai_provider_settings_kind_ck", sql`${t.kind} in ('openai', 'anthropic', 'openai-compatible')`)],
);
