/** Words the import screens use: statuses, duplicate modes, counts. Pure, shared by the panel and the wizard. */
import { formatCount as formatCountIn } from "@/lib/format";
import type { ImportStatus, MergeMode } from "../../contracts/crm-enums";

export const statusLabels: Record<ImportStatus, string> = {
  uploaded: "Waiting for mapping",
  queued: "Queued",
  running: "Importing",
  completed: "Done",
  failed: "Stopped",
  cancelled: "Cancelled",
};

export const statusTones: Record<ImportStatus, "secondary" | "success" | "destructive" | "outline" | "warning"> = {
  uploaded: "outline",
  queued: "secondary",
  running: "secondary",
  completed: "success",
  failed: "destructive",
  cancelled: "warning",
};

export const mergeModeCopy: Record<MergeMode, { label: string; description: string }> = {
  skip: { label: "Skip them", description: "Contacts that already exist (same email) are left exactly as they are." },
  fill_empty: {
    label: "Update empty fields",
    description: "Fields that are empty on the existing contact get the file's value; nothing filled in is changed.",
  },
  overwrite: { label: "Overwrite", description: "The file's values replace the existing ones. Empty cells in the file never erase anything." },
};

export const isActive = (status: ImportStatus) => status === "queued" || status === "running";

/** "1,204": the import screens write counts in US English, whatever the workspace's locale. */
export const formatCount = (n: number) => formatCountIn(n, "en-US");

/** Where the rows not imported are downloaded from. */
export const invalidRowsHref = (importId: string) => `/api/crm/imports/${importId}/errors`;

export const MAX_FILE_BYTES = 512 * 1024 * 1024;

/** A file the picker or a drop offers: refused before upload when it can't be an import. */
export function fileProblem(file: { name: string; size: number }): string | null {
  if (file.size === 0) return "This file is empty.";
  if (file.size > MAX_FILE_BYTES) return "This file is larger than 512 MB. Split it into smaller files and import each one.";
  if (!/\.(csv|tsv|txt)$/i.test(file.name)) return "Choose a CSV file (.csv, .tsv or .txt). From Excel, use File → Save as → CSV.";
  return null;
}
