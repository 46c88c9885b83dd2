"use client";

import { Download } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { exportFormatLabel, exportHref, type ExportableKind } from "../../contracts/export.constants";

/**
 * Downloads the assets as the CSV their ad platform imports: Google Ads Editor (which Microsoft
 * Advertising Editor also reads) for keyword lists and responsive search ads, Meta bulk upload for
 * Meta ads. A plain link, so the browser's own download runs (and a keyboard reaches it); with no
 * asset picked it says why instead.
 */
export function ExportAssetsButton({ kind, assetIds, className }: { kind: ExportableKind; assetIds: readonly string[]; className?: string }) {
  const label = `Export CSV for ${exportFormatLabel[kind]}`;
  if (assetIds.length === 0)
    return (
      <span
        className={cn(buttonVariants({ variant: "outline" }), "pointer-events-none opacity-60", className)}
        aria-disabled="true"
        title="Save it first to export it."
      >
        <Download aria-hidden /> Export CSV
      </span>
    );
  return (
    <a href={exportHref(kind, assetIds)} download className={cn(buttonVariants({ variant: "outline" }), className)} aria-label={label} title={label}>
      <Download aria-hidden /> Export CSV
    </a>
  );
}
