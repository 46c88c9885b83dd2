import type { ReactNode } from "react";
import { Card, CardDescription, CardHeader } from "@/components/ui/card";

/**
 * The frame of the public unsubscribe and preference pages: the sender's name (and logo), one card.
 * No app shell, no sign-in; readable from 320 px up.
 */
export function PublicFrame({
  token,
  workspaceName,
  hasLogo,
  children,
}: {
  token: string;
  workspaceName: string | null;
  hasLogo: boolean;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-xl flex-col gap-6 px-4 py-8 sm:py-16">
      {workspaceName ? (
        <header className="flex min-w-0 items-center gap-3">
          {hasLogo ? (
            // The logo comes from our own route (the token is its key): no image optimisation needed.
            <img src={`/u/${encodeURIComponent(token)}/logo`} alt="" className="h-10 w-auto max-w-40 shrink-0 object-contain" />
          ) : null}
          <p className="truncate text-base font-semibold">{workspaceName}</p>
        </header>
      ) : null}
      {children}
    </main>
  );
}

/** A link that can't be used: said plainly, with what to do instead. */
export function BrokenLinkCard() {
  return (
    <Card>
      <CardHeader>
        <h1 className="text-xl font-semibold">This link is broken</h1>
        <CardDescription>
          The link you followed is incomplete or was changed. Use the unsubscribe link of a recent message from the sender, or reply to that message and ask to
          be removed.
        </CardDescription>
      </CardHeader>
    </Card>
  );
}

/** A confirmation after a form was sent, announced to screen readers. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="rounded-lg border border-success/30 bg-success/10 px-4 py-3 text-sm text-foreground">
      {children}
    </div>
  );
}
