"use client";

import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { devices, deviceLabel, type Device } from "../../contracts/popups.constants";
import type { PopupValues } from "../../contracts/popups.contracts";
import { coloursFor } from "../../site-script/colours";
import { mountPopup } from "../../site-script/render";
import type { SitePopup } from "../../site-script/types";

const WIDTH: Record<Device, string> = { desktop: "100%", tablet: "768px", mobile: "375px" };

/** The builder's values as the site script will receive them. */
export function previewPopup(values: PopupValues, accent: string | null): SitePopup {
  return {
    id: "preview",
    style: values.style,
    content: { ...values.content, formUrl: "" },
    trigger: values.trigger,
    frequency: values.frequency,
    targeting: values.targeting,
    colours: coloursFor(accent),
  };
}

/**
 * The pop-up drawn by the site script's own renderer into a stand-in page. The stage is transformed,
 * so the pop-up's position:fixed layers sit inside it instead of over the builder.
 */
export function PopupPreview({ popup }: { popup: SitePopup }) {
  const stage = useRef<HTMLDivElement>(null);
  const [device, setDevice] = useState<Device>("desktop");
  const [closedAt, setClosedAt] = useState(0);
  const key = JSON.stringify(popup);

  useEffect(() => {
    const parent = stage.current;
    if (!parent) return;
    const mounted = mountPopup(document, parent, JSON.parse(key) as SitePopup, { preview: true, onClose: () => setClosedAt(Date.now()) });
    return () => mounted.close();
  }, [key, closedAt, device]);

  return (
    <section aria-labelledby="popup-preview-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="popup-preview-title" className="text-base font-semibold">
          Preview
        </h2>
        <div role="group" aria-label="Device" className="inline-flex rounded-md border p-0.5">
          {devices.map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={device === d}
              onClick={() => setDevice(d)}
              className={cn("rounded px-2.5 py-1 text-sm", device === d ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted")}
            >
              {deviceLabel[d]}
            </button>
          ))}
        </div>
      </div>
      <div className="overflow-x-auto rounded-lg border bg-muted/30 p-2">
        <div
          ref={stage}
          data-testid="popup-preview"
          className="relative mx-auto h-[440px] overflow-hidden rounded-md border bg-background"
          style={{ width: WIDTH[device], maxWidth: "100%", transform: "translateZ(0)" }}
        >
          <div aria-hidden className="flex flex-col gap-3 p-6">
            <div className="h-5 w-1/3 rounded bg-muted" />
            <div className="h-3 w-full rounded bg-muted" />
            <div className="h-3 w-5/6 rounded bg-muted" />
            <div className="h-3 w-2/3 rounded bg-muted" />
            <div className="mt-4 h-32 w-full rounded bg-muted" />
          </div>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">Your page, with the pop-up on top. Close it to see it again.</p>
    </section>
  );
}
