"use client";

import { Users } from "lucide-react";
import { useMemo } from "react";
import { Spinner } from "@/components/ui/spinner";
import { serverErrorsOf } from "@/components/ui/form";
import { useDebounced } from "@/components/ui/use-debounced";
import type { SegmentRules } from "../../contracts/segments.contracts";
import { useRulesCount } from "../../hooks/use-lists";
import { formatCount } from "@/lib/format";

/**
 * How many contacts the rules match, asked again 300 ms after the rules stop changing. The last
 * figure stays in place (with a spinner) while the next one is counted, so typing never waits.
 */
export function useMatchCount(rules: SegmentRules, segmentId?: string) {
  // Compared by content: a draft rebuilt on every render must not restart the pause.
  const key = JSON.stringify(rules);
  const settledKey = useDebounced(key, 300);
  const settled = useMemo(() => JSON.parse(settledKey) as SegmentRules, [settledKey]);
  const query = useRulesCount(settled, segmentId);
  const pending = settledKey !== key || query.isFetching;
  const errors: Record<string, string> = query.error ? Object.fromEntries(serverErrorsOf(query.error).fields) : {};
  return { count: query.data?.count ?? null, pending, error: query.error ? query.error.message : null, errors };
}

/** The count beside the rule builder: how many contacts match, updating as the rules change. */
export function MatchCount({ count, pending, error }: { count: number | null; pending: boolean; error: string | null }) {
  return (
    <div className="flex min-h-9 items-center gap-2 rounded-md border bg-muted/40 px-3 py-1.5 text-sm" aria-live="polite" aria-atomic="true">
      <Users aria-hidden className="size-4 text-muted-foreground" />
      {error ? (
        <span className="text-destructive">{error}</span>
      ) : count === null ? (
        <span className="text-muted-foreground">Counting contacts…</span>
      ) : (
        <span>
          <strong className="font-semibold tabular-nums" data-testid="live-count">
            {formatCount(count)}
          </strong>{" "}
          {count === 1 ? "contact matches" : "contacts match"}
        </span>
      )}
      {pending && <Spinner size="sm" label="Updating the count" />}
    </div>
  );
}
