import type { ReactNode } from "react";
import { ProductAnalyticsWorkspace } from "@/modules/analytics/views/product-analytics";
import { AccountControls } from "@/modules/identity/views/account-controls";
import { AppShell, loadShell } from "@/modules/shell";

export const dynamic = "force-dynamic";

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const shell = await loadShell();
  return (
    <AppShell account={<AccountControls workspace={shell.workspace} user={shell.user} theme={shell.theme} />} billingNotice={shell.billingNotice}>
      <ProductAnalyticsWorkspace id={shell.workspace.id} />
      {children}
    </AppShell>
  );
}
