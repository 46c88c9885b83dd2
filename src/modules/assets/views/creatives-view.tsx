"use client";

import { Download } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Progress } from "@/components/ui/progress";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import { can, useCurrentWorkspace } from "@/modules/identity/client";
import {
  CREATIVE_COPY_LIMITS as L,
  creativeFamilySizes,
  creativeTemplateLabel,
  creativeTemplates,
  type CreativeFamily,
  type CreativeTemplate,
} from "../contracts/creatives.constants";
import type { CreativeSetForm } from "../contracts/creatives.contracts";
import { useBrandKits } from "../hooks/use-brand-kits";
import { useCreativeSet, useRenderSizes, useSaveCreativeSet, type CreativeSet } from "../hooks/use-creatives";
import { SizeResults } from "../ui/creatives/size-results";
import { WordsSources } from "../ui/creatives/words-sources";
import { MediaPicker, type PickedMedia } from "../ui/media/media-picker";

const TITLE: Record<CreativeFamily, { h1: string; intro: string; template: CreativeTemplate }> = {
  social: {
    h1: "Ad and social creatives",
    intro:
      "Make one image for ads and social posts in your brand kit's colours and fonts, rendered at every platform size and checked against each platform's rules.",
    template: "photo-overlay",
  },
  email: {
    h1: "Email creatives",
    intro: "Make an email header in your brand kit's colours and fonts, at the standard and the sharp-screen size.",
    template: "colour-block",
  },
};

/** A creative page: the form beside its sizes. `?asset=<id>` opens a saved set to edit and save as a new version. */
export function CreativesView({ family, assetId }: { family: CreativeFamily; assetId: string | null }) {
  const saved = useCreativeSet(assetId);
  if (assetId && !saved.data)
    return saved.isError ? (
      <p role="alert" className="mx-auto max-w-5xl">
        This creative set couldn&apos;t load: {saved.error.message}
      </p>
    ) : (
      <p className="mx-auto max-w-5xl text-muted-foreground">Opening the creative set…</p>
    );
  return <CreativesEditor key={saved.data?.id ?? "new"} family={family} saved={saved.data ?? null} />;
}

