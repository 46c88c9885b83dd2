"use client";

import { Filter, ListPlus, ListChecks } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useWorkspaceRole } from "../../hooks/use-crm-workspace";
import { useLists } from "../../hooks/use-lists";
import { ListDetail } from "./list-detail";
import { ListFormDialog, type ListFormTarget } from "./list-form-dialog";
import { formatCount } from "@/lib/format";

/**
 * data/crm-lists?tab=lists: static lists and segments with their member counts, and the chosen one
 * (?list=<id>, so a link opens it): a segment's rule builder with its live count, the members,
 * rename, delete and CSV export.
 */
export function ListsPanel() {
  const { allowed } = useWorkspaceRole();
  const canWrite = allowed("crm.write");
  const canExport = allowed("crm.export");
  const lists = useLists();
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const [form, setForm] = useState<ListFormTarget | null>(null);

  const select = (id: string | null) => {
    const next = new URLSearchParams(params.toString());
    if (id) next.set("list", id);
    else next.delete("list");
    next.delete("send");
    router.replace(`${pathname}?${next}`, { scroll: false });
  };
  const rows = lists.data ?? [];
  const chosen = rows.find((l) => l.id === params.get("list")) ?? rows[0] ?? null;

  const createButtons = canWrite && (
    <div className="flex flex-wrap gap-2">
      <Button type="button" size="sm" onClick={() => setForm({ mode: "create", kind: "segment" })}>
        <Filter aria-hidden /> New segment
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={() => setForm({ mode: "create", kind: "static" })}>
        <ListPlus aria-hidden /> New list
      </Button>
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      {lists.isPending ? (
        <div className="grid gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]" aria-busy="true" aria-label="Loading lists">
          <Skeleton className="h-64" />
          <Skeleton className="h-96" />
        </div>
      ) : lists.isError ? (
        <EmptyState title="Lists couldn't be loaded" description={lists.error.message} action={<Button onClick={() => lists.refetch()}>Try again</Button>} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={ListChecks}
          title="No lists or segments yet"
          description={
            canWrite
              ? "A segment gathers everyone who matches its rules, and keeps up as contacts change. A static list keeps exactly the contacts you put in it."
              : "When your team creates lists and segments, they appear here."
          }
          action={createButtons || undefined}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <nav aria-label="Lists and segments" className="flex flex-col gap-3">
            {createButtons}
            <ul className="flex max-h-[60vh] flex-col gap-1 overflow-y-auto rounded-lg border p-1 lg:max-h-[calc(100dvh-16rem)]">
              {rows.map((l) => (
                <li key={l.id}>
                  <button
                    type="button"
                    onClick={() => select(l.id)}
                    aria-current={chosen?.id === l.id ? "true" : undefined}
                    className={cn(
                      "flex w-full cursor-pointer items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm transition-colors hover:bg-accent",
                      chosen?.id === l.id && "bg-accent font-medium",
                    )}
                  >
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate">{l.name}</span>
                      <span className="text-xs font-normal text-muted-foreground">{l.kind === "segment" ? "Segment" : "Static list"}</span>
                    </span>
                    <Badge
                      variant="outline"
                      className="tabular-nums"
                      aria-label={l.memberCount === null ? "Rules need fixing" : `${formatCount(l.memberCount)} contacts`}
                    >
                      {l.memberCount === null ? "!" : formatCount(l.memberCount)}
                    </Badge>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {chosen && <ListDetail key={chosen.id} list={chosen} canWrite={canWrite} canExport={canExport} onEdit={setForm} onDeleted={() => select(null)} />}
        </div>
      )}
      <ListFormDialog target={form} onClose={() => setForm(null)} onSaved={(id) => (setForm(null), select(id))} />
    </div>
  );
}
