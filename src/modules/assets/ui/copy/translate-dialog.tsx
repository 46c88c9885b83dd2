"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { NativeSelect } from "@/components/ui/native-select";
import { translationLanguageLabel, translationLanguages } from "../../contracts/translate.constants";
import { useAiModelSettings } from "../../hooks/use-ai-model";
import { useTranslateAsset, type StoredAsset } from "../../hooks/use-asset";

/** What the dialog says when the workspace has no AI model: translating needs one (there is no offline translation). */
export function NoModelNote() {
  return (
    <p role="status" className="rounded-md border bg-muted/40 p-3 text-sm">
      Translating needs an AI model, and this workspace has none connected. Connect one in the AI model settings on the{" "}
      <Link href="/marketing-dashboard/themes" className="font-medium underline underline-offset-4">
        Themes page
      </Link>
      , then come back to translate.
    </p>
  );
}

type Props = { open: boolean; onOpenChange: (open: boolean) => void; asset: StoredAsset; onOpen: (id: string) => void };

/** "Translate…": the asset into one language, as a new draft written by the workspace's model; the new draft opens. */
export function TranslateDialog({ open, onOpenChange, asset, onOpen }: Props) {
  const model = useAiModelSettings();
  const form = useContractForm(() => import("../../contracts/translate.contracts").then((m) => m.translateAssetInput), {
    defaultValues: { id: asset.id, language: "de" },
  });
  const translate = useTranslateAsset({ meta: { silent: true }, onSuccess: (r) => (onOpenChange(false), onOpen(r.asset.id)) });
  const noModel = model.data?.source === "offline";
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Translate “{asset.title}”</DialogTitle>
          <DialogDescription>
            Your AI model writes a new draft in the language you choose, with the same lines and pins. It counts as one AI generation. This asset stays as it
            is.
          </DialogDescription>
        </DialogHeader>
        {model.isPending ? (
          <p className="text-sm text-muted-foreground">Checking your AI model…</p>
        ) : noModel ? (
          <NoModelNote />
        ) : (
          <form id="translate-asset-form" onSubmit={form.submit((values) => translate.mutateAsync(values))} noValidate className="flex flex-col gap-3">
            <FormField form={form} name="language" label="Language" htmlFor="translate-asset-language" required>
              <NativeSelect id="translate-asset-language" {...form.register("language")}>
                {translationLanguages.map((code) => (
                  <option key={code} value={code}>
                    {translationLanguageLabel[code]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormRootError form={form} />
          </form>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          {!noModel && !model.isPending && (
            <Button type="submit" form="translate-asset-form" loading={form.formState.isSubmitting}>
              Translate
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
