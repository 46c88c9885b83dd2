"use client";

import { useRouter } from "next/navigation";
import { useEffect, useTransition } from "react";

/**
 * Rendered while an audit is queued or running: reads the page again from the server `everyMs`
 * after the last reading arrived (never two at once), while the tab is visible (at once when it
 * shows again). The page stops rendering it when no audit is active, which ends the polling.
 */
export function RefreshWhileActive({ everyMs }: { everyMs: number }) {
  const router = useRouter();
  const [reading, startTransition] = useTransition();
  useEffect(() => {
    if (reading) return;
    const read = () => {
      if (!document.hidden) startTransition(() => router.refresh());
    };
    const timer = setTimeout(read, everyMs);
    const onVisible = () => {
      if (document.hidden) return;
      clearTimeout(timer);
      read();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [reading, router, everyMs]);
  return null;
}
