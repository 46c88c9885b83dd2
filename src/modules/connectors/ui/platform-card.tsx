"use client";

import { Lock, Settings2 } from "lucide-react";
import { AdminNote } from "@/components/ui/admin-note";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { platformById } from "../catalog";
import { ConnectButton } from "./connect-button";
import { ConnectionPanel } from "./connection-panel";
import { cardState, feeds, healthLabel, oauthSettings, type CardState } from "./format";
import { SourceItem } from "./source-item";
import type { Access, ConnectionView, PlatformView, SourceView } from "./types";

export type PlatformCardProps = {
  platform: PlatformView;
  connections: ConnectionView[];
  sources: SourceView[];
  access: Access;
  siteUrl: string;
  now: Date;
  onPickAccounts: (connectionId: string) => void;
};

/**
 * One platform: what it feeds, and one thing about its state (connected with its sources' health,
 * connectable, or not set up on this server with the operator's step folded away), then its
 * connections and sources.
 */
export function PlatformCard({ platform, connections, sources, access, siteUrl, now, onPickAccounts }: PlatformCardProps) {
  const connectedIds = new Set(connections.map((c) => c.id));
  const loose = sources.filter((s) => !s.connectionId || !connectedIds.has(s.connectionId));
  const connected = connections.length > 0;
  const state = cardState(platform.enabled, connections, sources);
  // Connected, but a grant has to be renewed on a server that can no longer connect this platform.
  const stuck = connected && !platform.enabled && connections.some((c) => c.status === "needs_reconnect" || c.expiringSoon);
  return (
    <Card data-testid={`platform-${platform.id}`} aria-labelledby={`platform-${platform.id}-title`} role="region">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-1 basis-72 flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle id={`platform-${platform.id}-title`} as="h3">
              {platform.name}
            </CardTitle>
            {platform.demo ? (
              <Badge variant="outline" title="This server talks to a local stand-in of the platform, with generated data">
                Demo stand-in
              </Badge>
            ) : null}
            <StateBadge state={state} />
          </div>
          <CardDescription>{feeds[platform.fact]}</CardDescription>
        </div>
        {platform.enabled ? (
          access.canManage ? (
            <ConnectButton platform={platform} size="sm" another={connected} />
          ) : !connected ? (
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Lock aria-hidden className="size-4" /> Owners and admins connect platforms.
            </p>
          ) : null
        ) : null}
      </CardHeader>
      {state.kind === "not-set-up" || connected || loose.length > 0 ? (
        <CardContent className="grid gap-3">
          {state.kind === "not-set-up" || stuck ? <NotConfigured platform={platform} siteUrl={siteUrl} reconnect={stuck} /> : null}
          {connections.map((c) => (
            <ConnectionPanel
              key={c.id}
              connection={c}
              platform={platform}
              sources={sources.filter((s) => s.connectionId === c.id)}
              access={access}
              now={now}
              onPickAccounts={onPickAccounts}
            />
          ))}
          {loose.length > 0 ? (
            <ul className="grid gap-2" aria-label={`${platform.name} sources without a connection`}>
              {loose.map((s) => (
                <SourceItem key={s.id} source={s} access={access} now={now} />
              ))}
            </ul>
          ) : null}
        </CardContent>
      ) : null}
    </Card>
  );
}

const connectedLook = {
  healthy: "success",
  syncing: "secondary",
  waiting: "secondary",
  paused: "outline",
  error: "destructive",
  reconnect: "warning",
} as const;

function StateBadge({ state }: { state: CardState }) {
  if (state.kind === "connected") {
    const label = state.health ? healthLabel[state.health] : "No accounts added yet";
    return (
      <Badge variant={state.health ? connectedLook[state.health] : "outline"} data-testid="platform-state">
        {`Connected · ${label}`}
      </Badge>
    );
  }
  if (state.kind === "not-set-up")
    return (
      <Badge variant="outline" data-testid="platform-state">
        Not available on this server
      </Badge>
    );
  return (
    <Badge variant="secondary" data-testid="platform-state">
      Not connected
    </Badge>
  );
}

/**
 * Why a platform can't be connected (or reconnected) here, in a sentence for the marketer, and exactly
 * what the person who runs the server sets, folded away under "For your administrator".
 */
function NotConfigured({ platform, siteUrl, reconnect }: { platform: PlatformView; siteUrl: string; reconnect: boolean }) {
  const prefix = platformById(platform.id)?.envPrefix ?? platform.id.toUpperCase().replace(/-/g, "_");
  const { names, redirect } = oauthSettings(prefix, platform.id, siteUrl);
  return (
    <div className="flex items-start gap-2 rounded-md border border-dashed p-3 text-sm" data-testid="not-configured">
      <Settings2 aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 gap-1.5">
        <p>
          {reconnect
            ? `Reconnecting ${platform.name} isn't possible on this server right now. Ask the person who runs it to set ${platform.name} up again.`
            : `${platform.name} can't be connected on this server yet. Ask the person who runs it to set it up.`}
        </p>
        <AdminNote>
          <p>
            Set{" "}
            {names.map((n, i) => (
              <span key={n}>
                <code className="rounded bg-muted px-1 break-all text-foreground">{n}</code>
                {i < names.length - 2 ? ", " : i === names.length - 2 ? " and " : ""}
              </span>
            ))}{" "}
            from the OAuth app you create with {platform.name}, then restart the server.
          </p>
          <p>
            The redirect URI to register there: <code className="rounded bg-muted px-1 break-all text-foreground">{redirect}</code>
          </p>
        </AdminNote>
      </div>
    </div>
  );
}
