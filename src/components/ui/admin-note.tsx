import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * What the person who runs this server does (settings, commands), folded away under "For your
 * administrator" so a marketer reads what they can do and hands this part on. No script: a native
 * <details>, so it works in server-rendered pages and costs no JS.
 */
export function AdminNote({ children, className, testId }: { children: ReactNode; className?: string; testId?: string }) {
  return (
    <details className={cn("group text-sm", className)} data-testid={testId}>
      <summary className="w-fit cursor-pointer rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring">
        For your administrator
      </summary>
      <div className="mt-2 grid gap-1.5 text-muted-foreground [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:break-all [&_code]:text-foreground">
        {children}
      </div>
    </details>
  );
}
