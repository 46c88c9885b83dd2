"use client";

import { Eye, Palette, Plus } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useState } from "react";
import { can, useCurrentWorkspace } from "@/modules/identity/client";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import type { BrandKitSource } from "../contracts/brand-kits.constants";
import { useBrandKits, useCreateBrandKit, useDeleteBrandKit, useDuplicateBrandKit, useSetDefaultBrandKit, type StoredBrandKit } from "../hooks/use-brand-kits";
import { KitCard } from "../ui/brand-kits/kit-card";
import { KitEditor } from "../ui/brand-kits/kit-editor";

const AiModelSection = dynamic(() => import("../ui/ai-model/ai-model-section").then((m) => m.AiModelSection), { ssr: false });
const NewKitDialog = dynamic(() => import("../ui/brand-kits/new-kit-dialog").then((m) => m.NewKitDialog), { ssr: false });
const GUIDE_HREF = "/marketing-dashboard/settings/guides-and-references?guide=brand-kits";

/** Puts the open kit in the address (?kit=id), so a reload or a shared link opens the same kit. */
function rememberKit(id: string) {
  const url = new URL(window.location.href);
  url.searchParams.set("kit", id);
  window.history.replaceState(null, "", `${url.pathname}?${url.searchParams.toString()}`);
}

export function ThemesView({ initialKitId }: { initialKitId: string | null }) {
  const { data: workspace } = useCurrentWorkspace();
  const { data: page } = useBrandKits();
  const canEdit = can(workspace.role, "assets.edit");
  const [chosen, setChosen] = useState<string | null>(initialKitId);
  const [creating, setCreating] = useState<BrandKitSource | null>(null);
  const [doomed, setDoomed] = useState<StoredBrandKit | null>(null);
  const open = (id: string) => (setChosen(id), rememberKit(id));

  const fromProfile = useCreateBrandKit({ onSuccess: (kit) => open(kit.id) });
  const duplicate = useDuplicateBrandKit({ onSuccess: (kit) => open(kit.id) });
  const makeDefault = useSetDefaultBrandKit();
  const remove = useDeleteBrandKit();
  const busy = duplicate.isPending || makeDefault.isPending || remove.isPending;

  const kits = page.kits;
  const selected = kits.find((k) => k.id === chosen) ?? kits.find((k) => k.isDefault) ?? kits[0] ?? null;
  const companyLogoVersion = page.companyLogoUpdatedAt ? page.companyLogoUpdatedAt.getTime() : null;

  return (
    <div className="mx-auto flex w-full max-w-5xl min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Themes (brand kits)</h1>
        <p className="text-muted-foreground">
          A brand kit is how {workspace.name} looks and sounds: every generator writes from it and every brand check reads it.{" "}
          <Link href={GUIDE_HREF} className="text-primary underline-offset-4 hover:underline">
            How brand kits work
          </Link>
        </p>
      </div>
      {!canEdit && (
        <div role="note" className="flex items-start gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
          <Eye className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>Your role lets you read brand kits but not change them. Ask a member or an admin of this workspace.</p>
        </div>
      )}

      {kits.length === 0 ? (
        <EmptyState
          icon={Palette}
          headingLevel="h2"
          title="No brand kit yet"
          description={
            canEdit
              ? "Start from your company profile (brand name, products, audiences, tone, words, colours and logo), or from a blank kit."
              : "No one has made a brand kit for this workspace yet."
          }
          action={
            canEdit && (
              <div className="flex flex-wrap justify-center gap-2">
                <Button onClick={() => fromProfile.mutate({ from: "profile" })} loading={fromProfile.isPending}>
                  Create from company profile
                </Button>
                <Button variant="outline" onClick={() => setCreating("blank")}>
                  Start blank
                </Button>
              </div>
            )
          }
        />
      ) : (
        <section aria-labelledby="kits-title" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="kits-title" className="text-lg font-semibold">
              Your brand kits
            </h2>
            {canEdit && (
              <Button variant="outline" onClick={() => setCreating("profile")}>
                <Plus aria-hidden /> New brand kit
              </Button>
            )}
          </div>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Brand kits">
            {kits.map((k) => (
              <li key={k.id} className="flex min-w-0">
                <KitCard
                  kit={k.kit}
                  isDefault={k.isDefault}
                  selected={k.id === selected?.id}
                  companyLogoVersion={companyLogoVersion}
                  canEdit={canEdit}
                  canDelete={kits.length > 1}
                  busy={busy}
                  onOpen={() => open(k.id)}
                  onDuplicate={() => duplicate.mutate({ id: k.id })}
                  onMakeDefault={() => makeDefault.mutate({ id: k.id })}
                  onDelete={() => setDoomed(k)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      {selected && (
        <section aria-labelledby="kit-editor-title" className="flex min-w-0 flex-col gap-4">
          <h2 id="kit-editor-title" className="text-lg font-semibold break-words">
            {canEdit ? "Edit" : "Brand kit"}: {selected.kit.name}
          </h2>
          <KitEditor key={selected.id} stored={selected} readOnly={!canEdit} companyLogoVersion={companyLogoVersion} />
        </section>
      )}

      <AiModelSection canManage={can(workspace.role, "workspace.manage")} />

      {creating && <NewKitDialog open={creating !== null} onOpenChange={(o) => !o && setCreating(null)} from={creating} onCreated={(kit) => open(kit.id)} />}
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(o) => !o && setDoomed(null)}
        title={`Delete “${doomed?.kit.name ?? ""}”?`}
        description={
          doomed?.isDefault
            ? "It is the default brand kit: the oldest of the others becomes the default. This can't be undone."
            : "Assets made with it keep their text. This can't be undone."
        }
        confirmLabel="Delete brand kit"
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutateAsync({ id: doomed!.id }).then(() => setDoomed(null))}
      />
    </div>
  );
}
