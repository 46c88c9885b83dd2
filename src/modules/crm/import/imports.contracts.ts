import { z } from "zod";
import { mergeModes } from "../contracts/crm-enums";
import { isKnownTarget, targetLabel, type CustomTarget, type Mapping } from "./fields";
import { text } from "@/lib/text";

export const importIdInput = z.object({ importId: z.uuid({ error: "Unknown import" }) });
export type ImportIdInput = z.infer<typeof importIdInput>;

export const listImportsInput = z.object({ limit: z.number().int().min(1).max(100).default(20) }).default({ limit: 20 });
export type ListImportsInput = z.infer<typeof listImportsInput>;

export const setMappingInput = z.object({
  importId: z.uuid({ error: "Unknown import" }),
  /** One destination per column, in the file's order; null: don't import the column. */
  mapping: z.array(text().max(80).nullable()).max(1000, { error: "A file can have at most 1,000 columns" }),
  mergeMode: z.enum(mergeModes, { error: "Choose how to treat contacts that already exist" }),
  listId: z.uuid({ error: "Unknown list" }).nullish(),
  /** A "Company name" column links each contact to the company of that name (any case), creating the ones that don't exist. */
  linkCompanies: z.boolean().default(true),
});
export type SetMappingInput = z.infer<typeof setMappingInput>;

export const startImportInput = z.object({
  importId: z.uuid({ error: "Unknown import" }),
  /** The plan can't hold every row: import what fits, skip the rest ("plan limit reached"). */
  acceptPartial: z.boolean().default(false),
});
export type StartImportInput = z.infer<typeof startImportInput>;

export const importErrorsInput = z.object({
  importId: z.uuid({ error: "Unknown import" }),
  /** The last row number of the previous page. */
  cursor: z.number().int().min(0).nullish(),
  limit: z.number().int().min(1).max(200).default(50),
});
export type ImportErrorsInput = z.infer<typeof importErrorsInput>;

const identityTargets = ["email", "firstName", "lastName", "fullName"];

/**
 * Checks a mapping against the file's columns and the workspace's fields: one destination per
 * column, each destination at most once, and an email or a name among them. Returns the problems
 * by column ("mapping.3") and overall ("mapping"), written for the person mapping.
 */
export function mappingProblems(mapping: Mapping, columns: number, custom: readonly CustomTarget[]): Record<string, string> {
  const problems: Record<string, string> = {};
  if (mapping.length !== columns) {
    problems.mapping = `The file has ${columns} columns; choose a destination (or "Don't import") for each.`;
    return problems;
  }
  const seen = new Map<string, number>();
  mapping.forEach((target, column) => {
    if (!target) return;
    if (!isKnownTarget(target, custom)) {
      problems[`mapping.${column}`] = "This field doesn't exist (any more): choose another.";
      return;
    }
    const first = seen.get(target);
    if (first !== undefined)
      problems[`mapping.${column}`] = `"${targetLabel(target, custom as CustomTarget[])}" is already chosen for column ${first + 1}: pick it once.`;
    else seen.set(target, column);
  });
  if (!identityTargets.some((t) => seen.has(t))) {
    problems.mapping = "Choose the column with the email, or the columns with the first and last names.";
  }
  return problems;
}
