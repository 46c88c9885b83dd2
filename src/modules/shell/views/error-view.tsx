"use client";

/**
 * `buttonVariants()` (the default Button), resolved: this view is in every page's first load (the root
 * layout's chunk, see src/app/providers.tsx), and the button's class table would come with it
 * (see error-view.render.test.ts).
 */
export const RETRY_BUTTON_CLASS =
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 bg-primary text-primary-foreground shadow-sm hover:bg-primary/90 h-9 px-4";

/** The product's error page: a plain sentence, a reference to quote, and a way to try again. */
export function ErrorView({ digest, reset }: { digest?: string; reset: () => void }) {
  return (
    <section role="alert" aria-labelledby="error-title" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        {/* Lucide's triangle-alert, inline: this view is in every page's first load, and lucide's runtime would come with it. */}
        <svg
          aria-hidden="true"
          className="size-7"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
          <path d="M12 9v4" />
          <path d="M12 17h.01" />
        </svg>
      </span>
      <h1 id="error-title" className="text-2xl font-semibold tracking-tight">
        Something went wrong
      </h1>
      <p className="text-muted-foreground">We couldn't show this page. We have logged the problem; try again in a moment.</p>
      {digest && <p className="text-xs text-muted-foreground">Reference: {digest}</p>}
      {/* A plain button with Button's default look. */}
      <button type="button" onClick={reset} className={RETRY_BUTTON_CLASS}>
        Try again
      </button>
    </section>
  );
}
