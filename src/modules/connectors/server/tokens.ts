import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import type { PlatformId } from "../catalog";
import { createPlatformApi, type TokenSource } from "../core/api";
import { platformConfig } from "../core/config";
import { refreshAccess } from "../core/oauth";
import { ConnectorError, type Connector, type PlatformApi, type TokenSet } from "../core/types";
import { open, seal } from "@/server/crypto/vault";
import { connections } from "../db/connectors.table";

export type ConnectionRow = typeof connections.$inferSelect;

/** Refresh this long before expiry, so a long sync never starts with a token about to lapse. */
const EARLY_MS = 5 * 60_000;

/** The encrypted columns for a token set (a refresh token is kept when the platform doesn't rotate it). */
export function sealedTokens(tokens: TokenSet, now = new Date()) {
  return {
    accessToken: seal(tokens.accessToken),
    ...(tokens.refreshToken ? { refreshToken: seal(tokens.refreshToken) } : {}),
    tokenExpiresAt: tokens.expiresIn ? new Date(now.getTime() + tokens.expiresIn * 1000) : null,
  };
}

/**
 * Tokens of one connection: decrypted on use, refreshed before expiry or when the platform rejects
 * them, and stored again (rotated refresh tokens included). A refresh that fails marks the
 * connection for reconnecting.
 */
export function tokenSource(db: Db, connector: Connector, connection: ConnectionRow): TokenSource {
  let row = connection;
  const config = platformConfig(connector.platform);
  const refresh = async (): Promise<string> => {
    if (connector.oauth.refresh !== "refresh_token" || !row.refreshToken) {
      await markNeedsReconnect(db, row.id, "The platform no longer accepts this connection's token. Reconnect it.");
      throw new ConnectorError("The platform no longer accepts this connection. Reconnect it to resume syncing.", "auth");
    }
    let tokens: TokenSet;
    try {
      tokens = await refreshAccess(connector, config, open(row.refreshToken), row.extra);
    } catch (error) {
      if (error instanceof ConnectorError && error.code === "auth") await markNeedsReconnect(db, row.id, error.message);
      throw error;
    }
    const [updated] = await db
      .update(connections)
      .set({ ...sealedTokens(tokens), status: "active", lastError: null })
      .where(eq(connections.id, row.id))
      .returning();
    row = updated ?? row;
    return tokens.accessToken;
  };
  return {
    current: async () => {
      if (row.tokenExpiresAt && row.tokenExpiresAt.getTime() - EARLY_MS < Date.now() && row.refreshToken) return refresh();
      return open(row.accessToken);
    },
    refresh,
  };
}

async function markNeedsReconnect(db: Db, connectionId: string, message: string) {
  await db.update(connections).set({ status: "needs_reconnect", lastError: message }).where(eq(connections.id, connectionId));
}

export function apiForConnection(db: Db, connector: Connector, connection: ConnectionRow): PlatformApi {
  return createPlatformApi(connector, platformConfig(connection.platform as PlatformId), tokenSource(db, connector, connection), connection.extra);
}
