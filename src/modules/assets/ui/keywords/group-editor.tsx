"use client";

import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCount } from "@/lib/format";
import { keywordKey, keywordSourceLabel, matchTypeLabel, type MatchType } from "../../contracts/keywords.constants";
import { mergeKeywords, parsePasted, type KeywordRow } from "../../keywords/merge";
import { addedNote, MatchSelect, PasteKeywords } from "./shared";

export type GroupValue = { name: string; keywords: KeywordRow[] };
/** Messages of the group's fields, by path below the group ("name", "keywords.3.text"). */
export type GroupErrors = { name?: string; keywords?: string; rows: Record<number, string> };

/**
 * One ad group of the list: its name, its keywords as a table (match type per row, figures when the
 * keyword came from search data), a bulk bar for the ticked rows, and a box to paste many at once.
 */
export function GroupEditor({
  group,
  index,
  errors,
  readOnly,
  onChange,
  onRemove,
}: {
  group: GroupValue;
  index: number;
  errors: GroupErrors;
  readOnly: boolean;
  onChange: (group: GroupValue) => void;
  onRemove: (() => void) | null;
}) {
  const id = useId();
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [bulkMatch, setBulkMatch] = useState<MatchType>("exact");
  const [paste, setPaste] = useState("");
  const [pasteMatch, setPasteMatch] = useState<MatchType>("phrase");
  const [note, setNote] = useState<string | null>(null);
  const rows = group.keywords;
  const withFigures = rows.some((k) => k.impressions !== undefined);
  const allTicked = rows.length > 0 && ticked.size === rows.length;

  const setRows = (keywords: KeywordRow[]) => onChange({ ...group, keywords });
  const add = () => {
    const pasted = parsePasted(paste, pasteMatch).map((k) => ({ ...k, source: "manual" as const }));
    const merged = mergeKeywords(rows, pasted);
    setRows(merged.keywords);
    setPaste("");
    setNote(addedNote(merged.added, merged.skipped));
  };
  /** Changing match types can make two rows the same keyword: the first one stays. */
  const changeMatch = () => {
    const changed = rows.map((k, i) => (ticked.has(i) ? { ...k, match: bulkMatch } : k));
    const seen = new Set<string>();
    const kept = changed.filter((k) => {
      const key = keywordKey(k.text, k.match);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    setRows(kept);
    setTicked(new Set());
    setNote(kept.length < changed.length ? `${changed.length - kept.length} became repeats and were removed.` : null);
  };
  const removeTicked = () => {
    setRows(rows.filter((_, i) => !ticked.has(i)));
    setTicked(new Set());
    setNote(null);
  };
  const toggle = (i: number) =>
    setTicked((t) => {
      const next = new Set(t);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });

  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border p-3 sm:p-4" aria-labelledby={`${id}-legend`}>
      <legend id={`${id}-legend`} className="sr-only">
        Group {index + 1}: {group.name || "unnamed"}
      </legend>
      <div className="flex flex-wrap items-end gap-2">
        {readOnly ? (
          <h3 className="min-w-0 flex-1 font-semibold break-words">{group.name}</h3>
        ) : (
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={`${id}-name`} className="text-sm font-medium">
              Group name
            </label>
            <Input
              id={`${id}-name`}
              value={group.name}
              aria-invalid={errors.name ? true : undefined}
              onChange={(e) => onChange({ ...group, name: e.target.value })}
            />
            {errors.name && <p className="text-sm text-destructive">{errors.name}</p>}
          </div>
        )}
        <span className="pb-2 text-sm text-muted-foreground">{rows.length === 1 ? "1 keyword" : `${formatCount(rows.length)} keywords`}</span>
        {onRemove && !readOnly && (
          <Button type="button" variant="ghost" size="icon" aria-label={`Remove group “${group.name}”`} onClick={onRemove}>
            <Trash2 aria-hidden />
          </Button>
        )}
      </div>

      {rows.length > 0 && (
        <>
          {!readOnly && (
            <div className="flex flex-wrap items-center gap-2 text-sm" role="group" aria-label={`Change the ticked keywords of “${group.name}”`}>
              <span className="text-muted-foreground">{ticked.size === 0 ? "Tick keywords to change several at once." : `${ticked.size} ticked:`}</span>
              <MatchSelect value={bulkMatch} onChange={setBulkMatch} label="New match type for the ticked keywords" className="w-32" />
              <Button type="button" size="sm" variant="outline" disabled={ticked.size === 0} onClick={changeMatch}>
                Change match type
              </Button>
              <Button type="button" size="sm" variant="outline" disabled={ticked.size === 0} onClick={removeTicked}>
                <Trash2 aria-hidden /> Remove
              </Button>
            </div>
          )}
          <Table aria-label={`Keywords of “${group.name}”`}>
            <TableHeader>
              <TableRow>
                {!readOnly && (
                  <TableHead className="w-8">
                    <input
                      type="checkbox"
                      aria-label="Tick every keyword of this group"
                      checked={allTicked}
                      onChange={() => setTicked(allTicked ? new Set() : new Set(rows.map((_, i) => i)))}
                    />
                  </TableHead>
                )}
                <TableHead>Keyword</TableHead>
                <TableHead>Match type</TableHead>
                <TableHead>Source</TableHead>
                {withFigures && (
                  <>
                    <TableHead className="text-right">Impressions</TableHead>
                    <TableHead className="text-right">Clicks</TableHead>
                    <TableHead className="text-right">Avg. position</TableHead>
                  </>
                )}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((k, i) => (
                <TableRow key={`${k.match}:${k.text}:${i}`}>
                  {!readOnly && (
                    <TableCell>
                      <input type="checkbox" aria-label={`Tick “${k.text}”`} checked={ticked.has(i)} onChange={() => toggle(i)} />
                    </TableCell>
                  )}
                  <TableCell className="min-w-40">
                    {readOnly ? (
                      k.text
                    ) : (
                      <Input
                        aria-label={`Keyword ${i + 1} of “${group.name}”`}
                        value={k.text}
                        aria-invalid={errors.rows[i] ? true : undefined}
                        onChange={(e) => setRows(rows.map((r, j) => (j === i ? { ...r, text: e.target.value } : r)))}
                      />
                    )}
                    {errors.rows[i] && <p className="mt-1 text-sm text-destructive">{errors.rows[i]}</p>}
                  </TableCell>
                  <TableCell>
                    {readOnly ? (
                      matchTypeLabel[k.match]
                    ) : (
                      <MatchSelect
                        value={k.match}
                        label={`Match type of “${k.text}”`}
                        onChange={(m) => setRows(rows.map((r, j) => (j === i ? { ...r, match: m } : r)))}
                        className="w-28"
                      />
                    )}
                  </TableCell>
                  <TableCell className="text-muted-foreground">{k.source ? keywordSourceLabel[k.source] : ""}</TableCell>
                  {withFigures && (
                    <>
                      <TableCell className="text-right tabular-nums">{k.impressions === undefined ? "" : formatCount(k.impressions)}</TableCell>
                      <TableCell className="text-right tabular-nums">{k.clicks === undefined ? "" : formatCount(k.clicks)}</TableCell>
                      <TableCell className="text-right tabular-nums">{k.position === undefined ? "" : k.position.toFixed(1)}</TableCell>
                    </>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
      {errors.keywords && <p className="text-sm text-destructive">{errors.keywords}</p>}

      {!readOnly && (
        <PasteKeywords
          id={id}
          label={`Add keywords to “${group.name || "this group"}”`}
          hint='One per line (or paste a column). [keyword] adds it as exact match, "keyword" as phrase match. Ctrl+Enter adds them.'
          rows={3}
          value={paste}
          onValueChange={setPaste}
          match={pasteMatch}
          onMatchChange={setPasteMatch}
          noun="keywords"
          note={note}
          onAdd={add}
        />
      )}
    </fieldset>
  );
}
