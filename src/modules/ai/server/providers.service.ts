import "server-only";
/**
 * The model provider settings of a workspace (`ai.providers`): what is set (the key only as its
 * last four characters), save with a connection test, test, remove. A base URL is checked by the
 * egress guard when saving (https on a public address unless EGRESS_ALLOW_HOSTS allows its
 * host:port) and again on every request.
 */
import { eq } from "drizzle-orm";
import { recordAudit, type Tenant } from "@/modules/identity";
import { seal } from "@/server/crypto/vault";
import type { Db } from "@/server/db/client";
import { InvalidError } from "@/server/errors";
import { checkUrl, EgressError } from "@/server/egress";
import { defaultBaseUrl, providerKindLabel, type ConnectionOutcome, type ProviderKind } from "../contracts/providers.constants";
import type { SaveProviderInput } from "../contracts/providers.contracts";
import { aiProviderSettings } from "../db/provider-settings.table";
import { createModelClient } from "../providers/client";
import { ProviderError } from "../providers/errors";
import type { ClientConfig } from "../providers/types";
import { providerRowOf, serverProviderConfig, UnreadableKeyError, workspaceConfigOf } from "./provider-config";

const KEY_NEEDED: ReadonlySet<ProviderKind> = new Set(["openai", "anthropic"]);
const UNREADABLE_KEY = "The stored API key can't be read any more (the server's encryption key changed). Enter it again.";

export type ConnectionTest = { outcome: ConnectionOutcome; message: string };

const hintOf = (key: string) => (key.length > 8 ? key.slice(-4) : null);

/** What the settings show. The key never leaves the server: only its last four characters. */
export async function getProviderSettings(db: Db, tenant: Tenant) {
  const row = await providerRowOf(db, tenant.workspaceId);
  const server = serverProviderConfig();
  return {
    /** Whose provider generations use: the workspace's, the server's, or none (the offline generator). */
    source: row ? ("workspace" as const) : server ? ("server" as const) : ("offline" as const),
    workspace: row
      ? {
          kind: row.kind,
          kindLabel: providerKindLabel[row.kind],
          baseUrl: row.baseUrl ?? "",
          model: row.model,
          hasKey: Boolean(row.apiKeySealed),
          keyHint: row.apiKeyHint,
          updatedAt: row.updatedAt,
        }
      : null,
    /** The server's provider (its address and key stay the operator's). */
    server: server ? { kind: server.kind, kindLabel: providerKindLabel[server.kind], model: server.model } : null,
  };
}

/** Why a workspace's base URL can't be used, as a sentence for the form, or null. */
function baseUrlProblem(url: string): string | null {
  try {
    checkUrl(url, { requireHttps: true, ports: [443] });
    return null;
  } catch (error) {
    if (error instanceof EgressError) return error.message;
    throw error;
  }
}

/** One tiny real request (a few tokens) through the client. */
export async function testConnection(config: ClientConfig): Promise<ConnectionTest> {
  const client = createModelClient({ ...config, retry: { retries: 1, baseMs: 500, capMs: 1_000, maxWaitMs: 2_000 }, timeoutMs: 20_000 });
  try {
    await client.complete({ messages: [{ role: "user", content: "Reply with the word OK." }], maxTokens: 16 });
    return { outcome: "ok", message: `Connected: ${providerKindLabel[config.kind]} answered with the model “${config.model}”.` };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    switch (error.kind) {
      case "bad key":
        return { outcome: "bad key", message: "The provider refused the API key. Check it and save again." };
      case "wrong model":
        return { outcome: "wrong model", message: `The provider doesn't offer the model “${config.model}”. Check its name.` };
      case "unreachable":
      case "timed out":
      case "wrong address":
        return { outcome: "unreachable", message: error.message };
      default:
        return { outcome: "failed", message: error.message };
    }
  }
}

/** Saves the workspace's provider, then tests it with one tiny request and says how that went. */
export async function saveProviderSettings(db: Db, tenant: Tenant, input: SaveProviderInput) {
  const current = await providerRowOf(db, tenant.workspaceId);
  // A stored key belongs to the provider it was entered for.
  const keepKey = !input.apiKey && current?.kind === input.kind && Boolean(current.apiKeySealed);
  if (!input.apiKey && !keepKey && KEY_NEEDED.has(input.kind))
    throw new InvalidError(`Enter the ${providerKindLabel[input.kind]} API key.`, { apiKey: "Enter the API key" });
  const baseUrl = input.baseUrl || null;
  const problem = baseUrl ? baseUrlProblem(baseUrl) : null;
  if (problem) throw new InvalidError(problem, { baseUrl: problem });
  const key = input.apiKey ? { apiKeySealed: seal(input.apiKey), apiKeyHint: hintOf(input.apiKey) } : keepKey ? {} : { apiKeySealed: null, apiKeyHint: null };
  const values = { kind: input.kind, baseUrl, model: input.model, updatedBy: tenant.userId, ...key };
  await db.transaction(async (tx) => {
    await tx
      .insert(aiProviderSettings)
      .values({ workspaceId: tenant.workspaceId, ...values })
      .onConflictDoUpdate({ target: aiProviderSettings.workspaceId, set: { ...values, updatedAt: new Date() } });
    await recordAudit(tx, {
      workspaceId: tenant.workspaceId,
      actorId: tenant.userId,
      action: "workspace.settings_changed",
      subject: "AI model provider",
      details: { kind: input.kind, baseUrl: baseUrl ?? defaultBaseUrl[input.kind], model: input.model, apiKeyChanged: Boolean(input.apiKey) },
    });
  });
  return { settings: await getProviderSettings(db, tenant), test: await testProviderConnection(db, tenant) };
}

/** Tests the provider the workspace writes with (its own, else the server's). */
export async function testProviderConnection(db: Db, tenant: Tenant): Promise<ConnectionTest> {
  const row = await providerRowOf(db, tenant.workspaceId);
  if (row) {
    try {
      return await testConnection(workspaceConfigOf(row));
    } catch (error) {
      if (error instanceof UnreadableKeyError) return { outcome: "bad key", message: UNREADABLE_KEY };
      throw error;
    }
  }
  const server = serverProviderConfig();
  if (!server) return { outcome: "failed", message: "No model is connected: the built-in offline generator writes. Add a provider to connect one." };
  return testConnection(server);
}

/** Removes the workspace's own provider: it then writes with the server's, or offline. */
export async function removeProviderSettings(db: Db, tenant: Tenant) {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(aiProviderSettings)
      .where(eq(aiProviderSettings.workspaceId, tenant.workspaceId))
      .returning({ kind: aiProviderSettings.kind });
    if (removed.length > 0)
      await recordAudit(tx, {
        workspaceId: tenant.workspaceId,
        actorId: tenant.userId,
        action: "workspace.settings_changed",
        subject: "AI model provider",
        details: { removed: true },
      });
  });
  return getProviderSettings(db, tenant);
}
