"use client";

import { ArrowLeft } from "lucide-react";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { popupStyleLabel, popupStyles } from "../../contracts/popups.constants";
import type { PopupValues } from "../../contracts/popups.contracts";
import { useCreatePopup, useUpdatePopup, type PopupListRow, type StoredPopup } from "../../hooks/use-popups";
import { AudienceSection, ContentSection, TimingSection, type PopupForm } from "./popup-fields";
import { PopupPreview, previewPopup } from "./popup-preview";
import { StatusControl } from "./popup-status";

type Kit = { id: string; name: string; accent: string | null; isDefault: boolean };

const valuesOf = (p: StoredPopup): PopupValues => ({
  name: p.name,
  style: p.style,
  content: p.content,
  brandKitId: p.brandKitId,
  trigger: p.trigger,
  frequency: p.frequency,
  targeting: p.targeting,
  schedule: p.schedule,
});

/** The builder: the form on the left, the live preview on the right. `popup` null makes a new one. */
export function PopupEditor({
  popup,
  initial,
  brandKits,
  canEdit,
  onDone,
  onCreated,
}: {
  popup: (StoredPopup | PopupListRow) | null;
  initial: PopupValues;
  brandKits: Kit[];
  canEdit: boolean;
  onDone: () => void;
  onCreated: (id: string) => void;
}) {
  const form: PopupForm = useContractForm(() => import("../../contracts/popups.contracts").then((m) => m.createPopupInput), {
    defaultValues: popup ? valuesOf(popup) : initial,
  });
  const create = useCreatePopup({ meta: { silent: true }, onSuccess: (p) => onCreated(p.id) });
  const update = useUpdatePopup({ meta: { silent: true }, onSuccess: (p) => form.reset(valuesOf(p)) });
  const values = useWatch({ control: form.control }) as PopupValues;
  const kitId = useWatch({ control: form.control, name: "brandKitId" });
  const kit = brandKits.find((k) => k.id === kitId) ?? null;

  const onSubmit = form.submit((v) => (popup ? update.mutateAsync({ ...v, id: popup.id, expectedUpdatedAt: popup.updatedAt }) : create.mutateAsync(v)));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={onDone}>
          <ArrowLeft aria-hidden /> All pop-ups
        </Button>
        {popup && canEdit ? <StatusControl popup={popup} /> : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <form onSubmit={onSubmit} noValidate aria-label={popup ? `Edit ${popup.name}` : "New pop-up"} className="flex flex-col gap-4">
          <fieldset disabled={!canEdit} className="flex flex-col gap-4">
            <FormField form={form} name="name" label="Name" htmlFor="popup-name" required hint="Only your team sees it">
              <Input {...form.register("name")} />
            </FormField>
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField form={form} name="style" label="Style" htmlFor="popup-style">
                <NativeSelect id="popup-style" {...form.register("style")}>
                  {popupStyles.map((s) => (
                    <option key={s} value={s}>
                      {popupStyleLabel[s]}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField form={form} name="brandKitId" label="Brand kit" htmlFor="popup-kit" hint="Its first colour paints the button">
                <NativeSelect id="popup-kit" {...form.register("brandKitId")}>
                  <option value="">Default colours</option>
                  {brandKits.map((k) => (
                    <option key={k.id} value={k.id}>
                      {k.name}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            </div>
            <ContentSection form={form} />
            <TimingSection form={form} />
            <AudienceSection form={form} />
          </fieldset>
          <FormRootError form={form} />
          {canEdit ? (
            <div className="flex gap-2">
              <Button type="submit" loading={form.formState.isSubmitting}>
                {popup ? "Save pop-up" : "Create pop-up"}
              </Button>
            </div>
          ) : null}
        </form>
        <div className="lg:sticky lg:top-4 lg:self-start">
          <PopupPreview popup={previewPopup(values, kit?.accent ?? null)} />
        </div>
      </div>
    </div>
  );
}
