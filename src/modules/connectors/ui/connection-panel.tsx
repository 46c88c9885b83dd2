"use client";

import { AlertTriangle, ListPlus, Unplug } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useDisconnect } from "../hooks/use-connections";
import { ConnectButton } from "./connect-button";
import { exactDate, plural } from "./format";
import { SourceItem } from "./source-item";
import type { Access, ConnectionView, PlatformView, SourceView } from "./types";

/**
 * One grant of a platform: who granted it, whether it still works or ends soon, reconnect and
 * disconnect, and the sources read through it.
 */
export function ConnectionPanel(props: {
  connection: ConnectionView;
  platform: PlatformView;
  sources: SourceView[];
  access: Access;
  now: Date;
  onPickAccounts: (connectionId: string) => void;
}) {
  const { connection, platform, sources, access, now } = props;
  const [confirming, setConfirming] = useState(false);
  const disconnect = useDisconnect(`${platform.name} (${connection.label})`);
  const broken = connection.status === "needs_reconnect";
  const ended = connection.expiresAt !== null && connection.expiresAt.getTime() <= now.getTime();
  const needsReconnect = broken || connection.expiringSoon;

  return (
    <section
      className="grid gap-3 rounded-lg border bg-muted/20 p-3 sm:p-4"
      aria-label={`${platform.name} connection ${connection.label}`}
      data-testid="connection"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-words">{connection.label}</span>
            {broken ? <Badge variant="warning">Needs reconnecting</Badge> : <Badge variant="success">Connected</Badge>}
          </div>
          <span className="text-xs text-muted-foreground">
            Connected on {exactDate(connection.createdAt)} · {plural(sources.length, "source")}
          </span>
        </div>
        {access.canManage ? (
          <div className="flex flex-wrap gap-2">
            {needsReconnect && platform.enabled ? <ConnectButton platform={platform} connectionId={connection.id} size="sm" /> : null}
            {!broken ? (
              <Button size="sm" variant="outline" onClick={() => props.onPickAccounts(connection.id)}>
                <ListPlus aria-hidden /> Add {platform.accountNoun}s
              </Button>
            ) : null}
            <Button size="sm" variant="ghost" className="text-destructive hover:text-destructive" onClick={() => setConfirming(true)}>
              <Unplug aria-hidden /> Disconnect
            </Button>
          </div>
        ) : null}
      </div>

      {broken ? (
        <p role="note" className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 p-2 text-sm">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>
            {platform.name} stopped accepting this connection{connection.lastError ? `: ${connection.lastError}` : "."} Syncs are on hold until{" "}
            {access.canManage ? "you reconnect." : "an owner or admin reconnects it."}
          </span>
        </p>
      ) : connection.expiringSoon && connection.expiresAt ? (
        <p role="note" className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 p-2 text-sm" data-testid="expiry-warning">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>
            {ended
              ? `Access to ${platform.name} ended on ${exactDate(connection.expiresAt)}.`
              : `Access to ${platform.name} ends on ${exactDate(connection.expiresAt)}.`}{" "}
            {access.canManage ? "Reconnect to keep syncing." : "Ask an owner or admin to reconnect it to keep syncing."}
          </span>
        </p>
      ) : null}

      {sources.length > 0 ? (
        <ul className="grid gap-2" aria-label={`Sources of ${connection.label}`}>
          {sources.map((s) => (
            <SourceItem key={s.id} source={s} access={access} now={now} />
          ))}
        </ul>
      ) : (
        <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
          No {platform.accountNoun}s added yet.{" "}
          {access.canManage
            ? `Add the ${platform.accountNoun}s to sync; each counts as one source in your plan.`
            : "An owner or admin picks which ones to sync."}
        </p>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Disconnect ${platform.name} (${connection.label})?`}
        description={
          sources.length > 0
            ? `Its ${plural(sources.length, "source")} and all their synced data are removed, and reports stop showing them. The sources free their places in your plan.`
            : "The stored sign-in is deleted. Nothing has been synced through it."
        }
        confirmLabel="Disconnect"
        destructive
        onConfirm={() => disconnect.mutateAsync({ connectionId: connection.id })}
      />
    </section>
  );
}
