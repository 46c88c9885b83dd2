"use client";

import { useEffect, useMemo, useState, type RefObject } from "react";
import { scrollTopFor, visibleWindow, type RowWindow } from "./virtual-window";

/**
 * Draws only the rows in view (plus `overscan`) of a scroll container holding fixed-height rows under
 * a sticky header of `headerHeight`. Re-measures on scroll (once per frame) and on resize.
 */
export function useVirtualRows(
  scroller: RefObject<HTMLElement | null>,
  { count, rowHeight, headerHeight, overscan = 8 }: { count: number; rowHeight: number; headerHeight: number; overscan?: number },
): RowWindow & { scrollToIndex: (index: number) => void } {
  const [view, setView] = useState({ scrollTop: 0, height: 640 });

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      setView((v) => (v.scrollTop === el.scrollTop && v.height === el.clientHeight ? v : { scrollTop: el.scrollTop, height: el.clientHeight }));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    frame = requestAnimationFrame(measure);
    el.addEventListener("scroll", onScroll, { passive: true });
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(onScroll);
    observer?.observe(el);
    return () => {
      el.removeEventListener("scroll", onScroll);
      observer?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [scroller]);

  const window = useMemo(
    () => visibleWindow({ scrollTop: view.scrollTop, viewportHeight: view.height - headerHeight, rowHeight, count, overscan }),
    [view, headerHeight, rowHeight, count, overscan],
  );

  const scrollToIndex = (index: number) => {
    const el = scroller.current;
    if (!el) return;
    const top = scrollTopFor(index, { scrollTop: el.scrollTop, viewportHeight: el.clientHeight, rowHeight, offset: headerHeight });
    if (top !== null) el.scrollTo({ top });
  };

  return { ...window, scrollToIndex };
}
