"use client";

import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { SheetFooter } from "@/components/ui/sheet";
import { emptyRules, type SegmentRules } from "../../contracts/segments.contracts";
import { useContactCount } from "../../hooks/use-contacts";
import { completeRules, draftSize, RuleBuilder } from "../lists/rule-builder";
import { FiltersShell } from "../table/filters-shell";
import { activeRules, conditionCount } from "./table-state";
import { useDebounced } from "@/components/ui/use-debounced";
import type { ContactCustomField } from "../../hooks/use-crm-workspace";
import { formatCount } from "@/lib/format";

/**
 * The table's filter: the segment rule builder in a side panel with a live count, applied when asked
 * (so half-filled conditions never reach the table). The button says how many conditions are on.
 */
export function FiltersSheet({
  rules,
  onApply,
  customFields,
  search,
}: {
  rules: SegmentRules;
  onApply: (rules: SegmentRules) => void;
  customFields: ContactCustomField[];
  search: string;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<SegmentRules>(rules);
  const [problem, setProblem] = useState<string | null>(null);
  const active = conditionCount(rules);

  const show = (next: boolean) => {
    if (next) {
      setDraft(rules);
      setProblem(null);
    }
    setOpen(next);
  };

  return (
    <FiltersShell
      active={active}
      onClear={() => onApply(emptyRules)}
      open={open}
      onOpenChange={show}
      title="Filter contacts"
      description="Show the contacts that match these conditions. They work like a segment's rules."
      className="w-full sm:max-w-2xl"
    >
      <FiltersBody
        draft={draft}
        onDraft={(next) => (setDraft(next), setProblem(null))}
        customFields={customFields}
        search={search}
        problem={problem}
        onProblem={setProblem}
        canClear={active > 0 || draftSize(draft) > 0}
        onApply={(next) => (onApply(next), setOpen(false))}
        onCancel={() => setOpen(false)}
      />
    </FiltersShell>
  );
}

function FiltersBody(p: {
  draft: SegmentRules;
  onDraft: (r: SegmentRules) => void;
  customFields: ContactCustomField[];
  search: string;
  problem: string | null;
  onProblem: (p: string | null) => void;
  canClear: boolean;
  onApply: (r: SegmentRules) => void;
  onCancel: () => void;
}) {
  const complete = completeRules(p.draft, p.customFields);
  const unfinished = draftSize(p.draft) - draftSize(complete);
  // Counted after a pause in typing; compared as text so an equal draft asks nothing new.
  const askedText = useDebounced(JSON.stringify(complete), 400);
  const asked = useMemo(() => JSON.parse(askedText) as SegmentRules, [askedText]);
  const count = useContactCount({ rules: activeRules(asked), search: p.search || undefined });
  const serverErrors = count.error?.data?.fieldErrors ?? undefined;

  const apply = () => {
    if (unfinished > 0)
      return p.onProblem(`${unfinished === 1 ? "One condition isn't" : `${unfinished} conditions aren't`} finished: fill in the value or remove it.`);
    if (serverErrors) return p.onProblem(count.error?.message ?? "Fix the conditions marked above.");
    p.onApply(complete);
  };

  return (
    <>
      <RuleBuilder value={p.draft} onChange={p.onDraft} errors={serverErrors} />
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="filter-count">
        {count.data
          ? `${formatCount(count.data.count)} ${count.data.count === 1 ? "contact matches" : "contacts match"}${unfinished > 0 ? " (finished conditions only)" : ""}`
          : count.isPending
            ? "Counting…"
            : ""}
      </p>
      {p.problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {p.problem}
        </p>
      )}
      <SheetFooter className="flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={() => p.onApply(emptyRules)} disabled={!p.canClear}>
          Clear all
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="outline" onClick={p.onCancel}>
            Cancel
          </Button>
          <Button onClick={apply}>Apply filters</Button>
        </div>
      </SheetFooter>
    </>
  );
}
