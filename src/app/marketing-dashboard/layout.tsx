import type { ReactNode } from "react";
import { AppShell, loadShell } from "@/modules/shell";

export const dynamic = "force-dynamic";

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const shell = await loadShell();
  return (
    <AppShell workspace={shell.workspace} user={shell.user} theme={shell.theme} billingNotice={shell.billingNotice}>
      {children}
    </AppShell>
  );
}
