"use client";

import { displayEmail } from "@/lib/email-address";
import { Search, UserMinus, Users } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { consentLabel, displayName, formatDate, optionLabel } from "../contacts/columns";
import { useDebounced } from "@/components/ui/use-debounced";
import { useListMembers, useRemoveListContacts, useRuleChoices } from "../../hooks/use-lists";
import { formatCount } from "@/lib/format";

type List = { id: string; name: string; kind: "static" | "segment"; memberCount: number | null };

/**
 * A list's or segment's contacts, newest first, 50 at a time ("Show more" reads the next page by
 * cursor), with a search box. On a static list, writers tick rows and take them out of the list.
 */
export function MembersTable({ list, canWrite }: { list: List; canWrite: boolean }) {
  const choices = useRuleChoices();
  const [typed, setTyped] = useState("");
  const search = useDebounced(typed.trim(), 300);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const removable = canWrite && list.kind === "static";
  const pages = useListMembers(list.id, search);
  const rows = pages.data?.pages.flatMap((p) => p.rows) ?? [];
  const remove = useRemoveListContacts(list, { onSuccess: () => setSelected(new Set()) });
  const toggle = (id: string, on: boolean) => setSelected((s) => (on ? new Set(s).add(id) : new Set([...s].filter((x) => x !== id))));
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));

  return (
    <section aria-labelledby={`members-${list.id}`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`members-${list.id}`} className="text-base font-semibold">
          Members
        </h3>
        <div className="relative w-full sm:w-64">
          <Search aria-hidden className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted-foreground" />
          <Input
            type="search"
            aria-label={`Search the members of ${list.name}`}
            placeholder="Search name, email, company"
            className="pl-8"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
      </div>
      {removable && selected.size > 0 && (
        <div className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm" role="region" aria-label="Selected members">
          <span>{formatCount(selected.size)} selected</span>
          <Button type="button" size="sm" variant="outline" onClick={() => setConfirming(true)}>
            <UserMinus aria-hidden /> Remove from list
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
        </div>
      )}
      {pages.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading members">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : pages.isError ? (
        <EmptyState
          title="The members couldn't be loaded"
          description={pages.error.message}
          action={<Button onClick={() => pages.refetch()}>Try again</Button>}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={Users}
          title={search ? "No member matches this search" : list.kind === "static" ? "This list is empty" : "No contact matches these rules"}
          description={
            search
              ? "Try another name, email or company."
              : list.kind === "static"
                ? "Add contacts from the Contacts tab: select them, then “Add to list”."
                : "Change the rules above to widen the segment."
          }
        />
      ) : (
        <>
          <Table aria-label={`Members of ${list.name}`}>
            <TableHeader>
              <TableRow>
                {removable && (
                  <TableHead className="w-10">
                    <input
                      type="checkbox"
                      className="size-4 cursor-pointer accent-primary"
                      aria-label="Select every member shown"
                      checked={allOnPage}
                      onChange={(e) => setSelected(e.target.checked ? new Set([...selected, ...rows.map((r) => r.id)]) : new Set())}
                    />
                  </TableHead>
                )}
                <TableHead>Name</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Lifecycle stage</TableHead>
                <TableHead className="text-right">Lead score</TableHead>
                <TableHead>Email consent</TableHead>
                <TableHead>Tags</TableHead>
                <TableHead>Created</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id} data-state={selected.has(r.id) ? "selected" : undefined}>
                  {removable && (
                    <TableCell>
                      <input
                        type="checkbox"
                        className="size-4 cursor-pointer accent-primary"
                        aria-label={`Select ${displayName(r)}`}
                        checked={selected.has(r.id)}
                        onChange={(e) => toggle(r.id, e.target.checked)}
                      />
                    </TableCell>
                  )}
                  <TableCell className="max-w-56 truncate font-medium">
                    <Link href={`/marketing-dashboard/data/crm-lists?tab=contacts&contact=${r.id}`} className="hover:underline">
                      {displayName(r)}
                    </Link>
                  </TableCell>
                  <TableCell className="max-w-56 truncate">{displayEmail(r.email)}</TableCell>
                  <TableCell className="whitespace-nowrap">{optionLabel(choices.stages, r.lifecycleStage)}</TableCell>
                  <TableCell className="text-right tabular-nums">{r.leadScore}</TableCell>
                  <TableCell className="whitespace-nowrap">{consentLabel[r.emailConsent]}</TableCell>
                  <TableCell>
                    <div className="flex max-w-56 flex-wrap gap-1">
                      {r.tags.slice(0, 3).map((t) => (
                        <Badge key={t} variant="secondary">
                          {t}
                        </Badge>
                      ))}
                      {r.tags.length > 3 && <Badge variant="outline">+{r.tags.length - 3}</Badge>}
                    </div>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatDate(r.createdAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
            <span>
              Showing {formatCount(rows.length)}
              {list.memberCount !== null && !search ? ` of ${formatCount(list.memberCount)}` : ""}
            </span>
            {pages.hasNextPage && (
              <Button type="button" variant="outline" size="sm" onClick={() => pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
                Show more
              </Button>
            )}
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${formatCount(selected.size)} ${selected.size === 1 ? "contact" : "contacts"} from “${list.name}”?`}
        description="They stay in your contacts and in any other list; only this list changes."
        confirmLabel="Remove from list"
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutateAsync({ listId: list.id, contactIds: [...selected] })}
      />
    </section>
  );
}
