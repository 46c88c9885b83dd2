"use client";

import { Lock } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { can, useCurrentWorkspace } from "@/modules/identity/client";
import { sendingTabs } from "./sending-domains-tabs";

/** settings/data-settings/domain-verification: sending domains and sending settings; admins change them, the team reads them. */
export function SendingDomainsView() {
  const { data: workspace } = useCurrentWorkspace();
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  if (!can(workspace.role, "messaging.read")) {
    return <EmptyState icon={Lock} title="Sending settings aren't part of your role" description="Ask a workspace admin." />;
  }
  const manage = can(workspace.role, "messaging.manage");
  const current = sendingTabs.find((t) => t.id === params.get("tab"))?.id ?? sendingTabs[0]!.id;
  const select = (id: string) => router.replace(`${pathname}?tab=${id}`, { scroll: false });
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Sending domains</h1>
        <p className="text-muted-foreground">
          {manage ? "The domains your email is sent from, and how it's sent." : "Only owners and admins change these settings."}
        </p>
      </div>
      <Tabs value={current} onValueChange={select}>
        <TabsList aria-label="Sending settings">
          {sendingTabs.map((t) => (
            <TabsTrigger key={t.id} value={t.id}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {sendingTabs.map((t) => (
          <TabsContent key={t.id} value={t.id} className="mt-2">
            <t.Panel manage={manage} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
