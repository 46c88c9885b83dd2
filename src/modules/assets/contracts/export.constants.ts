import type { AssetKind } from "./items.constants";

/** The asset kinds a CSV export exists for, and the file each one makes (zod-free, for the export button). */
export const exportableKinds = ["keyword-list", "google-rsa", "microsoft-rsa", "meta-ad"] as const satisfies readonly AssetKind[];
export type ExportableKind = (typeof exportableKinds)[number];

export const isExportableKind = (kind: string): kind is ExportableKind => (exportableKinds as readonly string[]).includes(kind);

export const exportFormatLabel: Record<ExportableKind, string> = {
  "keyword-list": "Google Ads Editor / Microsoft Advertising Editor",
  "google-rsa": "Google Ads Editor / Microsoft Advertising Editor",
  "microsoft-rsa": "Google Ads Editor / Microsoft Advertising Editor",
  "meta-ad": "Meta bulk upload",
};

/** Assets one download holds at most. */
export const EXPORT_MAX_ASSETS = 100;

/** The address of a download: GET /api/assets/export?kind=…&ids=a,b,c */
export const exportHref = (kind: ExportableKind, ids: readonly string[]) =>
  `/api/assets/export?kind=${encodeURIComponent(kind)}&ids=${ids.map(encodeURIComponent).join(",")}`;
