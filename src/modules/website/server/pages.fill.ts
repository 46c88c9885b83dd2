import "server-only";
import type { Field } from "@puckeditor/core";
import { fillCopy, modelClientFor, type CopyField, type CopySpec, type FilledCopy, type ModelClient } from "@/modules/ai";
import { getBrandKit, getDefaultBrandKit } from "@/modules/assets";
import { assertWithinLimit, recordUsage } from "@/modules/billing";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { InvalidError } from "@/server/errors";
import { getLogger } from "@/server/log";
import type { FillBlockInput } from "../contracts/pages.contracts";
import { blockRegistry, type BlockType } from "../pages/blocks/registry";
import { escapeHtml } from "../pages/html";
import { getPage } from "./pages.service";

const NO_KIT = "Fill with AI writes in your brand's voice: create a brand kit in Creatives first, then choose it in this page's settings.";
const NO_COPY = "This block has no text for AI to write.";
const MAX_ITEMS = 8;

/** What one text field is, to the writer: its kind and length, from its name and type. */
function copyField(name: string, field: Field): CopyField | null {
  const label = "label" in field && typeof field.label === "string" ? field.label : name;
  if (name === "html") return { name, label: "Text", kind: "paragraphs", max: 1_200 };
  if (field.type === "textarea") return { name, label, kind: "sentence", max: 300 };
  if (field.type !== "text") return null;
  if (/label$/i.test(name)) return { name, label, kind: "cta", max: 30 };
  if (name === "question") return { name, label, kind: "question", max: 120 };
  if (name === "eyebrow") return { name, label, kind: "short", max: 40 };
  if (name === "caption" || name === "endedText") return { name, label, kind: "sentence", max: 140 };
  return { name, label, kind: "short", max: 90 };
}

/** The block's copy fields (the registry's `copyFields`) as the writer's spec; a list writes as many items as the block holds. */
export function blockCopySpec(type: BlockType, props: Record<string, unknown>): CopySpec {
  const block = blockRegistry[type];
  const spec: CopySpec = [];
  for (const name of block.copyFields) {
    const field = block.fields[name];
    if (!field) continue;
    if (field.type === "array") {
      const fields = Object.entries(field.arrayFields)
        .map(([sub, def]) => copyField(sub, def))
        .filter((f): f is CopyField => f !== null);
      const current = Array.isArray(props[name]) ? (props[name] as unknown[]).length : 0;
      if (fields.length) spec.push({ name, label: field.label ?? name, items: Math.min(MAX_ITEMS, Math.max(1, current || 3)), fields });
      continue;
    }
    const one = copyField(name, field);
    if (one) spec.push(one);
  }
  return spec;
}

/** The written copy as the block's props: the text block's paragraphs as HTML, every other field as written. */
function asProps(type: BlockType, values: FilledCopy): Record<string, unknown> {
  const props: Record<string, unknown> = { ...values };
  if (type === "text" && typeof values.html === "string")
    props.html = values.html
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join("");
  return props;
}

async function modelOrOffline(db: Db, tenant: Tenant): Promise<ModelClient | null> {
  try {
    return await modelClientFor(db, tenant.workspaceId);
  } catch (error) {
    getLogger().warn({ err: error }, "landing pages: the model provider can't be used; the offline writer fills the block");
    return null;
  }
}

/**
 * "Fill with AI" for one block: its copy fields written from the page's brand kit (else the
 * workspace's default kit) and the brief, by the workspace's model or the offline writer. Nothing is
 * saved: the editor puts the answer into the block, to keep or undo. Counts one AI generation.
 */
export async function fillBlock(db: Db, tenant: Tenant, input: FillBlockInput) {
  const page = await getPage(db, tenant, input.id);
  const spec = blockCopySpec(input.block.type, input.block.props);
  if (spec.length === 0) throw new InvalidError(NO_COPY);
  const stored = page.brandKitId ? await getBrandKit(db, tenant, page.brandKitId) : await getDefaultBrandKit(db, tenant);
  if (!stored) throw new InvalidError(NO_KIT);
  await assertWithinLimit(db, tenant, "aiGenerations", 1);
  const result = await fillCopy({
    kit: stored.kit,
    what: blockRegistry[input.block.type].label,
    brief: input.brief ?? "",
    spec,
    client: await modelOrOffline(db, tenant),
    seed: `${input.block.props.id}/${input.brief ?? ""}/${Date.now()}`,
  });
  if (Object.keys(result.values).length === 0)
    throw new InvalidError("The brand kit has too little to write from yet. Add products, benefits and offers to it, or type the words.");
  await recordUsage(db, tenant, "aiGenerations", 1);
  return { props: asProps(input.block.type, result.values), source: result.source, note: result.note };
}
