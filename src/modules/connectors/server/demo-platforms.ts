import "server-only";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { env } from "@/env";
import { setPlanManually } from "@/modules/billing";
import { workspaces, memberships, type Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { fixedHostFetch } from "@/server/egress";
import { getLogger } from "@/server/log";
import { platforms, type PlatformId } from "../catalog";
import { isEnabled, setPlatformConfig } from "../core/config";
import { connectorFor } from "../core/registry";
import { connections } from "../db/connectors.table";
import { fakeStarters } from "../fakes/all";
import type { FakeServer } from "../fakes/kit";
import { completeConnect, startConnect } from "./connect.service";
import { accountsOf, addSources } from "./sources.service";
import type { QueueRun } from "./sync.service";

const DEMO_CLIENT = { clientId: "demo-client", clientSecret: "demo-secret" };
const globalForDemo = globalThis as unknown as { __amtDemoPlatforms?: Promise<PlatformId[]>; __amtDemoServers?: FakeServer[] };

function siteUrl(): string {
  if (env.NEXT_PUBLIC_SITE_URL) return env.NEXT_PUBLIC_SITE_URL.replace(/\/$/, "");
  if (env.NEXTAUTH_URL) return new URL(env.NEXTAUTH_URL).origin;
  return `http://localhost:${env.PORT}`;
}

/** The stand-ins' signing secret, kept in DATA_DIR so tokens they issued still work after a restart. */
function demoSecret(): string {
  const file = path.resolve(env.DATA_DIR, "demo-platforms.secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(24).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * For the demo: each platform with no OAuth client configured gets its local stand-in, started in
 * this process on 127.0.0.1 and configured as that platform (marked `demo`, offered to demo
 * workspaces only). Real configuration always wins. Started once per process.
 */
export function startDemoPlatforms(): Promise<PlatformId[]> {
  globalForDemo.__amtDemoPlatforms ??= (async () => {
    const secret = demoSecret();
    const started: PlatformId[] = [];
    const servers: FakeServer[] = (globalForDemo.__amtDemoServers = []);
    for (const p of platforms) {
      const load = fakeStarters[p.id];
      if (!load || isEnabled(p.id) || !connectorFor(p.id)) continue;
      const fake = await (await load())({ ...DEMO_CLIENT, secret });
      servers.push(fake);
      setPlatformConfig(p.id, {
        ...DEMO_CLIENT,
        redirectUri: `${siteUrl()}/api/connectors/${p.id}/callback`,
        baseUrl: fake.url,
        demo: true,
        settings: { developerToken: "demo-developer-token" },
      });
      started.push(p.id);
    }
    return started;
  })();
  return globalForDemo.__amtDemoPlatforms;
}

/** Stops the stand-ins this process started (tests; the web process keeps them until it exits). */
export async function stopDemoPlatforms(): Promise<void> {
  const servers = globalForDemo.__amtDemoServers ?? [];
  const ids = (await globalForDemo.__amtDemoPlatforms) ?? [];
  await Promise.all(servers.map((s) => s.close()));
  for (const id of ids) setPlatformConfig(id, undefined);
  globalForDemo.__amtDemoServers = undefined;
  globalForDemo.__amtDemoPlatforms = undefined;
}

/** Follows a stand-in's consent page as a person clicking "Allow" would. */
async function allow(url: string): Promise<URLSearchParams> {
  const html = await (await fixedHostFetch(url)).text();
  const href = /<a class="btn primary" href="([^"]+)">Allow<\/a>/.exec(html)?.[1];
  if (!href) throw new Error("The demo platform's consent page has no Allow link");
  return new URL(href.replace(/&#38;/g, "&")).searchParams;
}

/**
 * Connects the demo workspace to every running stand-in through the real OAuth flow and adds each
 * platform's first account as a source, whose backfill then fills the warehouse through real syncs.
 * Does nothing when the workspace already has connections. The demo workspace is put on the
 * Advanced plan so its twelve sources fit (it says it is demo data).
 */
export async function connectDemoWorkspace(db: Db, queue: QueueRun): Promise<number> {
  const [demo] = await db
    .select({ workspaceId: workspaces.id, userId: memberships.userId })
    .from(workspaces)
    .innerJoin(memberships, and(eq(memberships.workspaceId, workspaces.id), eq(memberships.role, "owner")))
    .where(eq(workspaces.isDemo, true))
    .limit(1);
  if (!demo) return 0;
  if ((await db.$count(connections, eq(connections.workspaceId, demo.workspaceId))) > 0) return 0;
  const running = await startDemoPlatforms();
  if (running.length === 0) return 0;
  await setPlanManually(db, demo.workspaceId, "advanced");
  const tenant: Tenant = { workspaceId: demo.workspaceId, userId: demo.userId, role: "owner" };
  let added = 0;
  for (const platform of running) {
    try {
      const { url } = await startConnect(db, tenant, { platform, params: platform === "shopify" ? { shop: "northwind-coffee-eu.myshopify.com" } : undefined });
      const back = await allow(url);
      const outcome = await completeConnect(db, platform, { state: back.get("state"), code: back.get("code") });
      if (!outcome.connectionId) throw new Error(outcome.error);
      const [first] = await accountsOf(db, tenant, outcome.connectionId);
      if (first) added += (await addSources(db, tenant, { connectionId: outcome.connectionId, accountIds: [first.id] }, queue)).added;
    } catch (error) {
      getLogger().warn({ err: error, platform }, "demo platform not connected");
    }
  }
  return added;
}
