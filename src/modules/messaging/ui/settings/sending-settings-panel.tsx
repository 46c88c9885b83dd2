"use client";

import { Skeleton } from "@/components/ui/skeleton";
import { useSendingSettings } from "../../hooks/use-sending-settings";
import { SendingSettingsForm } from "./sending-settings-form";
import { WebhookKey } from "./webhook-key";

/** The Sending tab: how the workspace's mail goes out, and where its bounces come back. */
export function SendingSettingsPanel({ manage }: { manage: boolean }) {
  const settings = useSendingSettings();
  if (settings.isPending) return <Skeleton className="h-96 w-full" />;
  if (settings.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {settings.error.message}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4 rounded-lg border p-4">
      {manage ? null : <p className="text-sm text-muted-foreground">Only owners and admins change these settings.</p>}
      <SendingSettingsForm settings={settings.data} manage={manage} />
      <WebhookKey webhook={settings.data.webhook} manage={manage} />
    </div>
  );
}
