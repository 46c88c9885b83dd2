"use client";

import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useRotateWebhookKey } from "../../hooks/use-sending-settings";
import { CopyButton } from "../domains/copy-button";

/**
 * The provider webhook: the URL to give the sending provider, and its signing key. A new key is
 * shown once, right after it's made; the page never shows a saved one.
 */
export function WebhookKey({ webhook, manage }: { webhook: { url: string; hasKey: boolean }; manage: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const rotate = useRotateWebhookKey({ onSuccess: ({ key }) => setShown(key) });
  const makeKey = () => (webhook.hasKey ? setConfirming(true) : rotate.mutate());
  return (
    <section aria-labelledby="webhook-title" className="flex flex-col gap-3 border-t pt-4">
      <div>
        <h3 id="webhook-title" className="font-medium">
          Provider webhook
        </h3>
        <p className="text-sm text-muted-foreground">
          A sending provider can post bounces and complaints to this address instead of a mailbox, in Mailgun's webhook format. Each request is signed with the
          key below (HMAC-SHA256 of its timestamp and token).
        </p>
      </div>
      <div className="flex items-start gap-1">
        <code aria-label="Webhook URL" className="min-w-0 flex-1 rounded bg-muted px-2 py-1 font-mono text-xs break-all">
          {webhook.url}
        </code>
        <CopyButton value={webhook.url} label="Copy webhook URL" />
      </div>
      {shown ? (
        <div role="status" className="flex flex-col gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
          <p>This is the only time the key is shown. Copy it into your provider&apos;s settings now.</p>
          <div className="flex items-start gap-1">
            <code aria-label="Webhook signing key" className="min-w-0 flex-1 rounded bg-background px-2 py-1 font-mono text-xs break-all">
              {shown}
            </code>
            <CopyButton value={shown} label="Copy signing key" />
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {webhook.hasKey
            ? "A signing key is set. It isn't shown again; make a new one if it's lost."
            : "No signing key yet: the webhook refuses every request until you make one."}
        </p>
      )}
      {manage ? (
        <div>
          <Button variant="outline" onClick={makeKey} loading={rotate.isPending}>
            <KeyRound aria-hidden /> {webhook.hasKey ? "Make a new key" : "Make a signing key"}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Make a new signing key?"
        description="The current key stops working at once: requests signed with it are refused until the provider has the new one."
        confirmLabel="Make a new key"
        destructive
        pending={rotate.isPending}
        onConfirm={() => rotate.mutateAsync()}
      />
    </section>
  );
}
