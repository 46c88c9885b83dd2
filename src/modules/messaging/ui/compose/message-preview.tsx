"use client";

import { useMemo } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { useMessagePreview } from "../../hooks/use-sends";
import { checkTemplate } from "../../render/template";
import { useDebounced } from "@/components/ui/use-debounced";

type PreviewInput = { listId: string; subject: string; html: string; smsBody?: string };

/**
 * The message as the list's first contact would receive it, merge tags filled. An email renders in a
 * sandboxed frame (`sandbox=""`: no scripts, no forms, no navigation, its own origin), an SMS as text.
 */
export function MessagePreview({ input, channel }: { input: PreviewInput; channel: "email" | "sms" }) {
  // Debounced by value (a new object each render would never settle).
  const settledKey = useDebounced(JSON.stringify(input), 500);
  const settled = useMemo(() => JSON.parse(settledKey) as PreviewInput, [settledKey]);
  // The form shows a template's problem; the preview waits until the settled text has none.
  const enabled = [settled.subject, settled.html, settled.smsBody ?? ""].every((source) => checkTemplate(source).ok);
  const empty = channel === "sms" ? !settled.smsBody?.trim() : !settled.html.trim() && !settled.subject.trim();
  const preview = useMessagePreview(settled, enabled && !empty);

  return (
    <section aria-labelledby="compose-preview-heading" className="flex min-w-0 flex-col gap-2">
      <h3 id="compose-preview-heading" className="text-sm font-medium">
        Preview
        {preview.data?.contact ? (
          <span className="font-normal text-muted-foreground">
            {" "}
            · as {preview.data.contact.name ?? preview.data.contact.email ?? preview.data.contact.phone ?? "the first contact"} would see it
          </span>
        ) : null}
      </h3>
      {empty ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
          {channel === "sms" ? "Write the message to see it here." : "Write a subject and a message to see them here."}
        </p>
      ) : !enabled ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">Fix the merge tags to see the preview.</p>
      ) : preview.isPending ? (
        <Skeleton className="h-72" aria-label="Loading the preview" />
      ) : preview.isError ? (
        <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/10 p-3 text-sm text-destructive">
          The preview couldn&apos;t be made: {preview.error.message}
        </p>
      ) : channel === "sms" ? (
        <p className="rounded-2xl rounded-bl-sm bg-muted p-3 text-sm break-words whitespace-pre-wrap" data-testid="sms-preview">
          {preview.data.sms ?? ""}
        </p>
      ) : (
        <div className="flex flex-col overflow-hidden rounded-md border" aria-busy={preview.isFetching || undefined}>
          <p className="border-b bg-muted/40 px-3 py-2 text-sm break-words" data-testid="preview-subject">
            <span className="text-muted-foreground">Subject: </span>
            {preview.data.subject}
          </p>
          <iframe title="Email preview" sandbox="" srcDoc={preview.data.html} className="h-80 w-full bg-white lg:h-[28rem]" referrerPolicy="no-referrer" />
        </div>
      )}
      {channel === "email" && !empty && enabled ? (
        <p className="text-xs text-muted-foreground">The footer with your postal address and the unsubscribe link is added when it&apos;s sent.</p>
      ) : null}
      {!empty && enabled && preview.data && !preview.data.contact ? (
        <p className="text-xs text-muted-foreground">The list has nobody to preview with yet: the merge tags show their fallbacks.</p>
      ) : null}
    </section>
  );
}
