"use client";

import { Lock } from "lucide-react";
import dynamic from "next/dynamic";
import { useSession } from "../session";
import { Suspense } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useSeats } from "../hooks/use-team";
import { useCurrentWorkspace } from "../hooks/use-workspaces";
import { can } from "../permissions";
import { InviteForm } from "../ui/invite-form";
import { MembersTable } from "../ui/members-table";
import { roleLabel } from "../ui/role-label";

const loading = <Skeleton className="h-32 w-full" />;

/**
 * Below the fold: the open invitations, the security log (it reads its entries in the browser anyway,
 * with its date range picker and action filter) and the roles table are each their own chunk, loaded
 * once the page is up, so the page's first load doesn't carry them.
 */
const InvitationsList = dynamic(() => import("../ui/invitations-list").then((m) => m.InvitationsList), { ssr: false, loading: () => loading });
const PermissionMatrix = dynamic(() => import("../ui/permission-matrix").then((m) => m.PermissionMatrix), { ssr: false, loading: () => loading });
const AuditLog = dynamic(() => import("../ui/audit-log").then((m) => m.AuditLog), { ssr: false, loading: () => loading });

export function TeamAccessView() {
  const { data: workspace } = useCurrentWorkspace();
  const me = useSession().data?.user.id ?? "";
  if (!can(workspace.role, "members.read")) {
    return (
      <EmptyState
        icon={Lock}
        title="The team list isn't part of your role"
        description={`As ${roleLabel[workspace.role]}, you see this workspace's reports. Ask a workspace admin if you need more.`}
      />
    );
  }
  const canManage = can(workspace.role, "members.manage");
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Team access</h1>
        <Suspense fallback={<Skeleton className="h-5 w-64" />}>
          <Seats />
        </Suspense>
      </div>
      {canManage && (
        <Card>
          <CardHeader>
            <CardTitle>Invite a teammate</CardTitle>
            <CardDescription>They get an email with a link that works once, for 7 days.</CardDescription>
          </CardHeader>
          <CardContent>
            <Suspense fallback={loading}>
              <Invite />
            </Suspense>
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Members</CardTitle>
          <CardDescription>Everyone who can open {workspace.name}, with their role.</CardDescription>
        </CardHeader>
        <CardContent>
          <Suspense fallback={loading}>
            <MembersTable me={me} canManage={canManage} canTransfer={can(workspace.role, "workspace.transfer")} />
          </Suspense>
        </CardContent>
      </Card>
      {canManage && (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Open invitations</CardTitle>
            </CardHeader>
            <CardContent>
              <Suspense fallback={loading}>
                <InvitationsList />
              </Suspense>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Security log</CardTitle>
              <CardDescription>Who invited, changed or removed whom, and when. Entries can't be edited or deleted.</CardDescription>
            </CardHeader>
            <CardContent>
              <AuditLog />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Roles and permissions</CardTitle>
              <CardDescription>What each role may do in this workspace.</CardDescription>
            </CardHeader>
            <CardContent>
              <PermissionMatrix />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}

function Seats() {
  const { data } = useSeats();
  return (
    <p className="text-muted-foreground" data-testid="seats">
      {data.plan.used} of {data.plan.limit} {data.plan.limit === 1 ? "seat" : "seats"} of your plan in use. Here: {data.members}{" "}
      {data.members === 1 ? "member" : "members"}, {data.invited} invited.
    </p>
  );
}

function Invite() {
  const { data } = useSeats();
  return <InviteForm mailOff={data.mailEnabled ? null : { hint: data.mailOffHint, adminStep: data.mailOffAdminStep }} />;
}
