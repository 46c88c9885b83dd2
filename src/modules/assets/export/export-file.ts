import { csvText } from "@/lib/csv";
import type { ExportableKind } from "../contracts/export.constants";
import { keywordListRows, rsaRows, type ExportAsset } from "./google-ads-editor";
import { metaAdRows } from "./meta-bulk";

const FILE_NAME: Record<ExportableKind, string> = {
  "keyword-list": "keywords-google-ads-editor",
  "google-rsa": "responsive-search-ads-google-ads-editor",
  "microsoft-rsa": "responsive-search-ads-microsoft-advertising-editor",
  "meta-ad": "meta-ads-bulk-upload",
};

/** The CSV of `assets` of one kind (pure): its name (without the date) and its text, byte-order mark included. */
export function exportFile(kind: ExportableKind, assets: readonly ExportAsset[]): { name: string; text: string } {
  const rows = kind === "keyword-list" ? keywordListRows(assets) : kind === "meta-ad" ? metaAdRows(assets) : rsaRows(assets);
  return { name: FILE_NAME[kind], text: csvText(rows) };
}
