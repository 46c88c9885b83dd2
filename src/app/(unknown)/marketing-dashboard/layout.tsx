import type { ReactNode } from "react";
import { AccountControls } from "@/modules/identity/views/account-controls";
import { AppShell, loadShell } from "@/modules/shell";

export const dynamic = "force-dynamic";

/**
 * The product frame for addresses without a page. It sits outside the product's loading boundary
 * (src/app/marketing-dashboard/loading.tsx): behind a Suspense boundary the response would already
 * be streaming with status 200 when the catch-all calls notFound(), a "soft 404".
 */
export default async function UnknownPageLayout({ children }: { children: ReactNode }) {
  const shell = await loadShell();
  return (
    <AppShell account={<AccountControls workspace={shell.workspace} user={shell.user} theme={shell.theme} />} billingNotice={shell.billingNotice}>
      {children}
    </AppShell>
  );
}
