"use client";

import { CopyButton } from "../domains/copy-button";
import { SmsSection } from "./section";

function UrlRow({ id, label, hint, value }: { id: string; label: string; hint: string; value: string }) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <span id={id} className="text-sm font-medium">
        {label}
      </span>
      <div className="flex min-w-0 items-center gap-1 rounded-md border bg-muted/40 pl-3">
        <code aria-labelledby={id} className="min-w-0 flex-1 py-2 text-xs break-all">
          {value}
        </code>
        <CopyButton value={value} label={`Copy the ${label.toLowerCase()}`} />
      </div>
      <p className="text-xs text-muted-foreground">{hint}</p>
    </div>
  );
}

/** The addresses the provider calls: paste the inbound one into each number's messaging settings. */
export function SmsWebhookUrls({ webhooks }: { webhooks: { status: string; inbound: string } }) {
  return (
    <SmsSection
      id="sms-webhooks-title"
      title="Webhooks"
      description="Replies (STOP, START, HELP and other messages) and delivery reports reach the app at these addresses. Each request is checked against the auth token's signature."
    >
      <UrlRow
        id="sms-inbound-url"
        label="Incoming message URL"
        hint={'In Twilio: Phone Numbers → your number → Messaging → "A message comes in": Webhook, HTTP POST.'}
        value={webhooks.inbound}
      />
      <UrlRow
        id="sms-status-url"
        label="Status callback URL"
        hint="Sent with every message automatically; nothing to set up unless your provider asks for it."
        value={webhooks.status}
      />
    </SmsSection>
  );
}
