"use client";

import { CheckCircle2, CircleSlash, TriangleAlert } from "lucide-react";
import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { Field, fieldAria } from "@/components/ui/field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { FactKind } from "../../catalog";
import { csvFields, type CsvMapping, type FieldSpec } from "../../csv/fields";
import type { CsvRow } from "../../csv/parse-csv";
import { convertRows } from "../../csv/rows";
import { dateFormatLabels, dateFormats, type DateFormat } from "../../csv/values";

const NONE = "__none__";

/** One select per field of the source's kind, listing the file's columns; the suggestions come preselected. */
export function MappingFields({
  fact,
  headers,
  mapping,
  onMappingChange,
  dateFormat,
  onDateFormatChange,
  dateAmbiguous,
  errors,
}: {
  fact: FactKind;
  headers: string[];
  mapping: CsvMapping;
  onMappingChange: (mapping: CsvMapping) => void;
  dateFormat: DateFormat;
  onDateFormatChange: (format: DateFormat) => void;
  dateAmbiguous: boolean;
  errors: Record<string, string>;
}) {
  const fields = csvFields[fact] as readonly FieldSpec[];
  const dateHint = dateAmbiguous
    ? "The first rows could be read either way: check a day above 12 to be sure."
    : "Year-first days and days with a month name are read in any format.";
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map((field) => {
          const id = `csv-map-${field.key}`;
          const error = errors[field.key];
          return (
            <Field key={field.key} label={field.label} htmlFor={id} error={error} hint={field.hint} required={field.required}>
              <Select value={mapping[field.key] ?? NONE} onValueChange={(v) => onMappingChange({ ...mapping, [field.key]: v === NONE ? undefined : v })}>
                <SelectTrigger id={id} {...fieldAria(id, { error, hint: field.hint })}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent className="max-h-72">
                  <SelectItem value={NONE}>Not in this file</SelectItem>
                  {headers.map((h) => (
                    <SelectItem key={h} value={h}>
                      {h}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
          );
        })}
      </div>
      <Field label="How the file writes days" htmlFor="csv-date-format" hint={dateHint}>
        <Select value={dateFormat} onValueChange={(v) => onDateFormatChange(v as DateFormat)}>
          <SelectTrigger id="csv-date-format" className="sm:max-w-sm" {...fieldAria("csv-date-format", { hint: dateHint })}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {dateFormats.map((f) => (
              <SelectItem key={f} value={f}>
                {dateFormatLabels[f]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      ) : null}
    </div>
  );
}

type RowStatus = { kind: "ok" } | { kind: "skip" } | { kind: "invalid"; reason: string };

/** The first rows of the file with how each one reads through the current mapping. */
export function PreviewTable({
  fact,
  headers,
  rows,
  mapping,
  dateFormat,
  currency,
}: {
  fact: FactKind;
  headers: string[];
  rows: CsvRow[];
  mapping: CsvMapping;
  dateFormat: DateFormat;
  currency: string;
}) {
  const statuses = useMemo(() => {
    const result = convertRows(fact, headers, rows, mapping, dateFormat, currency);
    const reasons = new Map(result.invalid.map((p) => [p.row, p.reason]));
    const skipped = new Set(result.skippedRows);
    return rows.map((row): RowStatus => {
      const reason = reasons.get(row.row);
      if (reason) return { kind: "invalid", reason };
      return skipped.has(row.row) ? { kind: "skip" } : { kind: "ok" };
    });
  }, [fact, headers, rows, mapping, dateFormat, currency]);
  const fieldOf = useMemo(() => {
    const byHeader = new Map<string, string>();
    for (const field of csvFields[fact] as readonly FieldSpec[]) {
      const header = mapping[field.key];
      if (header) byHeader.set(header, byHeader.has(header) ? `${byHeader.get(header)}, ${field.label}` : field.label);
    }
    return byHeader;
  }, [fact, mapping]);
  const bad = statuses.filter((s) => s.kind === "invalid").length;
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {bad === 0 ? `The first ${rows.length} rows read cleanly.` : `${bad} of the first ${rows.length} rows can't be read with this mapping.`}
      </p>
      <Table aria-label="First rows of the file" className="text-xs">
        <TableHeader>
          <TableRow>
            <TableHead>Row</TableHead>
            <TableHead>Check</TableHead>
            {headers.map((h) => (
              <TableHead key={h} className={fieldOf.has(h) ? "text-foreground" : undefined}>
                <span className="block normal-case">{h}</span>
                {fieldOf.has(h) ? <span className="block text-[10px] text-primary normal-case">→ {fieldOf.get(h)}</span> : null}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, i) => {
            const status = statuses[i]!;
            return (
              <TableRow key={row.row} data-state={status.kind === "invalid" ? "selected" : undefined}>
                <TableCell className="tabular-nums text-muted-foreground">{row.row}</TableCell>
                <TableCell className="min-w-40">
                  {status.kind === "ok" ? (
                    <Badge variant="success">
                      <CheckCircle2 aria-hidden /> Reads
                    </Badge>
                  ) : status.kind === "skip" ? (
                    <Badge variant="secondary">
                      <CircleSlash aria-hidden /> Skipped: blank, total or repeat
                    </Badge>
                  ) : (
                    <span className="flex items-start gap-1 text-destructive">
                      <TriangleAlert aria-hidden className="mt-0.5 size-3 shrink-0" />
                      {status.reason}
                    </span>
                  )}
                </TableCell>
                {headers.map((h, j) => (
                  <TableCell key={h} className="max-w-48 truncate whitespace-nowrap" title={row.fields[j]}>
                    {row.fields[j]}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
