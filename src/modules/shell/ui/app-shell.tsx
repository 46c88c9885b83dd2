import { Sparkles } from "@/components/ui/markup-icons";
import { AppLink } from "@/components/ui/app-link";
import type { ReactNode } from "react";
import { BillingNotice, type BillingNoticeProps } from "@/modules/billing/client";
import { APP_NAME, crumbTitles } from "../routes";
import { Breadcrumbs } from "./breadcrumbs";
import { MobileNav } from "./mobile-nav";
import { SidebarNav } from "./sidebar-nav";

export type ShellProps = {
  /** The workspace switcher and user menu (identity's AccountControls, rendered by the layout). */
  account: ReactNode;
  /** The plan needs attention (trial ending, payment failed, plan ended). */
  billingNotice?: BillingNoticeProps | null;
  children: ReactNode;
};

function Brand() {
  return (
    <AppLink href="/marketing-dashboard/home" className="flex items-center gap-2 px-6 py-4 font-semibold">
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Sparkles className="size-4" aria-hidden />
      </span>
      {APP_NAME}
    </AppLink>
  );
}

/**
 * Rendered on the server, with client islands only where the browser must act: the current link
 * and the breadcrumbs (they follow navigation), the drawer, the workspace switcher and the user menu.
 * Sidebar on wide screens; below 768 px the same navigation opens in a drawer. Printed (and PDF)
 * pages show the content only.
 */
export function AppShell({ account, billingNotice, children }: ShellProps) {
  return (
    <div className="min-h-dvh md:grid md:grid-cols-[16rem_minmax(0,1fr)] print:block print:min-h-0">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      {/* Only on pages with a filter bar (id FILTERS_ID in src/lib/landmarks.ts): CSS, so it is there before the page's script runs. */}
      <a
        href="#filters"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 [body:not(:has(#filters))_&]:hidden"
      >
        Skip to filters
      </a>
      <aside data-testid="sidebar" className="sticky top-0 hidden h-dvh flex-col overflow-y-auto overscroll-contain border-r bg-card md:flex print:hidden">
        <Brand />
        <SidebarNav />
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur md:px-6 print:hidden">
          <MobileNav appName={APP_NAME}>
            <Brand />
            <SidebarNav />
          </MobileNav>
          <div className="hidden min-w-0 flex-1 sm:block">
            <Breadcrumbs titles={crumbTitles()} />
          </div>
          <div className="ml-auto flex items-center gap-2">{account}</div>
        </header>
        {billingNotice ? (
          <div className="print:hidden">
            <BillingNotice {...billingNotice} />
          </div>
        ) : null}
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none md:px-8 print:p-0">
          {children}
        </main>
      </div>
    </div>
  );
}