function CreativesEditor({ family, saved }: { family: CreativeFamily; saved: CreativeSet | null }) {
  const { data: workspace } = useCurrentWorkspace();
  const canEdit = can(workspace.role, "assets.edit");
  const { data: kitsPage } = useBrandKits();
  const kits = kitsPage.kits;
  const defaultKit = kits.find((k) => k.isDefault) ?? kits[0];
  const sizes = creativeFamilySizes[family];
  const [current, setCurrent] = useState<CreativeSet | null>(saved);
  const [photo, setPhoto] = useState<PickedMedia | null>(null);
  const render = useRenderSizes();
  const save = useSaveCreativeSet({
    meta: { silent: true },
    onSuccess: (set) => {
      setCurrent(set);
      // The address names the saved set (a reload or a shared link opens it), without reloading the page.
      window.history.replaceState(null, "", `${window.location.pathname}?asset=${set.id}`);
    },
  });

  const f = saved?.fields;
  const form = useContractForm(() => import("../contracts/creatives.contracts").then((m) => m.creativeSetForm), {
    defaultValues: {
      title: saved?.title ?? (family === "email" ? "New email header" : "New creative set"),
      template: f?.template ?? TITLE[family].template,
      brandKitId: f?.brandKitId ?? defaultKit?.id ?? "",
      copy: f?.copy ?? { headline: "", subline: "", cta: family === "email" ? "" : "Shop now" },
      photoMediaId: f?.photoMediaId ?? null,
    },
  });
  const formOf = (values: CreativeSetForm) => ({
    template: values.template,
    brandKitId: values.brandKitId,
    copy: values.copy,
    photoMediaId: values.photoMediaId,
  });
  const renderAll = form.submit((values) => render.run(formOf(values), sizes));
  const saveSet = form.submit((values) =>
    save.mutateAsync({ ...values, family, ...(current ? { assetId: current.id, version: current.currentVersion } : {}) }),
  );

  if (kits.length === 0)
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{TITLE[family].h1}</h1>
        <p>Creatives take their colours and fonts from a brand kit. Make one first.</p>
        <Link href="/marketing-dashboard/themes" className={cn(buttonVariants({ variant: "default" }), "self-start")}>
          Make a brand kit
        </Link>
      </div>
    );

  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{TITLE[family].h1}</h1>
        <p className="text-muted-foreground">
          {TITLE[family].intro}{" "}
          <Link href="/marketing-dashboard/settings/guides-and-references?guide=creative-assets" className="text-primary underline-offset-4 hover:underline">
            How creatives work
          </Link>
        </p>
      </div>
      <div className="grid min-w-0 gap-6 lg:grid-cols-[22rem_1fr]">
        <form onSubmit={renderAll} noValidate aria-label="Creative" className="flex min-w-0 flex-col gap-4">
          <FormField form={form} name="template" label="Template" htmlFor="creative-template" required>
            <NativeSelect {...form.register("template")}>
              {creativeTemplates.map((t) => (
                <option key={t} value={t}>
                  {creativeTemplateLabel[t]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField form={form} name="brandKitId" label="Brand kit" htmlFor="creative-kit" required>
            <NativeSelect {...form.register("brandKitId")}>
              {kits.map((k) => (
                <option key={k.id} value={k.id}>
                  {k.kit.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField form={form} name="copy.headline" label="Headline" htmlFor="creative-headline" required>
            <Input autoComplete="off" maxLength={L.headlineMax} {...form.register("copy.headline")} />
          </FormField>
          <FormField
            form={form}
            name="copy.subline"
            label="Body text"
            htmlFor="creative-subline"
            hint="Optional. Small sizes leave it out when there's no room."
          >
            <Textarea rows={3} maxLength={L.sublineMax} {...form.register("copy.subline")} />
          </FormField>
          <FormField form={form} name="copy.cta" label="Button text" htmlFor="creative-cta" hint="Optional, e.g. Shop now">
            <Input autoComplete="off" maxLength={L.ctaMax} {...form.register("copy.cta")} />
          </FormField>
          <WordsSources
            canEdit={canEdit}
            brandKitId={form.watch("brandKitId")}
            onWords={(words) => {
              for (const [key, value] of Object.entries(words))
                form.setValue(`copy.${key as "headline" | "subline" | "cta"}`, value ?? "", { shouldDirty: true });
            }}
          />
          <div className="flex flex-col gap-1">
            <span className="text-sm font-medium">Product photo</span>
            {!photo && form.watch("photoMediaId") ? (
              <span className="flex flex-wrap items-center gap-2 text-sm">
                The saved set&apos;s photo is used.
                <Button type="button" variant="ghost" size="sm" onClick={() => form.setValue("photoMediaId", null, { shouldDirty: true })}>
                  Don&apos;t use a photo
                </Button>
              </span>
            ) : null}
            <span className="text-sm text-muted-foreground">Optional. Each size is cropped around the most interesting part of the photo.</span>
            <MediaPicker
              label="Choose a product photo"
              canUpload={canEdit}
              value={photo}
              onChange={(picked) => {
                setPhoto(picked);
                form.setValue("photoMediaId", picked?.id ?? null, { shouldDirty: true });
              }}
            />
          </div>
          <FormRootError form={form} />
          {canEdit ? (
            <Button type="submit" loading={render.running}>
              {render.total ? "Render all sizes again" : "Render all sizes"}
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">Your role can look at creatives but not make them.</p>
          )}
          {render.running && <Progress value={Math.round((render.done / render.total) * 100)} label="Rendering the sizes" />}
          <p role="status" className="text-sm text-muted-foreground">
            {render.running
              ? `Rendering ${render.done + 1} of ${render.total} sizes…`
              : render.total
                ? `Rendered ${render.done} of ${render.total} sizes.`
                : ""}
          </p>
        </form>
        <div className="flex min-w-0 flex-col gap-4">
          {render.total > 0 ? (
            <SizeResults sizes={sizes} results={render.results} />
          ) : current ? (
            <p className="text-sm text-muted-foreground">The saved images are below. Change the form and render again to see each size&apos;s checks.</p>
          ) : (
            <p className="rounded-md border border-dashed p-6 text-sm text-muted-foreground">
              Fill in the words, then render: every size appears here side by side with its checks (text share, smallest text, file size per platform,
              contrast).
            </p>
          )}
          {canEdit && (
            <section aria-labelledby="creative-save" className="flex min-w-0 flex-col gap-3 rounded-lg border p-4">
              <h2 id="creative-save" className="text-lg font-semibold">
                Save to the library
              </h2>
              <FormField form={form} name="title" label="Name of the creative set" htmlFor="creative-title" required>
                <Input autoComplete="off" {...form.register("title")} />
              </FormField>
              <Button type="button" className="self-start" loading={save.isPending} onClick={() => void saveSet()}>
                {current ? "Save as a new version" : "Save creative set"}
              </Button>
            </section>
          )}
          {current && <SavedSet set={current} />}
        </div>
      </div>
    </div>
  );
}

/** The saved set's images with a download for each, and all of them in one ZIP. */
function SavedSet({ set }: { set: CreativeSet }) {
  return (
    <section aria-labelledby="creative-saved" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="creative-saved" className="text-lg font-semibold">
          Saved: {set.title} (version {set.currentVersion})
        </h2>
        <a href={`/api/assets/creative-sets/${set.id}/zip`} className={buttonVariants({ variant: "outline" })} download>
          <Download aria-hidden /> Download all (ZIP)
        </a>
      </div>
      <ul className="grid min-w-0 grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Saved images">
        {set.images.map((image) => (
          <li key={image.mediaId} className="flex min-w-0 flex-col gap-1 rounded-md border p-2 text-sm">
            {image.url ? (
              <img src={image.url} alt={`${set.title} at ${image.width} × ${image.height}`} className="max-h-40 w-full object-contain" loading="lazy" />
            ) : null}
            <span>
              {image.width} × {image.height}
            </span>
            {image.download ? (
              <a href={image.download} className="text-primary underline-offset-4 hover:underline" download>
                Download {image.width} × {image.height}
              </a>
            ) : (
              <span className="text-muted-foreground">This image was deleted from the media library.</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
