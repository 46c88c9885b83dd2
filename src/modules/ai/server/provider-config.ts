import "server-only";
/**
 * Which model provider a workspace writes with: its own (ai_provider_settings, key opened from the
 * vault), else the server's (AI_PROVIDER / AI_BASE_URL / AI_API_KEY / AI_MODEL, or OPENAI_API_KEY
 * with AI_MODEL), else none, and the offline generator writes.
 */
import { eq } from "drizzle-orm";
import { env } from "@/env";
import { open } from "@/server/crypto/vault";
import type { Db, Tx } from "@/server/db/client";
import { defaultBaseUrl, type ProviderKind } from "../contracts/providers.constants";
import { aiProviderSettings } from "../db/provider-settings.table";
import { createModelClient } from "../providers/client";
import type { ClientConfig, ModelClient } from "../providers/types";

export type ProviderSource = "workspace" | "server";

/** The server's own provider from the settings, or null. Its host is the operator's, reachable even on a private network. */
export function serverProviderConfig(): ClientConfig | null {
  const kind: ProviderKind | undefined = env.AI_PROVIDER ?? (env.OPENAI_API_KEY ? "openai" : undefined);
  if (!kind || !env.AI_MODEL) return null;
  const legacy = !env.AI_PROVIDER;
  const baseUrl = (legacy ? env.OPENAI_BASE_URL : env.AI_BASE_URL) ?? defaultBaseUrl[kind];
  if (!baseUrl) return null;
  const apiKey = (legacy ? env.OPENAI_API_KEY : env.AI_API_KEY) ?? (kind === "openai" ? env.OPENAI_API_KEY : undefined) ?? null;
  return { kind, baseUrl, apiKey, model: env.AI_MODEL, operatorHost: true };
}

export type ProviderRow = typeof aiProviderSettings.$inferSelect;

export const providerRowOf = async (db: Db | Tx, workspaceId: string): Promise<ProviderRow | null> =>
  (await db.select().from(aiProviderSettings).where(eq(aiProviderSettings.workspaceId, workspaceId)))[0] ?? null;

/** A stored key the vault can't open any more (the server's encryption key changed). */
export class UnreadableKeyError extends Error {}

/** A workspace row as client settings (opening its key). */
export function workspaceConfigOf(row: Pick<ProviderRow, "kind" | "baseUrl" | "model" | "apiKeySealed">): ClientConfig {
  let apiKey: string | null = null;
  if (row.apiKeySealed) {
    try {
      apiKey = open(row.apiKeySealed);
    } catch {
      throw new UnreadableKeyError();
    }
  }
  return { kind: row.kind, baseUrl: row.baseUrl ?? defaultBaseUrl[row.kind] ?? "", apiKey, model: row.model };
}

/** The provider a workspace writes with, and whose it is; null: none (the offline generator). */
export async function resolveProvider(db: Db | Tx, workspaceId: string): Promise<{ config: ClientConfig; source: ProviderSource } | null> {
  const row = await providerRowOf(db, workspaceId);
  if (row) return { config: workspaceConfigOf(row), source: "workspace" };
  const server = serverProviderConfig();
  return server ? { config: server, source: "server" } : null;
}

/** The model client a workspace's generations use, or null when no provider is configured (write offline). */
export async function modelClientFor(db: Db | Tx, workspaceId: string): Promise<ModelClient | null> {
  const found = await resolveProvider(db, workspaceId);
  return found ? createModelClient(found.config) : null;
}
