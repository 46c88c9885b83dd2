"use client";

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

/** One tab of a report's breakdown: its label and the panel the server rendered for it. */
export type ReportTab = { value: string; label: string; panel: ReactNode };

const LIST = "inline-flex h-9 w-fit max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground";
const TRIGGER =
  "inline-flex h-full cursor-pointer items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm";

/** The tab a key moves to from tab `at` of `count` (arrows wrap around), or null when the key isn't a tab key. */
export function tabAfterKey(key: string, at: number, count: number): number | null {
  switch (key) {
    case "ArrowRight":
      return (at + 1) % count;
    case "ArrowLeft":
      return (at - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/**
 * Tabs over panels rendered on the server (the breakdown tables of a report), without the page's
 * code: the WAI-ARIA tabs pattern (arrow keys, Home and End move and select), and only the chosen
 * panel is mounted, as before.
 */
export function ReportTabs({ tabs, defaultValue, wrap = false }: { tabs: ReportTab[]; defaultValue: string; wrap?: boolean }) {
  const [value, setValue] = useState(defaultValue);
  const id = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const active = tabs.find((t) => t.value === value) ?? tabs[0];
  if (!active) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabAfterKey(event.key, tabs.indexOf(active), tabs.length);
    if (index === null) return;
    event.preventDefault();
    setValue(tabs[index]!.value);
    buttons.current[index]?.focus();
  };

  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" aria-orientation="horizontal" className={wrap ? `${LIST} flex-wrap` : LIST} onKeyDown={onKeyDown}>
        {tabs.map((t, i) => {
          const selected = t.value === active.value;
          return (
            <button
              key={t.value}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${t.value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${t.value}`}
              data-state={selected ? "active" : "inactive"}
              tabIndex={selected ? 0 : -1}
              className={TRIGGER}
              onClick={() => setValue(t.value)}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      <div
        key={active.value}
        role="tabpanel"
        id={`${id}-panel-${active.value}`}
        aria-labelledby={`${id}-tab-${active.value}`}
        data-state="active"
        tabIndex={0}
        className="flex-1"
      >
        {active.panel}
      </div>
    </div>
  );
}
