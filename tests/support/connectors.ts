/**
 * End-to-end connector tests: a platform configured to its local stand-in, a workspace connected
 * through the real OAuth flow (consent page → callback → code exchange), accounts added as sources,
 * and syncs run through the real engine and warehouse writer.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { PlatformId } from "@/modules/connectors/catalog";
import { setPlatformConfig, runtime } from "@/modules/connectors/core/config";
import { sources, syncRuns } from "@/modules/connectors/db/connectors.table";
import type { DayRange } from "@/modules/connectors/core/types";
import { completeConnect, startConnect } from "@/modules/connectors/server/connect.service";
import { accountsOf, addSources } from "@/modules/connectors/server/sources.service";
import { executeSync, planRun, type RunKind } from "@/modules/connectors/server/sync.service";
import "@/modules/connectors/platforms";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
// Syncs write through connectors' warehouse port, which the composition root fills.
import "@/server/compose";
import { makeWorkspace } from "./factories";

export const TEST_CLIENT = { clientId: "test-client", clientSecret: "test-secret" };
export const REDIRECT = "http://127.0.0.1:3999/api/connectors/callback";

/** Retries wait at most this long in tests (the fakes ask for seconds). */
runtime.maxRetryDelayMs = 20;
runtime.pollIntervalMs = 5;

export function useFake(platform: PlatformId, url: string, settings: Record<string, string> = {}) {
  setPlatformConfig(platform, { ...TEST_CLIENT, redirectUri: `http://127.0.0.1:3999/api/connectors/${platform}/callback`, baseUrl: url, settings });
}

/** Follows the stand-in's consent page the way a person clicking "Allow" does; returns the callback's query. */
export async function consent(authorizeUrl: string, choice: "Allow" | "Deny" = "Allow"): Promise<URLSearchParams> {
  const html = await (await fetch(authorizeUrl)).text();
  const links = [...html.matchAll(/<a class="btn[^"]*" href="([^"]+)">([^<]+)<\/a>/g)];
  const link = links.find((m) => m[2] === choice);
  expect(link, `consent page offers ${choice}`).toBeTruthy();
  return new URL(link![1]!.replace(/&amp;/g, "&").replace(/&#38;/g, "&")).searchParams;
}

/** Connects a platform in a (new or given) workspace through the OAuth flow. */
export async function connect(db: Db, platform: PlatformId, opts: { tenant?: Tenant; params?: Record<string, string> } = {}) {
  const tenant = opts.tenant ?? (await makeWorkspace(db)).tenant;
  const { url } = await startConnect(db, tenant, { platform, params: opts.params });
  const back = await consent(url);
  const outcome = await completeConnect(db, platform, { state: back.get("state"), code: back.get("code") });
  expect(outcome.error).toBeUndefined();
  return { tenant, connectionId: outcome.connectionId! };
}

/** A queue that does nothing: tests run syncs themselves with `syncRange`. */
export const noQueue = async () => undefined;

/** Connects, adds the given accounts (all listed when omitted), and syncs `range` for each. */
export async function connectAndSync(
  db: Db,
  platform: PlatformId,
  range: DayRange,
  opts: { accountIds?: string[]; tenant?: Tenant; params?: Record<string, string> } = {},
) {
  const { tenant, connectionId } = await connect(db, platform, opts);
  const accounts = await accountsOf(db, tenant, connectionId);
  const ids = opts.accountIds ?? accounts.map((a) => a.id);
  await addSources(db, tenant, { connectionId, accountIds: ids }, noQueue);
  const rows = await db.select().from(sources).where(eq(sources.workspaceId, tenant.workspaceId));
  // The backfill each add planned is left queued; a resync of the range replaces it for the test.
  await db.update(syncRuns).set({ status: "failed", error: "superseded in test" }).where(eq(syncRuns.workspaceId, tenant.workspaceId));
  for (const s of rows) await syncRange(db, tenant, s.id, range);
  return { tenant, connectionId, sources: rows };
}

/** Plans and runs one sync of a source over a range, through the engine. */
export async function syncRange(db: Db, tenant: Tenant, sourceId: string, range: DayRange, kind: RunKind = "resync") {
  const run = await planRun(db, tenant, sourceId, kind, noQueue, range);
  return executeSync(db, { workspaceId: tenant.workspaceId, runId: run.id });
}
