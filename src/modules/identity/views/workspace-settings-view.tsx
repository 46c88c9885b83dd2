"use client";

import dynamic from "next/dynamic";
import { Suspense } from "react";
import { AppLink } from "@/components/ui/app-link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useCompanyProfile } from "../hooks/use-company-profile";
import { useCurrentWorkspace, useWorkspaces, useWorkspaceSettings } from "../hooks/use-workspaces";
import { can, type Role } from "../permissions";
import { roleLabel } from "../ui/role-label";
import { WorkspaceSettingsForm, WorkspaceSettingsSummary } from "../ui/workspace-settings-form";

const exitLoading = () => <Skeleton className="h-32 w-full" />;
/** The logo and the last cards (leave, delete) are each their own chunk, loaded once the page is up. */
const LogoUpload = dynamic(() => import("../ui/company-profile/logo-upload").then((m) => m.LogoUpload), {
  ssr: false,
  loading: () => <Skeleton className="h-24 w-full" />,
});
const LeaveWorkspaceCard = dynamic(() => import("../ui/leave-workspace-card").then((m) => m.LeaveWorkspaceCard), { ssr: false, loading: exitLoading });
const DeleteWorkspaceCard = dynamic(() => import("../ui/delete-workspace-card").then((m) => m.DeleteWorkspaceCard), { ssr: false, loading: exitLoading });

export function WorkspaceSettingsView() {
  const { data: workspace } = useCurrentWorkspace();
  const canManage = can(workspace.role, "workspace.manage");
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Workspace settings</h1>
        <p className="text-muted-foreground">Name, address and regional formats of {workspace.name}. Reports and schedules follow them.</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle as="h2">General</CardTitle>
          {!canManage && (
            <CardDescription>As a {roleLabel[workspace.role].toLowerCase()}, you can see these settings. Ask a workspace admin to change them.</CardDescription>
          )}
        </CardHeader>
        <CardContent>
          <Suspense fallback={<Skeleton className="h-72 w-full" />}>
            <Settings editable={canManage} />
          </Suspense>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Logo</CardTitle>
          <CardDescription>Shown across the workspace and used by the AI with your company profile.</CardDescription>
        </CardHeader>
        <CardContent>
          <Suspense fallback={<Skeleton className="h-24 w-full" />}>
            <Logo readOnly={!can(workspace.role, "profile.write")} />
          </Suspense>
        </CardContent>
      </Card>
      {canManage ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Product analytics</CardTitle>
            <CardDescription>How your team uses the product, and the feature flags and early-access features you turn on.</CardDescription>
          </CardHeader>
          <CardContent>
            <AppLink
              href="/marketing-dashboard/settings/general/product-analytics"
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Open product analytics
            </AppLink>
          </CardContent>
        </Card>
      ) : null}
      <ExitCards workspace={workspace} />
    </div>
  );
}

function Settings({ editable }: { editable: boolean }) {
  const { data: settings } = useWorkspaceSettings();
  return editable ? <WorkspaceSettingsForm settings={settings} /> : <WorkspaceSettingsSummary settings={settings} />;
}

/** The same workspace logo the company profile shows: one logo, two places to change it. */
function Logo({ readOnly }: { readOnly: boolean }) {
  const { data } = useCompanyProfile();
  return <LogoUpload logo={data.logo} companyName={data.profile.companyName} readOnly={readOnly} />;
}

type Current = { id: string; name: string; kind: "brand" | "agency" | "client"; role: Role };

/** Leaving (anyone but the owner) and deleting (the owner): both need another workspace to go to. */
function ExitCards({ workspace }: { workspace: Current }) {
  const list = useWorkspaces();
  if (list.isPending) return <Skeleton className="h-32 w-full" />;
  if (list.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        We couldn't load your workspaces, so leaving or deleting this one isn't available right now. Reload the page to try again.
      </p>
    );
  }
  const others = list.data.filter((w) => w.id !== workspace.id);
  // An agency's client workspaces go with it, so they aren't somewhere to go after deleting it.
  const afterDeletion = others.filter((w) => w.agencyId !== workspace.id);
  return (
    <>
      <LeaveWorkspaceCard workspace={workspace} hasOtherWorkspace={others.length > 0} />
      {can(workspace.role, "workspace.delete") && <DeleteWorkspaceCard workspace={workspace} hasOtherWorkspace={afterDeletion.length > 0} />}
    </>
  );
}
