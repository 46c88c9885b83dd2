"use client";

import { ArrowDown, ArrowUp } from "lucide-react";
import Link from "next/link";
import { useId, useMemo, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCount } from "@/lib/format";
import { keywordProblem, keywordSourceLabel, searchDataLabel, searchDataPlatforms, type SearchDataPlatform } from "../../contracts/keywords.constants";
import { useSearchQueries, type SearchQueryRow } from "../../hooks/use-keyword-lists";
import { AddToGroupFooter, pickGroup, TickBar, useKeywordPick, type PickDialogProps } from "./pick-keywords";

const WINDOWS = [28, 90, 180, 365] as const;
type SortKey = "query" | "impressions" | "clicks" | "position";
const SORT_LABEL: Record<SortKey, string> = { query: "Search query", impressions: "Impressions", clicks: "Clicks", position: "Avg. position" };

function sorted(rows: SearchQueryRow[], key: SortKey, asc: boolean) {
  const dir = asc ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (key === "query") return a.query.localeCompare(b.query) * dir;
    const x = a[key] ?? Infinity;
    const y = b[key] ?? Infinity;
    return (x - y) * dir;
  });
}

/**
 * "Import from search data": the searches that found the site (Search Console and Bing Webmaster
 * Tools, from the warehouse), filtered and sorted, ticked ones added to a group with one match type.
 */
export function ImportSearchDialog({ open, onOpenChange, groupNames, onAdd }: PickDialogProps) {
  const id = useId();
  const [platforms, setPlatforms] = useState<SearchDataPlatform[]>([...searchDataPlatforms]);
  const [days, setDays] = useState<number>(90);
  const [minImpressions, setMinImpressions] = useState(0);
  const [contains, setContains] = useState("");
  const [sort, setSort] = useState<{ key: SortKey; asc: boolean }>({ key: "impressions", asc: false });
  const pick = useKeywordPick();
  const { ticked, setTicked, toggle, match } = pick;
  const query = useSearchQueries({ platforms, days, minImpressions, limit: 500 }, open && platforms.length > 0);

  const rows = useMemo(() => {
    const all = (query.data?.rows ?? []).filter((r) => keywordProblem(r.query) === null);
    const needle = contains.trim().toLocaleLowerCase();
    return sorted(needle ? all.filter((r) => r.query.toLocaleLowerCase().includes(needle)) : all, sort.key, sort.asc);
  }, [query.data, contains, sort]);
  const shownTicked = rows.filter((r) => ticked.has(r.query));

  const togglePlatform = (p: SearchDataPlatform) => setPlatforms((ps) => (ps.includes(p) ? ps.filter((x) => x !== p) : [...ps, p]));
  const sortBy = (key: SortKey) => setSort((s) => (s.key === key ? { key, asc: !s.asc } : { key, asc: key === "query" || key === "position" }));
  const add = () => {
    onAdd(
      pickGroup(pick, groupNames),
      shownTicked.map((r) => ({
        text: r.query,
        match,
        source: r.source,
        impressions: r.impressions,
        clicks: r.clicks,
        ...(r.position === null ? {} : { position: r.position }),
      })),
    );
    setTicked(new Set());
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Import from search data</DialogTitle>
          <DialogDescription>
            The searches your site already shows up for, with their impressions, clicks and average position over the period.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-end gap-3">
          <fieldset className="flex flex-wrap gap-3">
            <legend className="mb-1 text-sm font-medium">From</legend>
            {searchDataPlatforms.map((p) => (
              <label key={p} className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={platforms.includes(p)} onChange={() => togglePlatform(p)} />
                {searchDataLabel[p]}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-days`} className="text-sm font-medium">
              Period
            </label>
            <NativeSelect id={`${id}-days`} value={days} onChange={(e) => setDays(Number(e.target.value))} className="w-40">
              {WINDOWS.map((d) => (
                <option key={d} value={d}>
                  Last {d} days
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-min`} className="text-sm font-medium">
              At least this many impressions
            </label>
            <Input
              id={`${id}-min`}
              type="number"
              min={0}
              inputMode="numeric"
              className="w-32"
              value={minImpressions}
              onChange={(e) => setMinImpressions(Math.max(0, Math.floor(Number(e.target.value) || 0)))}
            />
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={`${id}-contains`} className="text-sm font-medium">
              Containing
            </label>
            <Input id={`${id}-contains`} type="search" value={contains} onChange={(e) => setContains(e.target.value)} />
          </div>
        </div>

        {platforms.length === 0 ? (
          <p className="text-sm text-muted-foreground">Pick at least one place to read searches from.</p>
        ) : query.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Reading your search data…
          </p>
        ) : query.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {query.error.message}
          </p>
        ) : !query.data.connected ? (
          <p className="text-sm">
            No Search Console or Bing Webmaster Tools account is connected, and no organic search data is uploaded yet.{" "}
            <Link
              href="/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources"
              className="text-primary underline-offset-4 hover:underline"
            >
              Connect one
            </Link>{" "}
            (or upload a CSV export of organic search data) and its searches show up here.
          </p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No searches match these filters.</p>
        ) : (
          <>
            <TickBar
              ticked={shownTicked.length}
              of={rows.length}
              onAll={() => setTicked(new Set(rows.map((r) => r.query)))}
              onNone={() => setTicked(new Set())}
            />
            <div className="max-h-80 overflow-y-auto">
              <Table aria-label="Search queries">
                <TableHeader>
                  <TableRow>
                    <TableHead className="w-8">
                      <span className="sr-only">Ticked</span>
                    </TableHead>
                    {(Object.keys(SORT_LABEL) as SortKey[]).map((key) => (
                      <TableHead
                        key={key}
                        className={key === "query" ? undefined : "text-right"}
                        aria-sort={sort.key === key ? (sort.asc ? "ascending" : "descending") : "none"}
                      >
                        <button type="button" className="inline-flex items-center gap-1 font-medium hover:underline" onClick={() => sortBy(key)}>
                          {SORT_LABEL[key]}
                          {sort.key === key && (sort.asc ? <ArrowUp className="size-3" aria-hidden /> : <ArrowDown className="size-3" aria-hidden />)}
                        </button>
                      </TableHead>
                    ))}
                    <TableHead>From</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {rows.map((r) => (
                    <TableRow key={r.query}>
                      <TableCell>
                        <input type="checkbox" aria-label={`Tick “${r.query}”`} checked={ticked.has(r.query)} onChange={() => toggle(r.query)} />
                      </TableCell>
                      <TableCell className="min-w-40">{r.query}</TableCell>
                      <TableCell className="text-right tabular-nums">{formatCount(r.impressions)}</TableCell>
                      <TableCell className="text-right tabular-nums">{formatCount(r.clicks)}</TableCell>
                      <TableCell className="text-right tabular-nums">{r.position === null ? "" : r.position.toFixed(1)}</TableCell>
                      <TableCell className="text-muted-foreground">{keywordSourceLabel[r.source]}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </>
        )}

        <AddToGroupFooter id={id} groupNames={groupNames} pick={pick} count={shownTicked.length} onAdd={add} />
      </DialogContent>
    </Dialog>
  );
}
