import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import { captureProductEvent } from "@/modules/analytics";
import { recordAudit, type Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { InvalidError, NotFoundError } from "@/server/errors";
import { platformById, type PlatformId } from "../catalog";
import { createPlatformApi } from "../core/api";
import { platformConfig } from "../core/config";
import { authorizeUrl, exchangeCode, pkcePair } from "../core/oauth";
import { connectorFor } from "../core/registry";
import { ConnectorError, type TokenSet } from "../core/types";
import { connections, oauthStates } from "../db/connectors.table";
import { availability } from "./availability";
import { sealedTokens } from "./tokens";

const STATE_TTL_MS = 15 * 60_000;
export const CONNECTIONS_PATH = "/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources";

/** The connect flow's first step: a `state` (and PKCE verifier) stored, and the platform's URL to go to. */
export async function startConnect(
  db: Db,
  tenant: Tenant,
  input: { platform: PlatformId; returnTo?: string; params?: Record<string, string>; connectionId?: string },
): Promise<{ url: string }> {
  // Another workspace's connection is unknown here, whatever the platform's setup.
  if (input.connectionId) {
    const [existing] = await db
      .select({ id: connections.id })
      .from(connections)
      .where(and(eq(connections.workspaceId, tenant.workspaceId), eq(connections.id, input.connectionId)));
    if (!existing) throw new NotFoundError("Connection");
  }
  const platform = platformById(input.platform)!;
  const connector = connectorFor(input.platform);
  if (!connector || !(await availability(db, tenant.workspaceId))(input.platform))
    throw new InvalidError(`${platform.name} isn't set up on this server yet. An administrator adds its OAuth client id, secret and redirect URI.`);
  const extra: Record<string, string> = {};
  for (const ask of connector.oauth.askFor ?? []) {
    const value = input.params?.[ask.key]?.trim().toLowerCase() ?? "";
    if (!new RegExp(ask.pattern).test(value))
      throw new InvalidError(`Enter ${ask.label.toLowerCase()}, such as ${ask.placeholder}.`, {
        [ask.key]: `Enter ${ask.label.toLowerCase()}, such as ${ask.placeholder}`,
      });
    extra[ask.key] = value;
  }
  const state = randomBytes(24).toString("base64url");
  const pkce = connector.oauth.pkce ? pkcePair() : null;
  const returnTo = input.returnTo?.startsWith("/marketing-dashboard/") ? input.returnTo : CONNECTIONS_PATH;
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
  await db.insert(oauthStates).values({
    state,
    workspaceId: tenant.workspaceId,
    userId: tenant.userId,
    platform: input.platform,
    codeVerifier: pkce?.verifier ?? null,
    connectionId: input.connectionId ?? null,
    extra,
    returnTo,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  return { url: authorizeUrl(connector, platformConfig(input.platform), state, pkce?.challenge ?? null, extra) };
}

export type ConnectOutcome = { returnTo: string; connectionId?: string; error?: string };

/**
 * The callback: the state is checked and used up, the code exchanged for tokens, the grant looked up
 * (who, and what calls need), and the connection stored with its tokens encrypted. A reconnect
 * replaces the tokens of the same connection. Errors come back as a sentence for the page.
 */
export async function completeConnect(
  db: Db,
  platform: string,
  query: { state?: string | null; code?: string | null; error?: string | null; error_description?: string | null },
): Promise<ConnectOutcome> {
  if (!query.state) return { returnTo: CONNECTIONS_PATH, error: "The platform sent us back without the sign-in state. Start connecting again." };
  const [flow] = await db.delete(oauthStates).where(eq(oauthStates.state, query.state)).returning();
  if (!flow || flow.platform !== platform || flow.expiresAt < new Date())
    return { returnTo: CONNECTIONS_PATH, error: "This connect link has expired or was already used. Start connecting again." };
  const name = platformById(platform)?.name ?? platform;
  if (query.error)
    return {
      returnTo: flow.returnTo,
      error:
        query.error === "access_denied"
          ? `${name} access wasn't granted, so nothing was connected.`
          : `${name} refused: ${query.error_description ?? query.error}.`,
    };
  if (!query.code) return { returnTo: flow.returnTo, error: `${name} sent no authorization code. Start connecting again.` };
  const connector = connectorFor(flow.platform as PlatformId)!;
  const config = platformConfig(flow.platform as PlatformId);
  try {
    let tokens: TokenSet = await exchangeCode(connector, config, query.code, flow.codeVerifier, flow.extra);
    let identity = { externalUserId: "default", label: name, extra: { ...flow.extra } as Record<string, string> };
    if (connector.oauth.afterConnect) {
      const api = createPlatformApi(connector, config, { current: async () => tokens.accessToken, refresh: async () => tokens.accessToken }, flow.extra);
      const found = await connector.oauth.afterConnect(api, tokens);
      tokens = found.tokens ?? tokens;
      identity = { externalUserId: found.externalUserId, label: found.label, extra: { ...flow.extra, ...(found.extra ?? {}) } };
    }
    const now = new Date();
    const sealed = sealedTokens(tokens, now);
    const values = {
      ...sealed,
      refreshToken: sealed.refreshToken ?? null,
      grantExpiresAt: connector.oauth.refresh === "none" && connector.oauth.grantDays ? new Date(now.getTime() + connector.oauth.grantDays * 86_400_000) : null,
      scopes: tokens.scopes ?? [...connector.oauth.scopes],
      status: "active" as const,
      lastError: null,
      label: identity.label,
      extra: identity.extra,
    };
    const id = await db.transaction(async (tx) => {
      const [row] = flow.connectionId
        ? await tx
            .update(connections)
            .set(values)
            .where(and(eq(connections.workspaceId, flow.workspaceId), eq(connections.id, flow.connectionId)))
            .returning({ id: connections.id })
        : await tx
            .insert(connections)
            .values({ ...values, workspaceId: flow.workspaceId, platform: flow.platform, externalUserId: identity.externalUserId, createdBy: flow.userId })
            .onConflictDoUpdate({ target: [connections.workspaceId, connections.platform, connections.externalUserId], set: values })
            .returning({ id: connections.id });
      await recordAudit(tx, {
        workspaceId: flow.workspaceId,
        actorId: flow.userId,
        action: "connectors.connected",
        subject: name,
        details: { summary: `${name} connected as ${identity.label}` },
      });
      return row!.id;
    });
    // A new connection (not a reconnect) is a step of the product's key-actions funnel.
    if (!flow.connectionId) captureProductEvent("connector_connected", { workspaceId: flow.workspaceId, userId: flow.userId }, { platform: flow.platform });
    return { returnTo: flow.returnTo, connectionId: id };
  } catch (error) {
    return { returnTo: flow.returnTo, error: error instanceof ConnectorError ? error.message : `Connecting ${name} failed. Try again.` };
  }
}
