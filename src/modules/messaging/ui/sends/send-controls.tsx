"use client";

import { Ban, Pause, Play } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { SendStatus } from "../../contracts/messaging-enums";
import { useSendControls } from "../../hooks/use-sends";
import { formatCount } from "@/lib/format";

/** Pause and resume a send, or cancel it (confirmed first: what's queued is never sent). */
export function SendControls({ send }: { send: { id: string; name: string; status: SendStatus; total: number; sent: number } }) {
  const [cancelling, setCancelling] = useState(false);
  const { pause, resume, cancel } = useSendControls(send);

  const canPause = send.status === "preparing" || send.status === "sending";
  const canResume = send.status === "paused";
  const canCancel = canPause || canResume;
  if (!canCancel) return null;
  const left = Math.max(0, send.total - send.sent);

  return (
    <div className="flex flex-wrap gap-2 border-t pt-4">
      {canPause && (
        <Button type="button" variant="outline" size="sm" loading={pause.isPending} onClick={() => pause.mutate({ id: send.id })}>
          <Pause aria-hidden /> Pause
        </Button>
      )}
      {canResume && (
        <Button type="button" size="sm" loading={resume.isPending} onClick={() => resume.mutate({ id: send.id })}>
          <Play aria-hidden /> Resume
        </Button>
      )}
      <Button type="button" variant="outline" size="sm" onClick={() => setCancelling(true)}>
        <Ban aria-hidden /> Cancel send
      </Button>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={`Cancel “${send.name}”?`}
        description={
          send.total > 0
            ? `${left === 1 ? "The 1 recipient who hasn't" : `Up to ${formatCount(left)} recipients who haven't`} received it yet won't. What was already sent stays sent. This can't be undone.`
            : "Nobody will receive it. This can't be undone."
        }
        confirmLabel="Cancel send"
        cancelLabel="Keep sending"
        destructive
        pending={cancel.isPending}
        onConfirm={() => cancel.mutateAsync({ id: send.id })}
      />
    </div>
  );
}
