"use client";

import { usePathname, useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useOptimistic, useRef, useTransition, type ReactNode } from "react";
import { reportViewParams, type PresetRanges, type ReportView } from "../../contracts/report-view";

type ReportNav = {
  view: ReportView;
  today: string;
  /** Each preset's days for `today`, computed on the server. */
  ranges: PresetRanges;
  /** Writes a change of view to the address (a history entry, so Back undoes it); the server sends the new numbers. */
  setView: (patch: Partial<ReportView>) => void;
  /** Asks the server for the same view again. */
  reload: () => void;
  pending: boolean;
};

const ReportNavContext = createContext<ReportNav | null>(null);

export function useReportNav(): ReportNav {
  const nav = useContext(ReportNavContext);
  if (!nav) throw new Error("useReportNav needs <ReportRoot> above it");
  return nav;
}

/** The address of a view: the page's path and the view's query. */
export function viewHref(pathname: string, view: ReportView): string {
  const qs = reportViewParams(view).toString();
  return `${pathname}${qs ? `?${qs}` : ""}`;
}

/**
 * A report page's root in the browser: the view the server rendered, a setter that navigates to the
 * next one (in a transition, so the numbers on screen stay until the new ones arrive), and the
 * page's readiness. `data-report-ready` says the numbers on screen match the address (the PDF
 * renderer and tests wait for it).
 */
export function ReportRoot({ view, today, ranges, children }: { view: ReportView; today: string; ranges: PresetRanges; children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  // The controls show the view asked for while the server works on it.
  const [shown, show] = useOptimistic(view);
  // Changes made before the server answers build on each other, not on the view on screen.
  const latest = useRef(view);
  useEffect(() => {
    latest.current = view;
  }, [view]);
  const setView = useCallback(
    (patch: Partial<ReportView>) => {
      const next = { ...latest.current, ...patch };
      if (patch.preset && patch.preset !== "custom") {
        delete next.from;
        delete next.to;
      }
      latest.current = next;
      startTransition(() => {
        show(next);
        router.push(viewHref(pathname, next), { scroll: false });
      });
    },
    [pathname, router, show],
  );
  const reload = useCallback(() => startTransition(() => router.refresh()), [router]);
  const nav = useMemo(() => ({ view: shown, today, ranges, setView, reload, pending }), [shown, today, ranges, setView, reload, pending]);
  return (
    <ReportNavContext value={nav}>
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-5" data-report-ready={pending ? "false" : "true"} aria-busy={pending}>
        {children}
      </div>
    </ReportNavContext>
  );
}
