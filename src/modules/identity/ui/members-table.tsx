"use client";

import { Crown, UserMinus } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useChangeRole, useMembers, useRemoveMember, useTransferOwnership } from "../hooks/use-team";
import type { Role } from "../permissions";
import { roleLabel } from "./role-label";
import { LazyRoleSelect } from "./lazy-role-select";

type Member = { memberId: string; userId: string; name: string | null; email: string; role: Role; joinedAt: Date };
type Pending = { kind: "remove" | "transfer"; member: Member } | null;

export function MembersTable({ me, canManage, canTransfer }: { me: string; canManage: boolean; canTransfer: boolean }) {
  const { data: members } = useMembers();
  const [pending, setPending] = useState<Pending>(null);
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();

  return (
    <>
      <Table aria-label="Members">
        <TableHeader>
          <TableRow>
            <TableHead>Person</TableHead>
            <TableHead>Role</TableHead>
            <TableHead className="hidden sm:table-cell">Joined</TableHead>
            {(canManage || canTransfer) && <TableHead className="text-right">Actions</TableHead>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {members.map((m) => (
            <TableRow key={m.memberId} data-member={m.email}>
              <TableCell>
                <div className="flex flex-col">
                  <span className="font-medium">
                    {m.name ?? m.email} {m.userId === me && <span className="text-muted-foreground">(you)</span>}
                  </span>
                  <span className="text-xs text-muted-foreground">{m.email}</span>
                </div>
              </TableCell>
              <TableCell>
                {canManage && m.role !== "owner" ? (
                  <LazyRoleSelect
                    className="w-32"
                    label={`Role of ${m.email}`}
                    value={m.role}
                    onChange={(role) => changeRole.mutate({ memberId: m.memberId, role })}
                  />
                ) : (
                  <Badge variant={m.role === "owner" ? "default" : "secondary"}>{roleLabel[m.role]}</Badge>
                )}
              </TableCell>
              <TableCell className="hidden sm:table-cell">{m.joinedAt.toLocaleDateString()}</TableCell>
              {(canManage || canTransfer) && (
                <TableCell className="text-right">
                  <div className="flex justify-end gap-1">
                    {canTransfer && m.userId !== me && (
                      <Button size="sm" variant="ghost" onClick={() => setPending({ kind: "transfer", member: m })} aria-label={`Make ${m.email} the owner`}>
                        <Crown className="size-4" aria-hidden /> <span className="hidden md:inline">Make owner</span>
                      </Button>
                    )}
                    {canManage && m.role !== "owner" && (
                      <Button size="sm" variant="ghost" onClick={() => setPending({ kind: "remove", member: m })} aria-label={`Remove ${m.email}`}>
                        <UserMinus className="size-4" aria-hidden /> <span className="hidden md:inline">Remove</span>
                      </Button>
                    )}
                  </div>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={pending?.kind === "remove"}
        onOpenChange={(open) => !open && setPending(null)}
        title={`Remove ${pending?.member.email ?? ""}?`}
        description="They lose access to this workspace at once. Their work stays. You can invite them again later."
        confirmLabel="Remove member"
        destructive
        onConfirm={() => remove.mutateAsync({ memberId: pending!.member.memberId })}
      />
      <ConfirmDialog
        open={pending?.kind === "transfer"}
        onOpenChange={(open) => !open && setPending(null)}
        title={`Make ${pending?.member.email ?? ""} the owner?`}
        description="They get full control of the workspace, including billing and deleting it. You become an admin, and only they can give ownership back."
        confirmLabel="Transfer ownership"
        destructive
        onConfirm={() => transfer.mutateAsync({ memberId: pending!.member.memberId })}
      />
    </>
  );
}
