"use client";

import { useEffect, useState } from "react";
import { loadBrandKitContract } from "@/modules/ai/client";
import { Button } from "@/components/ui/button";
import { FormRootError, useContractForm } from "@/components/ui/form";
import { useUpdateBrandKit, type StoredBrandKit } from "../../hooks/use-brand-kits";
import type { KitForm } from "./editor-kit";
import { IdentitySection } from "./sections/identity-section";
import { LookSection } from "./sections/look-section";
import { ProductsSection } from "./sections/products-section";
import { ProofSection } from "./sections/proof-section";
import { VoiceSection } from "./sections/voice-section";
import { DisclaimersSection, WordsSection } from "./sections/words-section";
import { ExamplesSection } from "./sections/examples-section";

/** Every section of the editor, and the form's own message. */
export function KitSections({ form, readOnly, companyLogoVersion }: { form: KitForm; readOnly: boolean; companyLogoVersion: number | null }) {
  const props = { form, readOnly };
  return (
    <>
      <IdentitySection {...props} />
      <ProductsSection {...props} />
      <ProofSection {...props} />
      <VoiceSection {...props} />
      <WordsSection {...props} />
      <DisclaimersSection {...props} />
      <LookSection {...props} companyLogoVersion={companyLogoVersion} />
      <ExamplesSection {...props} />
      <FormRootError form={form} />
    </>
  );
}

type Props = {
  stored: Pick<StoredBrandKit, "id" | "kit" | "updatedAt">;
  readOnly: boolean;
  companyLogoVersion: number | null;
};

/**
 * One brand kit as one form with one Save button. A refused save (a field the contract refuses,
 * someone else's newer save) keeps every word typed and says why; the first field at fault gets focus.
 */
export function KitEditor({ stored, readOnly, companyLogoVersion }: Props) {
  const form: KitForm = useContractForm(loadBrandKitContract, { defaultValues: stored.kit });
  const [version, setVersion] = useState<Date>(stored.updatedAt);
  const update = useUpdateBrandKit({ meta: { silent: true } });
  const { isDirty, isSubmitting } = form.formState;

  // Leaving with unsaved changes (reload, close, typed address) asks first.
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isDirty]);

  const onSubmit = form.submit(async (values) => {
    const saved = await update.mutateAsync({ ...values, id: stored.id, expectedUpdatedAt: version });
    setVersion(saved.updatedAt);
    form.reset(saved.kit);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Brand kit ${stored.kit.name}`} className="flex min-w-0 flex-col gap-6">
      <KitSections form={form} readOnly={readOnly} companyLogoVersion={companyLogoVersion} />
      {!readOnly && (
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border sm:px-5">
          <Button type="submit" loading={isSubmitting}>
            Save brand kit
          </Button>
          {isDirty && (
            <Button variant="ghost" onClick={() => form.reset()} disabled={isSubmitting}>
              Discard changes
            </Button>
          )}
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {isDirty ? "You have unsaved changes." : "All changes saved."}
          </p>
        </div>
      )}
    </form>
  );
}
