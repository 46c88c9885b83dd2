"use client";

import { Loader2 } from "@/components/ui/icons";
import { lazy, Suspense } from "react";
import { LazyMenu } from "@/components/ui/lazy-menu";
import { FILTERS_ID } from "@/lib/landmarks";
import { CommitSelect } from "@/components/ui/commit-select";
import { compareModes, rangePresets, viewRange, type RangePreset, type ReportView } from "../../contracts/report-view";
import type { ReportSource } from "../../contracts/report.contracts";
import { FilterTrigger } from "./filter-trigger";
import { useReportNav } from "./report-root";

/** The custom range's form loads when a custom range is chosen (or the address has one). */
const CustomRange = lazy(() => import("./custom-range").then((m) => ({ default: m.CustomRange })));
const loadAccountMenu = () => import("./report-filter-menus").then((m) => m.AccountFilterMenu);
const loadCampaignMenu = () => import("./report-filter-menus").then((m) => m.CampaignFilterMenu);

type Props = {
  sources: ReportSource[];
  campaignPlatform?: string;
  /** The chosen campaign's name when one is chosen (the server knows it). */
  campaignName?: string;
};

/**
 * Range (presets or custom days), comparison, day/week, and the account and campaign filters: the
 * "Report filters" landmark the shell's "Skip to filters" link lands on. Each choice navigates
 * (useReportNav; arrowing through a closed select is not a choice, see CommitSelect); the filter menus
 * load on their first press, the custom range's form when a custom range is chosen.
 */
export function ReportControls({ sources, campaignPlatform, campaignName }: Props) {
  const { view, setView, today, ranges, pending: busy } = useReportNav();
  const days = viewRange(view, ranges);
  return (
    <div id={FILTERS_ID} tabIndex={-1} className="flex flex-wrap items-end gap-2 outline-none" role="search" aria-label="Report filters">
      <div className="flex flex-col gap-1">
        <label htmlFor="report-range" className="text-xs font-medium text-muted-foreground">
          Date range
        </label>
        <CommitSelect
          id="report-range"
          className="w-44"
          value={view.preset}
          onCommit={(preset) =>
            preset === "custom" ? setView({ preset: "custom", from: days.start, to: days.end }) : setView({ preset: preset as RangePreset })
          }
        >
          {rangePresets.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
          <option value="custom">Custom range…</option>
        </CommitSelect>
      </div>
      {view.preset === "custom" && (
        <Suspense fallback={null}>
          <CustomRange
            key={`${days.start}-${days.end}`}
            start={days.start}
            end={days.end}
            today={today}
            onApply={(from, to) => setView({ preset: "custom", from, to })}
          />
        </Suspense>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor="report-compare" className="text-xs font-medium text-muted-foreground">
          Compare with
        </label>
        <CommitSelect id="report-compare" className="w-52" value={view.compare} onCommit={(compare) => setView({ compare: compare as ReportView["compare"] })}>
          {compareModes.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </CommitSelect>
      </div>
      <div className="flex flex-col gap-1">
        <span className="text-xs font-medium text-muted-foreground" id="grain-label">
          Show by
        </span>
        <div className="inline-flex rounded-md border p-0.5" role="radiogroup" aria-labelledby="grain-label">
          {(["day", "week"] as const).map((g) => (
            <button
              key={g}
              type="button"
              role="radio"
              aria-checked={view.grain === g}
              onClick={() => setView({ grain: g })}
              className="rounded px-3 py-1 text-sm aria-checked:bg-primary aria-checked:text-primary-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              {g === "day" ? "Day" : "Week"}
            </button>
          ))}
        </div>
      </div>
      {sources.length > 1 && <AccountFilter sources={sources} selected={view.sourceIds} onChange={(ids) => setView({ sourceIds: ids, campaignIds: [] })} />}
      {campaignPlatform && sources.length > 0 && (
        <CampaignFilter
          platform={campaignPlatform}
          sourceIds={view.sourceIds}
          selected={view.campaignIds}
          name={campaignName}
          onChange={(ids) => setView({ campaignIds: ids })}
        />
      )}
      {busy && <Loader2 className="mb-2 size-4 animate-spin text-muted-foreground" aria-label="Updating" />}
    </div>
  );
}

function AccountFilter({ sources, selected, onChange }: { sources: ReportSource[]; selected: string[]; onChange: (ids: string[]) => void }) {
  const label =
    selected.length === 0
      ? "All accounts"
      : selected.length === 1
        ? (sources.find((s) => s.id === selected[0])?.name ?? "1 account")
        : `${selected.length} accounts`;
  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs font-medium text-muted-foreground">Accounts</span>
      <LazyMenu load={loadAccountMenu} props={{ sources, selected, label, onChange }}>
        <FilterTrigger kind="Accounts" label={label} className="w-48" />
      </LazyMenu>
    </div>
  );
}

function CampaignFilter({
  platform,
  sourceIds,
  selected,
  name,
  onChange,
}: {
  platform: string;
  sourceIds: string[];
  selected: string[];
  name?: string;
  onChange: (ids: string[]) => void;
}) {
  const label = selected.length === 0 ? "All campaigns" : selected.length === 1 ? (name ?? "1 campaign") : `${selected.length} campaigns`;
  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs font-medium text-muted-foreground">Campaigns</span>
      <LazyMenu load={loadCampaignMenu} props={{ platform, sourceIds, selected, label, onChange }}>
        <FilterTrigger kind="Campaigns" label={label} className="w-52" />
      </LazyMenu>
    </div>
  );
}
