"use client";

import { Eye } from "lucide-react";
import { useCompanyProfile } from "../hooks/use-company-profile";
import { useCurrentWorkspace } from "../hooks/use-workspaces";
import { can } from "../permissions";
import { CompanyProfileForm } from "../ui/company-profile/company-profile-form";
import { CompletenessCard } from "../ui/company-profile/completeness-card";
import { roleLabel } from "../ui/role-label";

export function CompanyProfileView() {
  const { data: workspace } = useCurrentWorkspace();
  const { data } = useCompanyProfile();
  const readOnly = !can(workspace.role, "profile.write");
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Company profile</h1>
        <p className="text-muted-foreground">Your brand as the AI uses it: everything it writes for {workspace.name} starts from here.</p>
      </div>
      {readOnly && (
        <div role="note" className="flex items-start gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
          <Eye className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>As {roleLabel[workspace.role]}, you can read the company profile but not change it. Ask a member or an admin of this workspace.</p>
        </div>
      )}
      <CompletenessCard completeness={data.completeness} />
      <CompanyProfileForm key={workspace.id} profile={data.profile} logo={data.logo} readOnly={readOnly} />
    </div>
  );
}
