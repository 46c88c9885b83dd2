"use client";

import { Building2, ChevronsUpDown } from "@/components/ui/icons";
import type { ComponentProps } from "react";
import { LazyMenu } from "@/components/ui/lazy-menu";

export type ShellWorkspace = { id: string; name: string; kind: "brand" | "agency" | "client"; isDemo: boolean; role: string };

/** `cn(buttonVariants({ variant: "outline" }), "max-w-[11rem] justify-between gap-2 sm:max-w-[16rem]")`, resolved (see shell-triggers.render.test.ts). */
export const WORKSPACE_TRIGGER_CLASS =
  "inline-flex shrink-0 cursor-pointer items-center whitespace-nowrap rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground h-9 px-4 max-w-[11rem] justify-between gap-2 sm:max-w-[16rem]";

/** The switcher's button, the same at first load and in the full menu (which wraps it in Radix's trigger). */
export function WorkspaceTrigger({ current, ...props }: { current: ShellWorkspace } & ComponentProps<"button">) {
  return (
    <button type="button" className={WORKSPACE_TRIGGER_CLASS} aria-label={`Workspace: ${current.name}. Switch workspace`} {...props}>
      <Building2 className="size-4 shrink-0" aria-hidden />
      <span className="truncate">{current.name}</span>
      <ChevronsUpDown className="size-4 shrink-0 opacity-60" aria-hidden />
    </button>
  );
}

const loadMenu = () => import("./workspace-switcher-menu").then((m) => m.WorkspaceSwitcherMenu);

/** The header's workspace switcher: its menu, data and dialogs load on first press (see LazyMenu). */
export function WorkspaceSwitcher({ current }: { current: ShellWorkspace }) {
  return (
    <LazyMenu load={loadMenu} props={{ current }}>
      <WorkspaceTrigger current={current} />
    </LazyMenu>
  );
}
