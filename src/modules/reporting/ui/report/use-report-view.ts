"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { parseReportView, reportInput, reportViewParams, type ReportView } from "../../contracts/report-range";

/**
 * The report's view from the URL, and a setter that writes it back (a history entry per change, so
 * Back undoes it and a copied link reproduces the view). `today` is the workspace's day, from the server.
 */
export function useReportView(today: string) {
  const params = useSearchParams();
  const view = useMemo(() => parseReportView(params), [params]);
  const input = useMemo(() => reportInput(view, today), [view, today]);
  const setView = useCallback(
    (patch: Partial<ReportView>) => {
      const next = { ...view, ...patch };
      if (patch.preset && patch.preset !== "custom") {
        delete next.from;
        delete next.to;
      }
      const qs = reportViewParams(next).toString();
      window.history.pushState(null, "", `${window.location.pathname}${qs ? `?${qs}` : ""}`);
    },
    [view],
  );
  return { view, input, setView };
}
