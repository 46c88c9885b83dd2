"use client";

import { useId, useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { useAddSources, useConnectionAccounts } from "../hooks/use-connections";
import { filterAccounts, plural } from "./format";
import type { AccountView, PlatformView } from "./types";

/** Above this many accounts the list gets a search box. */
const SEARCH_FROM = 8;

/**
 * The accounts a connection may read, as the platform lists them: pick some, and each becomes a
 * source (counted in the plan) whose first sync starts at once. Accounts already added are shown, checked and disabled.
 */
export function AccountPickerDialog({
  connectionId,
  platform,
  onClose,
}: {
  connectionId: string | null;
  platform: PlatformView | undefined;
  onClose: () => void;
}) {
  const open = connectionId !== null;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-xl">
        {open ? <Picker key={connectionId} connectionId={connectionId} platform={platform} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Picker({ connectionId, platform, onClose }: { connectionId: string; platform: PlatformView | undefined; onClose: () => void }) {
  const searchId = useId();
  const noun = platform?.accountNoun ?? "account";
  const name = platform?.name ?? "The platform";
  const accounts = useConnectionAccounts(connectionId);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [search, setSearch] = useState("");
  const add = useAddSources({ onSuccess: onClose });
  const all = useMemo(() => accounts.data ?? [], [accounts.data]);
  const shown = useMemo(() => filterAccounts(all, search), [all, search]);
  const selectable = shown.filter((a) => !a.added);
  const allShownPicked = selectable.length > 0 && selectable.every((a) => picked.has(a.id));

  const toggle = (id: string) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleShown = () =>
    setPicked((prev) => {
      const next = new Set(prev);
      for (const a of selectable) {
        if (allShownPicked) next.delete(a.id);
        else next.add(a.id);
      }
      return next;
    });

  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Pick the {noun}s to sync</DialogTitle>
        <DialogDescription>
          {name} is connected. Each {noun} you add becomes a source: it counts toward your plan, and its first sync starts at once.
        </DialogDescription>
      </DialogHeader>
      {accounts.isPending ? (
        <div className="grid gap-2" role="status" aria-busy="true" aria-label={`Loading ${noun}s`}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : accounts.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm">
          <p className="text-destructive">
            {name} didn&apos;t list the {noun}s. {accounts.error.message}
          </p>
          <Button size="sm" variant="outline" onClick={() => void accounts.refetch()}>
            Try again
          </Button>
        </div>
      ) : all.length === 0 ? (
        <p className="rounded-md bg-muted p-3 text-sm">
          {name} lists no {noun}s for this sign-in. Check that the account you signed in with has access to one, then reconnect.
        </p>
      ) : (
        <>
          {all.length > SEARCH_FROM ? (
            <div className="grid gap-1.5">
              <Label htmlFor={searchId}>Search {noun}s</Label>
              <Input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Name or id" />
            </div>
          ) : null}
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="text-muted-foreground" aria-live="polite">
              {picked.size} of {all.filter((a) => !a.added).length} picked{search ? `, ${shown.length} shown` : ""}
            </span>
            {selectable.length > 1 ? (
              <Button size="sm" variant="ghost" onClick={toggleShown}>
                {allShownPicked ? "Clear all shown" : "Pick all shown"}
              </Button>
            ) : null}
          </div>
          <ul className="grid max-h-80 gap-1 overflow-y-auto rounded-md border p-1" aria-label={`${name} ${noun}s`}>
            {shown.map((a) => (
              <AccountRow key={a.id} account={a} checked={a.added || picked.has(a.id)} onToggle={() => toggle(a.id)} />
            ))}
            {shown.length === 0 ? (
              <li className="p-3 text-sm text-muted-foreground">
                No {noun} matches “{search}”.
              </li>
            ) : null}
          </ul>
        </>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={add.isPending}>
          {picked.size === 0 ? "Not now" : "Cancel"}
        </Button>
        <Button disabled={picked.size === 0} loading={add.isPending} onClick={() => add.mutate({ connectionId, accountIds: [...picked] })}>
          Add {plural(picked.size, "source")}
        </Button>
      </DialogFooter>
    </div>
  );
}

function AccountRow({ account, checked, onToggle }: { account: AccountView; checked: boolean; onToggle: () => void }) {
  const id = useId();
  const facts = [account.currency, account.timeZone, account.detail].filter(Boolean).join(" · ");
  return (
    <li>
      <label htmlFor={id} className={`flex items-start gap-3 rounded-md p-2 ${account.added ? "opacity-70" : "cursor-pointer hover:bg-muted/60"}`}>
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-primary"
          checked={checked}
          disabled={account.added}
          onChange={onToggle}
          aria-label={account.name}
          aria-describedby={`${id}-facts`}
        />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="flex flex-wrap items-center gap-2 font-medium">
            <span className="break-words">{account.name}</span>
            {account.added ? <Badge variant="secondary">Already added</Badge> : null}
          </span>
          <span id={`${id}-facts`} className="text-xs break-words text-muted-foreground">
            {account.added ? "Already added · " : ""}
            {account.id}
            {facts ? ` · ${facts}` : ""}
          </span>
        </span>
      </label>
    </li>
  );
}
