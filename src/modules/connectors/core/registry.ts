import "server-only";
import type { PlatformId } from "../catalog";
import type { Connector } from "./types";

/** The connectors, registered by their platform folders (platforms/index.ts imports them all). */
const connectors = new Map<PlatformId, Connector>();

export function registerConnector(connector: Connector): Connector {
  connectors.set(connector.platform, connector);
  return connector;
}

export function connectorFor(platform: PlatformId): Connector | undefined {
  return connectors.get(platform);
}

export const registeredPlatforms = (): PlatformId[] => [...connectors.keys()];
