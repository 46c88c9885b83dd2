"use client";

import { LogOut } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useLeaveWorkspace } from "../hooks/use-workspaces";
import type { Role } from "../permissions";

export function LeaveWorkspaceCard({ workspace, hasOtherWorkspace }: { workspace: { id: string; name: string; role: Role }; hasOtherWorkspace: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveWorkspace(workspace.name);
  const owner = workspace.role === "owner";

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Leave this workspace</CardTitle>
        <CardDescription>
          {owner
            ? `You own ${workspace.name}, so you can't leave it. Make someone else the owner on Team access first; then you can leave.`
            : hasOtherWorkspace
              ? `You lose access to ${workspace.name} at once. Its data stays with the rest of the team, and an admin can invite you back.`
              : "This is your only workspace, so you can't leave it. Join or create another workspace first (from the workspace menu)."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {owner ? (
          <Button variant="outline" asChild>
            <Link href="/marketing-dashboard/settings/team-access">Go to Team access</Link>
          </Button>
        ) : (
          <Button variant="outline" disabled={!hasOtherWorkspace} onClick={() => setConfirming(true)}>
            <LogOut className="size-4" aria-hidden /> Leave workspace
          </Button>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Leave ${workspace.name}?`}
        description="You lose access at once. To come back, an admin of this workspace has to invite you again."
        confirmLabel="Leave workspace"
        destructive
        onConfirm={() => leave.mutateAsync({ workspaceId: workspace.id })}
      />
    </Card>
  );
}
