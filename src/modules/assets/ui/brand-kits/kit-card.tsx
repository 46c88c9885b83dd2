"use client";

import { Copy, Pencil, Star, Trash2 } from "lucide-react";
import type { BrandKit } from "@/modules/ai/client";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { logoSrc } from "./logo-src";

type Props = {
  kit: BrandKit;
  isDefault: boolean;
  selected: boolean;
  companyLogoVersion: number | null;
  canEdit: boolean;
  canDelete: boolean;
  onOpen: () => void;
  onDuplicate: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
  busy: boolean;
};

/** A kit in the list: its colours, logo, names, the default badge and what can be done with it. */
export function KitCard({ kit, isDefault, selected, companyLogoVersion, canEdit, canDelete, onOpen, onDuplicate, onMakeDefault, onDelete, busy }: Props) {
  const logo = kit.logos.find((l) => l.variant === "primary") ?? kit.logos[0];
  const src = logo ? logoSrc(logo.url, companyLogoVersion) : null;
  return (
    <article
      aria-label={kit.name}
      className={cn("flex min-w-0 flex-col overflow-hidden rounded-lg border bg-card shadow-xs", selected && "border-primary ring-1 ring-primary")}
    >
      <div className="flex h-3" aria-hidden>
        {kit.colours.length > 0 ? (
          kit.colours.map((c, i) => <span key={i} className="flex-1" style={{ backgroundColor: /^#[0-9a-f]{6}$/i.test(c.hex) ? c.hex : "transparent" }} />)
        ) : (
          <span className="flex-1 bg-muted" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4">
        <div className="flex min-w-0 items-start gap-3">
          <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted/40">
            {src ? (
              <img src={src} alt="" className="max-h-full max-w-full object-contain" />
            ) : (
              <span aria-hidden className="text-lg font-semibold text-muted-foreground">
                {kit.brandName.charAt(0).toUpperCase()}
              </span>
            )}
          </div>
          <div className="flex min-w-0 flex-col gap-0.5">
            <h3 className="font-medium break-words">{kit.name}</h3>
            <p className="text-sm break-words text-muted-foreground">{kit.tagline || kit.brandName}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {isDefault && <Badge>Default</Badge>}
          {kit.colours.length > 0 && <span className="sr-only">Colours: {kit.colours.map((c) => `${c.name} ${c.hex}`).join(", ")}</span>}
        </div>
        <div className="mt-auto flex flex-wrap gap-1">
          <Button
            size="sm"
            variant={selected ? "secondary" : "outline"}
            onClick={onOpen}
            aria-label={`${canEdit ? "Edit" : "Open"} ${kit.name}`}
            aria-pressed={selected}
          >
            <Pencil aria-hidden /> {canEdit ? "Edit" : "Open"}
          </Button>
          {canEdit && (
            <>
              <Button size="sm" variant="ghost" onClick={onDuplicate} disabled={busy} aria-label={`Duplicate ${kit.name}`}>
                <Copy aria-hidden /> Duplicate
              </Button>
              {!isDefault && (
                <Button size="sm" variant="ghost" onClick={onMakeDefault} disabled={busy} aria-label={`Make ${kit.name} the default`}>
                  <Star aria-hidden /> Make default
                </Button>
              )}
              {canDelete && (
                <Button size="sm" variant="ghost" className="text-destructive" onClick={onDelete} disabled={busy} aria-label={`Delete ${kit.name}`}>
                  <Trash2 aria-hidden /> Delete
                </Button>
              )}
            </>
          )}
        </div>
      </div>
    </article>
  );
}
