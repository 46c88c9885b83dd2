import type { ReactNode } from "react";

/** A calm, non-error message in an auth card (sent, done, how to turn something on). */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="rounded-md border border-primary/30 bg-primary/5 px-3 py-2 text-sm text-foreground">
      {children}
    </div>
  );
}
