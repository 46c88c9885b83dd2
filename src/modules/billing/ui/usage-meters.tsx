"use client";

import { Progress } from "@/components/ui/progress";
import { formatAmount, limitInfo, type LimitKey } from "../plans";

export type MeterView = { key: LimitKey; used: number; limit: number; resetsAt: Date | null };

const resetDay = (d: Date) => d.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** One bar per limit: what is used, of how much, and when a monthly meter starts again. */
export function UsageMeters({ meters }: { meters: MeterView[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2" aria-label="Usage this period">
      {meters.map((m) => {
        const info = limitInfo[m.key];
        const share = m.limit > 0 ? (m.used / m.limit) * 100 : 100;
        const tone = share >= 100 ? "danger" : share >= 80 ? "warning" : "default";
        return (
          <li key={m.key} className="flex flex-col gap-1.5" data-testid={`meter-${m.key}`}>
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-medium">{info.label}</span>
              <span className="tabular-nums text-muted-foreground">
                <span className="text-foreground">{formatAmount(m.key, m.used)}</span> of {formatAmount(m.key, m.limit)}
              </span>
            </div>
            <Progress value={share} tone={tone} label={`${info.label}: ${formatAmount(m.key, m.used)} of ${formatAmount(m.key, m.limit)}`} />
            <p className="text-xs text-muted-foreground">
              {m.resetsAt
                ? `Resets on ${resetDay(m.resetsAt)}`
                : m.key === "users"
                  ? "Members and open invitations; people with the Client role are free"
                  : "Counts what exists now"}
              {tone === "danger" ? " · limit reached" : tone === "warning" ? " · nearly at the limit" : ""}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
