"use client";

import { Lock } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { can, useCurrentWorkspace } from "@/modules/identity/client";
import { crmTabs } from "./crm-tabs";

/** data/crm-lists: the CRM, one tab per record type; the tab is kept in the address (?tab=). */
export function CrmListsView() {
  const { data: workspace } = useCurrentWorkspace();
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  if (!can(workspace.role, "crm.read")) {
    return <EmptyState icon={Lock} title="The CRM isn't part of your role" description="Ask a workspace admin if you need to see contacts." />;
  }
  const current = crmTabs.find((t) => t.id === params.get("tab"))?.id ?? crmTabs[0]?.id ?? "";
  const select = (id: string) => {
    const next = new URLSearchParams(params.toString());
    next.set("tab", id);
    for (const key of [...next.keys()]) if (key !== "tab") next.delete(key);
    router.replace(`${pathname}?${next}`, { scroll: false });
  };
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      <h1 className="text-2xl font-semibold tracking-tight">CRM</h1>
      <Tabs value={current} onValueChange={select}>
        <TabsList aria-label="CRM records">
          {crmTabs.map((t) => (
            <TabsTrigger key={t.id} value={t.id}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {crmTabs.map((t) => (
          <TabsContent key={t.id} value={t.id} className="mt-4">
            <t.Panel />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
