"use client";

import Link from "next/link";
import { useMemo } from "react";
import { AdminNote } from "@/components/ui/admin-note";
import { formatCount } from "@/lib/format";
import { smsCount } from "../../sms/sms-count";
import { DOMAIN_SETTINGS_HREF } from "./from-fields";

/** The SMS tab of the sending settings. */
export const SMS_SETTINGS_HREF = `${DOMAIN_SETTINGS_HREF}?tab=sms`;
export const NO_SMS_PROVIDER_NOTE_ID = "no-sms-provider";

/**
 * Said in the composer when the workspace has no SMS provider (its own or the server's): the text can
 * be written, previewed and counted, but not sent. Nothing pretends to send.
 */
export function NoSmsProviderNote() {
  return (
    <div
      role="note"
      id={NO_SMS_PROVIDER_NOTE_ID}
      className="flex flex-col gap-2 rounded-md border border-warning/30 bg-warning/10 p-3 text-sm"
      data-testid="no-sms-provider"
    >
      <p className="font-medium">Sending texts needs an SMS provider</p>
      <p>
        This workspace has no SMS provider yet, so this text can&apos;t be sent. You can still write it, preview it as a contact would see it, see who would
        receive it and what it would cost.
      </p>
      {/* A new tab, so this draft stays open here. */}
      <Link href={SMS_SETTINGS_HREF} target="_blank" rel="noopener" className="w-fit font-medium text-primary underline underline-offset-4">
        Set up SMS in the sending settings (opens in a new tab)
      </Link>
      <AdminNote>
        <p>
          To send texts from every workspace on this server through one Twilio account, set <code>TWILIO_ACCOUNT_SID</code>, <code>TWILIO_AUTH_TOKEN</code> and{" "}
          <code>TWILIO_FROM_NUMBER</code>, then restart the server. A workspace can instead add its own Twilio account on the SMS tab of the sending settings.
        </p>
      </AdminNote>
    </div>
  );
}

/** What one text costs: segments per recipient (what providers bill), and about how many for everyone who would receive it. */
export function SmsCostLine({ body, eligible }: { body: string; eligible: number | null }) {
  const segments = useMemo(() => smsCount(body, { marketing: true }).segments, [body]);
  const unit = (n: number) => (n === 1 ? "segment" : "segments");
  return (
    <div className="flex flex-col gap-1 rounded-md border p-3 text-sm" data-testid="sms-cost">
      <p className="tabular-nums">
        <span className="font-medium">Cost per recipient:</span> {formatCount(segments)} {unit(segments)}
        {eligible !== null && eligible > 0
          ? `, about ${formatCount(segments * eligible)} ${unit(segments * eligible)} for ${formatCount(eligible)} ${eligible === 1 ? "recipient" : "recipients"}`
          : ""}
      </p>
      <p className="text-xs text-muted-foreground">SMS providers bill each segment; its price depends on your provider and the recipient&apos;s country.</p>
    </div>
  );
}
