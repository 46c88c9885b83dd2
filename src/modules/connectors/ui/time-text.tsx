"use client";

import { useEffect, useState } from "react";
import { exactTime, relativeTime } from "./format";

/** The current time, moving on every 30 s so "3 minutes ago" stays true. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** A relative time ("2 hours ago") with the exact time on hover and for assistive tech. */
export function TimeText({ when, now }: { when: Date; now: Date }) {
  const exact = exactTime(when);
  // The server and the browser read different clocks and zones; the browser's text wins.
  return (
    <>
      <time dateTime={when.toISOString()} title={exact} suppressHydrationWarning className="underline decoration-dotted underline-offset-2">
        {relativeTime(when, now)}
      </time>
      <span className="sr-only" suppressHydrationWarning>
        {` (${exact})`}
      </span>
    </>
  );
}
