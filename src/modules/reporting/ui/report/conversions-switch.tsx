"use client";

import { useReportNav } from "./report-root";

/** The switch as drawn: a checkbox with its label and what it does. */
export function ConversionsSwitchView({ on, platformName, onToggle }: { on: boolean; platformName: string; onToggle: () => void }) {
  return (
    <label className="flex items-start gap-2 text-sm print:hidden">
      <input type="checkbox" className="mt-0.5 size-4 accent-primary" checked={on} onChange={onToggle} />
      <span>
        <span className="font-medium">Show fractional conversions</span>
        <span className="block text-xs text-muted-foreground">
          {on
            ? `${platformName} can credit part of a conversion to an ad. Conversions show up to 2 decimals.`
            : `${platformName} can credit part of a conversion to an ad. Conversions are rounded to whole numbers.`}
        </span>
      </span>
    </label>
  );
}

/**
 * "Show fractional conversions", kept in the address (`?conversions=fractions`) like the rest of the
 * view, so a link, the PDF and a scheduled report show the same numbers. Offered only on reports of
 * platforms that report fractions (FRACTIONAL_CONVERSION_PLATFORMS).
 */
export function ConversionsSwitch({ platformName }: { platformName: string }) {
  const { view, setView } = useReportNav();
  return <ConversionsSwitchView on={!!view.fractions} platformName={platformName} onToggle={() => setView({ fractions: view.fractions ? undefined : true })} />;
}
