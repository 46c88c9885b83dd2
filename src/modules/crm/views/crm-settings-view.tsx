"use client";

import { Lock } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { useWorkspaceRole } from "../hooks/use-crm-workspace";
import { crmSettingsSections } from "./settings-sections";

/** settings/data-settings/crm: how the CRM is shaped; admins change it, the team reads it. */
export function CrmSettingsView() {
  const { allowed } = useWorkspaceRole();
  if (!allowed("crm.read")) {
    return <EmptyState icon={Lock} title="CRM settings aren't part of your role" description="Ask a workspace admin." />;
  }
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">CRM settings</h1>
        <p className="text-muted-foreground">
          {allowed("crm.settings") ? "Shape the CRM to how your team works." : "Only owners and admins change these settings."}
        </p>
      </div>
      {crmSettingsSections.map((s) => (
        <Card key={s.id} id={s.id}>
          <CardHeader>
            <CardTitle>{s.title}</CardTitle>
            <CardDescription>{s.description}</CardDescription>
          </CardHeader>
          <CardContent>
            <s.Section />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
