"use client";

import { Skeleton } from "@/components/ui/skeleton";
import { useSmsSettings } from "../hooks/use-sms-settings";
import { SmsNumbers } from "./sms/sms-numbers";
import { SmsProviderForm } from "./sms/sms-provider-form";
import { SmsQuietHours } from "./sms/sms-quiet-hours";
import { SmsWebhookUrls } from "./sms/sms-webhook-urls";

/**
 * The SMS tab of the sending settings: the Twilio-compatible provider, the sender numbers, quiet
 * hours, and the webhook URLs to paste into the provider. `manage` (messaging.manage) unlocks edits.
 */
export function SmsSettingsPanel({ manage }: { manage: boolean }) {
  const settings = useSmsSettings();
  if (settings.isPending) return <Skeleton className="h-96 w-full" aria-label="Loading SMS settings" />;
  if (settings.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        SMS settings couldn&apos;t be loaded: {settings.error.message}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-6 rounded-lg border p-4">
      {manage ? null : <p className="text-sm text-muted-foreground">Only owners and admins change these settings.</p>}
      <SmsProviderForm settings={settings.data} manage={manage} />
      <SmsNumbers numbers={settings.data.numbers} manage={manage} />
      <SmsQuietHours quietHours={settings.data.quietHours} timeZone={settings.data.workspaceTimeZone} manage={manage} />
      <SmsWebhookUrls webhooks={settings.data.webhooks} />
    </div>
  );
}
