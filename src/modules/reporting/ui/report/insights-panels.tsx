import { AppLink } from "@/components/ui/app-link";
import { Activity, Gauge, TrendingDown, TrendingUp } from "@/components/ui/figure-icons";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/cn";
import type { ReportView } from "../../contracts/report-view";
import type { WorkspaceFormat } from "../../contracts/report.contracts";
import { campaignHref } from "../../report-paths";
import type { AnomalyView, Mover, PacingView } from "../../server/insights.queries";
import { formatChange, formatMetric, monthLabel, reportDay } from "./format";
import { BudgetButton } from "./budget-button";
import { Section } from "./report-parts";

type CampaignRef = { platform: string; sourceId: string; campaignId: string };

/** A campaign's name, linked to the campaign on its platform's report for `view` when one is given. */
function CampaignLink({ name, campaign, view, className }: { name: string; campaign: CampaignRef; view?: ReportView; className?: string }) {
  const href = view ? campaignHref(campaign.platform, view, campaign) : null;
  return href ? (
    <AppLink className={cn("underline-offset-2 hover:underline", className)} href={href}>
      {name}
    </AppLink>
  ) : (
    <span className={className}>{name}</span>
  );
}

/** Campaign days outside their trailing 28-day band; with `view`, each campaign opens on its report for that view. */
export function AnomalyList({ anomalies, format, limit = 8, view }: { anomalies: AnomalyView[]; format: WorkspaceFormat; limit?: number; view?: ReportView }) {
  if (anomalies.length === 0)
    return <p className="text-sm text-muted-foreground">No campaign moved outside its usual 28-day range in the last days of this period.</p>;
  return (
    <ul className="flex flex-col divide-y" aria-label="Anomalies">
      {anomalies.slice(0, limit).map((a) => (
        <li key={`${a.day}-${a.campaignId}-${a.metric}`} className="flex items-start gap-3 py-2 text-sm" data-anomaly={a.campaign}>
          {a.direction === "up" ? (
            <TrendingUp className="mt-0.5 size-4 shrink-0 text-warning" aria-label="Up" />
          ) : (
            <TrendingDown className="mt-0.5 size-4 shrink-0 text-warning" aria-label="Down" />
          )}
          <div className="flex min-w-0 flex-col">
            <span>
              <strong>{a.metricLabel}</strong> of{" "}
              <strong className="break-words">
                <CampaignLink name={a.campaign} campaign={a} view={view} />
              </strong>{" "}
              was {formatMetric(a.value, a.format, format)} on {reportDay(a.day, format)}
              {a.change !== null && (
                <>
                  {" "}
                  ({formatChange(a.change, format.locale)} against its usual {formatMetric(a.expected, a.format, format)})
                </>
              )}
              .
            </span>
            <span className="text-xs text-muted-foreground">
              {a.platformName} · {a.account} · usual range {formatMetric(a.low, a.format, format)} – {formatMetric(a.high, a.format, format)}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function MoverList({ movers, format, view }: { movers: Mover[]; format: WorkspaceFormat; view?: ReportView }) {
  if (movers.length === 0) return <p className="text-sm text-muted-foreground">No campaign moved against the comparison period.</p>;
  return (
    <ul className="flex flex-col divide-y" aria-label="Biggest movers">
      {movers.map((m, i) => (
        <li key={`${m.metric}-${m.campaign}-${i}`} className="flex items-center justify-between gap-3 py-2 text-sm">
          <span className="min-w-0">
            <CampaignLink name={m.campaign} campaign={m} view={view} className="block truncate font-medium" />
            <span className="text-xs text-muted-foreground">
              {m.metric === "spend" ? "Spend" : "Conversions"} · {m.platformName} · {m.account}
            </span>
          </span>
          <span className={cn("shrink-0 text-right tabular-nums", m.delta > 0 ? "text-foreground" : "text-muted-foreground")}>
            {m.delta > 0 ? "+" : ""}
            {formatMetric(m.delta, m.metric === "spend" ? "money" : "count", format)}
            <span className="block text-xs text-muted-foreground">{formatChange(m.change, format.locale) ?? "new"}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

const statusText: Record<PacingView["status"], string> = { "no-budget": "No budget set", "on-track": "On track", over: "Over budget", under: "Under budget" };

/** Month-end spend projections against budgets, with budgets editable by those who may (server or client). */
export function PacingPanel({ pacing, format, canManage }: { pacing: PacingView[]; format: WorkspaceFormat; canManage: boolean }) {
  return (
    <Section title={`Budget pacing · ${pacing[0] ? monthLabel(pacing[0].month, format.locale) : ""}`}>
      <ul className="flex flex-col gap-4" aria-label="Budget pacing">
        {pacing.map((p) => (
          <li key={p.scope} className="flex flex-col gap-1.5" data-pacing={p.scope}>
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="flex items-center gap-2 font-medium">
                <Gauge className="size-4 text-muted-foreground" aria-hidden />
                {p.label}
              </span>
              <span
                className={cn(
                  "text-xs font-medium",
                  p.status === "over" ? "text-destructive" : p.status === "on-track" ? "text-success" : "text-muted-foreground",
                )}
              >
                {statusText[p.status]}
              </span>
            </div>
            {p.budget !== null && (
              <Progress
                value={Math.min(100, (p.spent / p.budget) * 100)}
                label={`${p.label}: ${formatMetric(p.spent, "money", format)} of ${formatMetric(p.budget, "money", format)} spent`}
              />
            )}
            <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
              <span>
                {formatMetric(p.spent, "money", format)} spent in {p.daysElapsed} of {p.daysInMonth} days · projected{" "}
                {formatMetric(p.projected, "money", format)}
                {p.budget !== null && <> of {formatMetric(p.budget, "money", format)}</>}
              </span>
              {canManage && <BudgetButton pacing={p} format={format} />}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function InsightsSection({
  anomalies,
  movers,
  format,
  compared,
  view,
}: {
  anomalies: AnomalyView[];
  movers: Mover[];
  format: WorkspaceFormat;
  compared: boolean;
  /** The report's view: each campaign opens on its platform's report for it. */
  view?: ReportView;
}) {
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
      <Section title="Anomalies">
        <div className="mb-2 flex items-center gap-2 text-xs text-muted-foreground">
          <Activity className="size-3.5" aria-hidden /> Campaign days outside their trailing 28-day range
        </div>
        <AnomalyList anomalies={anomalies} format={format} view={view} />
      </Section>
      <Section title="Biggest movers">
        {compared ? (
          <MoverList movers={movers} format={format} view={view} />
        ) : (
          <p className="text-sm text-muted-foreground">Choose a comparison period to see what moved.</p>
        )}
      </Section>
    </div>
  );
}
