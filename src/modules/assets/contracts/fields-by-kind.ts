import { z } from "zod";
import { assetSchemas, fieldConstraints } from "@/modules/ai";
import { ASSET_LIMITS, copyAssetKinds, type AssetKind } from "./items.constants";

/**
 * What a saved version's fields may hold, per kind (`assets.items` create and update). A save must
 * never lose text, so lengths and counts a platform refuses still save (the limits table flags them
 * in the editor, and review waits until they are fixed); only structure is refused here: wrong types,
 * more lines than a platform allows twice over, a line of absurd size, or text past the kind's size.
 *
 * Copy kinds take the ai module's asset shapes with every field optional (a draft fills them one by
 * one) and keys of their own kept. Kinds without a shape of their own yet keep the generic record.
 */

type Shape = Record<string, z.ZodType>;

/** Bytes of JSON a version may hold: an email's HTML body is the one long text. */
export const fieldsMaxBytesFor = (kind: AssetKind) => (kind === "email" ? ASSET_LIMITS.emailFieldsMaxBytes : ASSET_LIMITS.fieldsMaxBytes);

const bytesOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/** A list field at twice the platform's most lines: room to draft spares, refused beyond that. */
function listWithin(schema: z.ZodType, platformMax: number | undefined): z.ZodType {
  if (!(schema instanceof z.ZodArray) || platformMax === undefined) return schema;
  const max = platformMax * 2;
  return z.array(schema.element as z.ZodType).max(max, { error: `Keep up to ${max} lines here (the platform takes ${platformMax}).` });
}

function copySchema(kind: (typeof copyAssetKinds)[number]): z.ZodType<Record<string, unknown>> {
  const base = assetSchemas[kind] as unknown as z.ZodObject<Shape>;
  const limits = fieldConstraints(kind);
  const shape: Shape = {};
  for (const [field, schema] of Object.entries(base.shape)) shape[field] = listWithin(schema, limits[field]?.maxItems).optional();
  return z.looseObject(shape) as unknown as z.ZodType<Record<string, unknown>>;
}

const generic: z.ZodType<Record<string, unknown>> = z.record(z.string().max(100), z.json());

/** Kind → its fields' schema. keyword-list joins with the keywords page. */
const registry: Partial<Record<AssetKind, z.ZodType<Record<string, unknown>>>> = Object.fromEntries(copyAssetKinds.map((kind) => [kind, copySchema(kind)]));

/** The schema a version's fields of `kind` must pass (the size cap included). */
export function fieldsSchemaFor(kind: AssetKind): z.ZodType<Record<string, unknown>> {
  const maxBytes = fieldsMaxBytesFor(kind);
  return (registry[kind] ?? generic).refine((fields) => bytesOf(fields) <= maxBytes, {
    error: `The asset's text is too long to save (at most ${Math.round(maxBytes / 1024).toLocaleString("en-US")} KB).`,
  });
}

const words = (field: string) => field.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();

/** "Headlines, line 3, text" for ["headlines", 2, "text"]. */
export function fieldPathLabel(path: readonly PropertyKey[]): string {
  const parts = path.map((p) => (typeof p === "number" ? `line ${p + 1}` : words(String(p))));
  const label = parts.join(", ");
  return label ? label[0]!.toUpperCase() + label.slice(1) : "The asset's text";
}

/** A zod issue as a marketer reads it. */
function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_type")
    return issue.expected === "string" ? "this should be text." : issue.expected === "array" ? "this should be a list." : "this isn't valid here.";
  if (issue.code === "invalid_value") return "this isn't one of the allowed values.";
  return issue.message.endsWith(".") ? issue.message : `${issue.message}.`;
}

export type FieldsCheck = { ok: true; fields: Record<string, unknown> } | { ok: false; message: string; fieldErrors: Record<string, string> };

/** Checks `fields` for `kind`: the parsed fields, or a message per field path (`fields.headlines.2.text`). */
export function checkFieldsFor(kind: AssetKind, fields: unknown): FieldsCheck {
  const parsed = fieldsSchemaFor(kind).safeParse(fields);
  if (parsed.success) return { ok: true, fields: parsed.data };
  const fieldErrors: Record<string, string> = {};
  const lines: string[] = [];
  for (const issue of parsed.error.issues) {
    const key = ["fields", ...issue.path.map(String)].join(".");
    if (fieldErrors[key]) continue;
    const sentence = issue.path.length ? `${fieldPathLabel(issue.path)}: ${issueMessage(issue)}` : issue.message;
    fieldErrors[key] = sentence;
    lines.push(sentence);
  }
  return { ok: false, message: `This asset can't be saved as it is: ${lines.slice(0, 3).join(" ")}`, fieldErrors };
}
