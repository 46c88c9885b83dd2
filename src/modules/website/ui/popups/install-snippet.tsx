"use client";

import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { AdminNote } from "@/components/ui/admin-note";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { CONSENT_SETTINGS_HREF } from "../../contracts/consent.constants";
import { usePopupSnippet } from "../../hooks/use-popups";

/** The line to paste into the customer's site, with a copy button. */
export function InstallSnippet() {
  const { data } = usePopupSnippet();
  const [copied, setCopied] = useState(false);
  if (!data) return null;
  const copy = async () => {
    await navigator.clipboard.writeText(data.snippet);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <section aria-labelledby="popup-snippet-title" className="flex flex-col gap-2 rounded-lg border p-4">
      <h2 id="popup-snippet-title" className="text-base font-semibold">
        Put your pop-ups on your site
      </h2>
      <p className="text-sm text-muted-foreground">
        Paste this line before <code>&lt;/body&gt;</code> on every page of your site, or once in its template. Live pop-ups then show there; paused and draft
        ones don&apos;t.
      </p>
      <div className="flex flex-wrap items-start gap-2">
        <code data-testid="popup-snippet" className="min-w-0 flex-1 rounded-md bg-muted px-3 py-2 font-mono text-xs break-all">
          {data.snippet}
        </code>
        <Button variant="outline" size="sm" onClick={copy}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />} {copied ? "Copied" : "Copy snippet"}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        If your site asks visitors for consent, add <code>data-consent=&quot;required&quot;</code>: nothing is stored in their browser until they agree. To have
        the script ask them with your{" "}
        <Link href={CONSENT_SETTINGS_HREF} className="text-primary underline-offset-4 hover:underline">
          consent banner
        </Link>
        , add <code>data-banner=&quot;on&quot;</code> instead.
      </p>
      <AdminNote>
        <p>
          The snippet&apos;s address comes from <code>NEXT_PUBLIC_SITE_URL</code>. Set it to the address visitors&apos; browsers reach this app at, or the
          script won&apos;t load on the customer&apos;s site.
        </p>
      </AdminNote>
    </section>
  );
}
