"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { NativeSelect } from "@/components/ui/native-select";
import { formatCount } from "@/lib/format";
import type { MatchType } from "../../contracts/keywords.constants";
import type { KeywordRow } from "../../keywords/merge";
import { MatchSelect } from "./shared";

/** What a picking dialog is given: whether it is open, the list's group names, and where the picked keywords go. */
export type PickDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  groupNames: string[];
  onAdd: (groupIndex: number, keywords: KeywordRow[]) => void;
};

/** A picking dialog's choices (ideas, search queries): the keywords ticked, the group they go to, and as which match type. */
export function useKeywordPick() {
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [group, setGroup] = useState(0);
  const [match, setMatch] = useState<MatchType>("phrase");
  const toggle = (k: string) =>
    setTicked((t) => {
      const next = new Set(t);
      if (next.has(k)) next.delete(k);
      else next.add(k);
      return next;
    });
  return { ticked, setTicked, toggle, group, setGroup, match, setMatch };
}
export type KeywordPick = ReturnType<typeof useKeywordPick>;

/** The group a pick goes to, within the list's groups. */
export function pickGroup(pick: KeywordPick, groupNames: string[]) {
  return Math.min(pick.group, groupNames.length - 1);
}

/** "3 of 40 ticked", with Tick all and Tick none. */
export function TickBar({ ticked, of, onAll, onNone }: { ticked: number; of: number; onAll: () => void; onNone: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span>
        {formatCount(ticked)} of {formatCount(of)} ticked
      </span>
      <Button type="button" size="sm" variant="ghost" onClick={onAll}>
        Tick all
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onNone}>
        Tick none
      </Button>
    </div>
  );
}

/** A picking dialog's footer: which group the ticked keywords go to, as which match type, and the Add button. */
export function AddToGroupFooter({
  id,
  groupNames,
  pick,
  count,
  onAdd,
}: {
  id: string;
  groupNames: string[];
  pick: KeywordPick;
  count: number;
  onAdd: () => void;
}) {
  return (
    <DialogFooter className="flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-group`} className="text-sm font-medium">
          Add to group
        </label>
        <NativeSelect id={`${id}-group`} value={pick.group} onChange={(e) => pick.setGroup(Number(e.target.value))} className="w-48">
          {groupNames.map((name, i) => (
            <option key={i} value={i}>
              {name || `Group ${i + 1}`}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-match`} className="text-sm font-medium">
          As
        </label>
        <MatchSelect id={`${id}-match`} value={pick.match} onChange={pick.setMatch} className="w-32" />
      </div>
      <Button type="button" onClick={onAdd} disabled={count === 0}>
        {count === 1 ? "Add 1 keyword" : `Add ${formatCount(count)} keywords`}
      </Button>
    </DialogFooter>
  );
}
