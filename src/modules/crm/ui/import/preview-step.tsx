"use client";

import { CheckCircle2, XCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { targetLabel, type Mapping } from "../../import/fields";
import type { ImportDetail, PreviewCheck } from "./types";

/** Step 3: the first rows as they will import, each marked ready or with what is wrong. */
export function PreviewStep({
  data,
  mapping,
  checks,
  onBack,
  onNext,
}: {
  data: ImportDetail;
  mapping: Mapping;
  checks: PreviewCheck[];
  onBack: () => void;
  onNext: () => void;
}) {
  const columns = mapping.flatMap((target, i) => (target ? [{ i, label: targetLabel(target, data.targets.custom) }] : []));
  const ready = checks.filter((c) => c.ok).length;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {ready} of {checks.length} preview rows are ready. Rows with problems are skipped and listed, with the reason, in the summary.
      </p>
      <div className="max-h-[50vh] overflow-auto rounded-md border">
        <table className="w-full text-sm">
          <thead className="sticky top-0 bg-muted/80 text-left backdrop-blur">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Row
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Check
              </th>
              {columns.map((c) => (
                <th key={c.i} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.preview.map((row, r) => {
              const check = checks[r];
              return (
                <tr key={r} className="border-t align-top">
                  <td className="px-3 py-2 text-muted-foreground">{r + 2}</td>
                  <td className="px-3 py-2">
                    {check?.ok ? (
                      <span className="inline-flex items-center gap-1 text-success">
                        <CheckCircle2 aria-hidden="true" className="size-4" />
                        Ready
                      </span>
                    ) : (
                      <span className="inline-flex items-start gap-1 text-destructive">
                        <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                        <span className="min-w-40">{check?.reason ?? "Not checked"}</span>
                      </span>
                    )}
                  </td>
                  {columns.map((c) => (
                    <td key={c.i} className="max-w-56 truncate px-3 py-2" title={row[c.i] ?? ""}>
                      {row[c.i]}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="flex justify-between gap-2">
        <Button type="button" variant="outline" onClick={onBack}>
          Back to columns
        </Button>
        <Button type="button" onClick={onNext}>
          Continue
        </Button>
      </div>
    </div>
  );
}
