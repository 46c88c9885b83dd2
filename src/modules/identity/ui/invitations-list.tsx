"use client";

import { Copy, RotateCw, X } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useInvitations, useResendInvitation, useRevokeInvitation } from "../hooks/use-team";
import { copyLink } from "./invite-form";
import { roleLabel } from "./role-label";

type Delivery = { state: "queued" | "sent" | "failed" | "bounced" | "suppressed"; sentAt: Date | null; error: string | null } | null;

/** The current link's mail as the messaging engine reports it: an admin sees a bounce or a failure and why. */
function DeliveryBadge({ delivery }: { delivery: Delivery }) {
  if (!delivery) return <Badge variant="outline">Not mailed</Badge>;
  switch (delivery.state) {
    case "queued":
      return <Badge variant="secondary">Queued</Badge>;
    case "sent":
      return <Badge variant="success">Sent{delivery.sentAt ? ` ${delivery.sentAt.toLocaleDateString()}` : ""}</Badge>;
    case "bounced":
      return (
        <Badge variant="destructive" title={delivery.error ?? undefined}>
          Bounced{delivery.error ? `: ${delivery.error}` : ""}
        </Badge>
      );
    default:
      return (
        <Badge variant="destructive" title={delivery.error ?? undefined}>
          Failed{delivery.error ? `: ${delivery.error}` : ""}
        </Badge>
      );
  }
}

export function InvitationsList() {
  // While a mail is queued, its outcome is a few seconds away: the hook looks again until it is known.
  const { data: invitations } = useInvitations();
  const [revoking, setRevoking] = useState<{ id: string; email: string } | null>(null);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();

  if (invitations.length === 0) return <EmptyState title="No open invitations" description="People you invite appear here until they join." />;

  return (
    <>
      <Table aria-label="Open invitations">
        <TableHeader>
          <TableRow>
            <TableHead>Email</TableHead>
            <TableHead>Role</TableHead>
            <TableHead className="hidden sm:table-cell">Status</TableHead>
            <TableHead className="hidden md:table-cell">Email delivery</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {invitations.map((inv) => (
            <TableRow key={inv.id} data-invitation={inv.email}>
              <TableCell className="font-medium">{inv.email}</TableCell>
              <TableCell>{roleLabel[inv.role]}</TableCell>
              <TableCell className="hidden sm:table-cell">
                {inv.status === "expired" ? (
                  <Badge variant="warning">Expired</Badge>
                ) : (
                  <Badge variant="secondary">Until {inv.expiresAt.toLocaleDateString()}</Badge>
                )}
              </TableCell>
              <TableCell className="hidden max-w-64 truncate md:table-cell" data-testid="invitation-delivery">
                <DeliveryBadge delivery={inv.delivery} />
              </TableCell>
              <TableCell className="text-right">
                <div className="flex justify-end gap-1">
                  <Button size="icon" variant="ghost" onClick={() => void copyLink(inv.link)} aria-label={`Copy the link for ${inv.email}`}>
                    <Copy className="size-4" aria-hidden />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    loading={resend.isPending && resend.variables?.invitationId === inv.id}
                    onClick={() => resend.mutate({ invitationId: inv.id })}
                    aria-label={`Resend to ${inv.email}`}
                  >
                    <RotateCw className="size-4" aria-hidden />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    onClick={() => setRevoking({ id: inv.id, email: inv.email })}
                    aria-label={`Withdraw the invitation of ${inv.email}`}
                  >
                    <X className="size-4" aria-hidden />
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={`Withdraw the invitation of ${revoking?.email ?? ""}?`}
        description="Its link stops working at once. You can invite them again later."
        confirmLabel="Withdraw invitation"
        destructive
        onConfirm={() => revoke.mutateAsync({ invitationId: revoking!.id })}
      />
    </>
  );
}
