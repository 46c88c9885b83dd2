"use client";

import { Download, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { SegmentRules } from "../../contracts/segments.contracts";
import { useDeleteList } from "../../hooks/use-lists";
import type { ListFormTarget } from "./list-form-dialog";
import { useListMessaging } from "./list-messaging";
import { MembersTable } from "./members-table";
import { SegmentEditor } from "./segment-editor";
import { formatCount } from "@/lib/format";

export type ListItem = {
  id: string;
  name: string;
  description: string | null;
  kind: "static" | "segment";
  rules: SegmentRules | null;
  memberCount: number | null;
  updatedAt: Date;
};

/** One list or segment: its name and actions (email or text it, rename, export, delete), a segment's rules, the members and the messages sent to it. */
export function ListDetail({
  list,
  canWrite,
  canExport,
  onEdit,
  onDeleted,
}: {
  list: ListItem;
  canWrite: boolean;
  canExport: boolean;
  onEdit: (t: ListFormTarget) => void;
  onDeleted: () => void;
}) {
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteList(list, { onSuccess: onDeleted });
  const what = list.kind === "segment" ? "segment" : "list";
  const messaging = useListMessaging();

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="truncate text-xl font-semibold tracking-tight">{list.name}</h2>
            <Badge variant={list.kind === "segment" ? "default" : "secondary"}>{list.kind === "segment" ? "Segment" : "Static list"}</Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            {list.memberCount === null
              ? "Its rules need fixing: a list or field they name is gone."
              : `${formatCount(list.memberCount)} ${list.memberCount === 1 ? "contact" : "contacts"}`}
            {list.description ? ` · ${list.description}` : ""}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <messaging.Actions list={list} />
          {canExport && (
            <Button asChild variant="outline" size="sm">
              <a href={`/api/crm/lists/${list.id}/export`} download>
                <Download aria-hidden /> Export CSV
              </a>
            </Button>
          )}
          {canWrite && (
            <>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => onEdit({ mode: "edit", id: list.id, kind: list.kind, name: list.name, description: list.description })}
              >
                <Pencil aria-hidden /> Rename
              </Button>
              <Button type="button" variant="outline" size="sm" onClick={() => setDeleting(true)}>
                <Trash2 aria-hidden /> Delete
              </Button>
            </>
          )}
        </div>
      </header>
      {list.kind === "segment" && (
        <SegmentEditor
          key={`rules-${list.id}-${list.updatedAt.getTime()}`}
          segmentId={list.id}
          rules={list.rules ?? { combinator: "and", groups: [] }}
          canWrite={canWrite}
        />
      )}
      <MembersTable key={`members-${list.id}-${list.updatedAt.getTime()}`} list={list} canWrite={canWrite} />
      <messaging.Sends list={list} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete the ${what} “${list.name}”?`}
        description={`The ${what} goes away; its contacts stay in your CRM. This can't be undone.`}
        confirmLabel={`Delete ${what}`}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutateAsync({ id: list.id })}
      />
    </div>
  );
}
