"use client";

import { createUsePuck, type ComponentData } from "@puckeditor/core";
import { Sparkles } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { PAGE_LIMITS } from "../../contracts/pages.constants";
import { useFillBlock } from "../../hooks/use-pages";
import { mergeBlockCopy } from "../../pages/blocks/merge-copy";
import { blockRegistry, isBlockType } from "../../pages/blocks/registry";

const usePuck = createUsePuck();

/**
 * "Fill with AI" above the selected block's fields: an optional brief, then the block's text fields
 * written from the page's brand kit. The words replace the block's in the editor as one step of its
 * history (Undo brings the earlier ones back); nothing is saved until "Save draft".
 */
export function FillBlockPanel({ pageId }: { pageId: string }) {
  const selected = usePuck((s) => s.selectedItem) as ComponentData | null;
  if (!selected || !isBlockType(selected.type) || blockRegistry[selected.type].copyFields.length === 0) return null;
  return <FillBlockForm key={String(selected.props.id)} pageId={pageId} blockId={String(selected.props.id)} label={blockRegistry[selected.type].label} />;
}

function FillBlockForm({ pageId, blockId, label }: { pageId: string; blockId: string; label: string }) {
  const [open, setOpen] = useState(false);
  const getItemById = usePuck((s) => s.getItemById);
  const getSelectorForId = usePuck((s) => s.getSelectorForId);
  const dispatch = usePuck((s) => s.dispatch);
  // Puck records a step of its history 250 ms after the last change; the step it is at, for tests
  // that undo a fill (an Undo inside those 250 ms goes back past the fill).
  const historyStep = usePuck((s) => s.history.index);
  const form = useContractForm(() => import("../../contracts/pages.contracts").then((m) => m.fillBlockBrief), { defaultValues: { brief: "" } });
  const fill = useFillBlock({ meta: { silent: true } });

  const write = async (brief: string | undefined) => {
    const item = getItemById(blockId);
    if (!item || !isBlockType(item.type)) return;
    const result = await fill.mutateAsync({ id: pageId, brief, block: { type: item.type, props: { ...item.props, id: blockId } } });
    // The block as it is now (the person may have typed meanwhile), with the written words put in.
    const now = getItemById(blockId);
    const at = getSelectorForId(blockId);
    if (!now || !at) return;
    dispatch({
      type: "replace",
      destinationIndex: at.index,
      destinationZone: at.zone,
      data: { ...now, props: { ...mergeBlockCopy(now.props, result.props), id: blockId } },
    });
    setOpen(false);
  };

  if (!open)
    return (
      <div className="border-b p-3" data-history-step={historyStep}>
        <Button type="button" variant="outline" size="sm" className="w-full" onClick={() => setOpen(true)}>
          <Sparkles aria-hidden /> Fill with AI
        </Button>
      </div>
    );
  // A group, not a <form>: Puck's fields panel is a form already, and forms don't nest.
  const submit = form.submit((values) => write(values.brief || undefined));
  return (
    <div className="flex flex-col gap-2 border-b p-3" role="group" aria-label={`Fill the ${label} block with AI`}>
      <FormField
        form={form}
        name="brief"
        label="What should it say? (optional)"
        htmlFor={`fill-brief-${blockId}`}
        hint={`Written in your brand kit's voice. Up to ${PAGE_LIMITS.fillBrief} characters.`}
      >
        <Textarea rows={3} placeholder="e.g. spring launch, 20% off for the first month" {...form.register("brief")} />
      </FormField>
      <FormRootError form={form} />
      <div className="flex gap-2">
        <Button type="button" size="sm" loading={form.formState.isSubmitting} onClick={() => void submit()}>
          <Sparkles aria-hidden /> Write this block
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
