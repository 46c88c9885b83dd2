"use client";

import { AlertTriangle, CheckCircle2, Info, XCircle } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { formatBytes } from "@/lib/format";
import { creativeSizes, type CreativeSizeId } from "../../contracts/creatives.constants";
import type { RenderedSize, SizeResult } from "../../hooks/use-creatives";

type Check = RenderedSize["checks"][number];

const ORDER = { error: 0, warning: 1, info: 2 } as const;

function CheckLine({ check }: { check: Check }) {
  const Icon = check.ok ? CheckCircle2 : check.severity === "error" ? XCircle : check.severity === "warning" ? AlertTriangle : Info;
  const tone = check.ok
    ? "text-success"
    : check.severity === "error"
      ? "text-destructive"
      : check.severity === "warning"
        ? "text-warning"
        : "text-muted-foreground";
  return (
    <li className="flex gap-2">
      <Icon aria-hidden className={`mt-0.5 size-4 shrink-0 ${tone}`} />
      <span>
        <span className="sr-only">
          {check.ok ? "Passed: " : check.severity === "error" ? "Problem: " : check.severity === "warning" ? "Warning: " : "Note: "}
        </span>
        {check.message}
      </span>
    </li>
  );
}

/** One size's preview and its checks: problems first, in words; the passed checks folded under a count. */
function SizeCard({ size, state }: { size: CreativeSizeId; state: SizeResult }) {
  const info = creativeSizes[size];
  const heading = (
    <h3 className="font-semibold">
      {info.width} × {info.height} <span className="font-normal text-muted-foreground">{info.label}</span>
    </h3>
  );
  if (state.status === "failed")
    return (
      <li className="flex min-w-0 flex-col gap-2 rounded-lg border border-destructive/40 p-3 text-sm">
        {heading}
        <p role="alert">This size couldn&apos;t be rendered: {state.message}</p>
      </li>
    );
  if (state.status !== "done")
    return (
      <li className="flex min-w-0 flex-col gap-2 rounded-lg border p-3 text-sm" aria-busy="true">
        {heading}
        <Skeleton className="h-32 w-full" />
        <p className="text-muted-foreground">{state.status === "rendering" ? "Rendering…" : "Waiting its turn…"}</p>
      </li>
    );
  const r = state.result;
  const problems = r.checks.filter((c) => !c.ok).sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
  const passed = r.checks.filter((c) => c.ok);
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-lg border p-3 text-sm" data-size={size}>
      {heading}
      <div className="flex items-center justify-center rounded bg-muted/50 p-2">
        <img src={r.preview} alt={`Preview at ${info.width} × ${info.height}`} className="max-h-72 max-w-full object-contain" />
      </div>
      <p className="text-muted-foreground">
        {r.contentType === "image/jpeg" ? "JPEG" : "PNG"}, {formatBytes(r.bytes)} · text covers {Math.round(r.textShare * 100)}% of the image
      </p>
      <ul className="flex flex-col gap-1" aria-label={`Checks for ${info.width} × ${info.height}`}>
        {problems.length === 0 ? <CheckLine check={{ id: "all", ok: true, severity: "info", message: "No problems found.", platform: null }} /> : null}
        {problems.map((c) => (
          <CheckLine key={c.id + (c.platform ?? "")} check={c} />
        ))}
      </ul>
      {passed.length > 0 && (
        <details>
          <summary className="cursor-pointer text-muted-foreground">{passed.length === 1 ? "1 check passed" : `${passed.length} checks passed`}</summary>
          <ul className="mt-1 flex flex-col gap-1">
            {passed.map((c) => (
              <CheckLine key={c.id + (c.platform ?? "")} check={c} />
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

/** Every size of the page's family side by side, each with its checks. */
export function SizeResults({ sizes, results }: { sizes: readonly CreativeSizeId[]; results: Partial<Record<CreativeSizeId, SizeResult>> }) {
  return (
    <ul className="grid min-w-0 grid-cols-1 gap-4 md:grid-cols-2" aria-label="Sizes">
      {sizes.map((size) => (
        <SizeCard key={size} size={size} state={results[size] ?? { status: "waiting" }} />
      ))}
    </ul>
  );
}
