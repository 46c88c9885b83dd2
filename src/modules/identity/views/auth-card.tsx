import { Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { CookieSettingsLink } from "@/components/ui/cookie-settings-link";

/** The frame of the sign-in, sign-up and auth error pages. */
export function AuthCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 px-4 py-10">
      <div className="flex w-full max-w-sm flex-col gap-6">
        <div className="flex items-center justify-center gap-2 font-semibold">
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Sparkles className="size-4" aria-hidden />
          </span>
          AI Marketing Tools
        </div>
        <section aria-labelledby="auth-title" className="flex flex-col gap-5 rounded-xl border bg-card p-6 shadow-sm">
          <div className="flex flex-col gap-1 text-center">
            <h1 id="auth-title" className="text-xl font-semibold tracking-tight">
              {title}
            </h1>
            {description && <p className="text-sm text-muted-foreground">{description}</p>}
          </div>
          {children}
        </section>
        <footer className="flex justify-center">
          <CookieSettingsLink />
        </footer>
      </div>
    </main>
  );
}

export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
      {children}
    </p>
  );
}
