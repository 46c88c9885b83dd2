"use client";

import { TriangleAlert } from "lucide-react";
import { buttonBase } from "@/components/ui/button-classes";

/** The product's error page: a plain sentence, a reference to quote, and a way to try again. */
export function ErrorView({ digest, reset }: { digest?: string; reset: () => void }) {
  return (
    <section role="alert" aria-labelledby="error-title" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlert className="size-7" aria-hidden />
      </span>
      <h1 id="error-title" className="text-2xl font-semibold tracking-tight">
        Something went wrong
      </h1>
      <p className="text-muted-foreground">We couldn't show this page. We have logged the problem; try again in a moment.</p>
      {digest && <p className="text-xs text-muted-foreground">Reference: {digest}</p>}
      {/* A plain button with Button's default look: each error boundary is its own first-load chunk. */}
      <button type="button" onClick={reset} className={`${buttonBase} h-9 bg-primary px-4 text-primary-foreground shadow-sm hover:bg-primary/90`}>
        Try again
      </button>
    </section>
  );
}
