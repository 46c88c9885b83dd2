"use client";

import { AlertCircle } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef } from "react";
import { SUBSCRIPTION_HREF } from "@/modules/billing/client";
import { limitReached } from "@/trpc/query-client";
import { DOMAIN_SETTINGS_HREF } from "./from-fields";

/**
 * What the server refused, kept in the dialog beside the draft: the message as written by the service
 * (unverified domain, no postal address, plan limit…) with the page that fixes it. Scrolled into view.
 */
export function ServerError({ error }: { error: { message: string; data?: { fieldErrors?: Record<string, unknown> | null } | null } | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) ref.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [error]);
  if (!error) return null;
  const limit = limitReached(error);
  // A form problem shows on its fields; only a refusal of the send itself points to the settings.
  const aboutFields = Object.keys(error.data?.fieldErrors ?? {}).length > 0;
  return (
    <div
      ref={ref}
      role="alert"
      className="flex items-start gap-2 rounded-md border border-destructive/30 bg-destructive/10 p-3 text-sm"
      data-testid="compose-error"
    >
      <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
      <div className="flex flex-col gap-1">
        <p>{error.message}</p>
        <p className="text-muted-foreground">Nothing was sent and your message is kept here.</p>
        {limit ? (
          <Link href={SUBSCRIPTION_HREF} className="w-fit font-medium text-primary underline underline-offset-4">
            See your plan and its limits
          </Link>
        ) : aboutFields ? null : (
          <Link href={DOMAIN_SETTINGS_HREF} className="w-fit font-medium text-primary underline underline-offset-4">
            Open the sending settings (domains, postal address)
          </Link>
        )}
      </div>
    </div>
  );
}
