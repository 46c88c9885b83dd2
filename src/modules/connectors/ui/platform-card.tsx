"use client";

import { Lock, Settings2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { platformById } from "../catalog";
import { ConnectButton } from "./connect-button";
import { ConnectionPanel } from "./connection-panel";
import { feeds, oauthSettings, plural } from "./format";
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

/** One platform: what it feeds, whether it can be connected here, and its connections and sources. */
export function PlatformCard({ platform, connections, sources, access, siteUrl, now, onPickAccounts }: PlatformCardProps) {
  const connectedIds = new Set(connections.map((c) => c.id));
  const loose = sources.filter((s) => !s.connectionId || !connectedIds.has(s.connectionId));
  const connected = connections.length > 0;
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
            <StateBadge platform={platform} connections={connections.length} sources={sources.length} />
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
      {!platform.enabled || connected || loose.length > 0 ? (
        <CardContent className="grid gap-3">
          {!platform.enabled ? <NotConfigured platform={platform} siteUrl={siteUrl} /> : null}
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

function StateBadge({ platform, connections, sources }: { platform: PlatformView; connections: number; sources: number }) {
  if (connections > 0) return <Badge variant="success">{`Connected · ${plural(sources, "source")}`}</Badge>;
  if (!platform.enabled) return <Badge variant="outline">Not set up</Badge>;
  return <Badge variant="secondary">Not connected</Badge>;
}

/** Why a platform can't be connected yet, and exactly what an administrator sets (folded away until asked for). */
function NotConfigured({ platform, siteUrl }: { platform: PlatformView; siteUrl: string }) {
  const prefix = platformById(platform.id)?.envPrefix ?? platform.id.toUpperCase().replace(/-/g, "_");
  const { names, redirect } = oauthSettings(prefix, platform.id, siteUrl);
  return (
    <div className="flex items-start gap-2 rounded-md border border-dashed p-3 text-sm" data-testid="not-configured">
      <Settings2 aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 gap-1.5">
        <p>An administrator of this server must configure {platform.name}&apos;s OAuth client before it can be connected.</p>
        <details className="group">
          <summary className="w-fit cursor-pointer rounded-sm text-primary underline-offset-4 hover:underline">What to configure</summary>
          <div className="mt-2 grid gap-1.5 text-muted-foreground">
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
          </div>
        </details>
      </div>
    </div>
  );
}
