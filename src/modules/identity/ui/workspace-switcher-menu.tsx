"use client";

import { Check, Plus } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { TRPCReactProvider } from "@/trpc/client";
import { useSwitchWorkspace, useWorkspaces } from "../hooks/use-workspaces";
import { can, type Role } from "../permissions";
import { groupWorkspaces } from "./workspace-groups";
import { WorkspaceTrigger, type ShellWorkspace } from "./workspace-switcher";

/** Loaded when first opened: its form and validation stay out of the menu's chunk. */
const CreateWorkspaceDialog = dynamic(() => import("./create-workspace-dialog").then((m) => m.CreateWorkspaceDialog), { ssr: false });

type Props = { current: ShellWorkspace; defaultOpen?: boolean };

/** The workspace switcher's full menu, loaded on first press (workspace-switcher.tsx); it brings its own tRPC client. */
export function WorkspaceSwitcherMenu(props: Props) {
  return (
    <TRPCReactProvider>
      <SwitcherMenu {...props} />
    </TRPCReactProvider>
  );
}

function SwitcherMenu({ current, defaultOpen }: Props) {
  const [creating, setCreating] = useState<"own" | "client" | null>(null);
  const canAddClients = current.kind === "agency" && can(current.role as Role, "clients.manage");
  const list = useWorkspaces();
  const switchTo = useSwitchWorkspace();

  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <WorkspaceTrigger current={current} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-72">
          {list.isPending && <DropdownMenuLabel className="font-normal text-muted-foreground">Loading workspaces…</DropdownMenuLabel>}
          {list.isError && <DropdownMenuLabel className="font-normal text-destructive">Couldn't load your workspaces.</DropdownMenuLabel>}
          {groupWorkspaces(list.data ?? []).map((group) => (
            <DropdownMenuGroup key={group.label}>
              <DropdownMenuLabel>{group.label}</DropdownMenuLabel>
              {group.items.map((w) => (
                <DropdownMenuItem
                  key={w.id}
                  disabled={switchTo.isPending}
                  onSelect={() => w.id !== current.id && switchTo.mutate({ workspaceId: w.id })}
                  className={w.kind === "client" ? "pl-6" : undefined}
                >
                  <span className="flex-1 truncate">{w.name}</span>
                  {w.isDemo && <Badge variant="secondary">Demo</Badge>}
                  {w.id === current.id && <Check className="size-4" aria-label="Current workspace" />}
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
          ))}
          <DropdownMenuSeparator />
          {canAddClients && (
            <DropdownMenuItem onSelect={() => setCreating("client")}>
              <Plus className="size-4" aria-hidden /> New client workspace
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => setCreating("own")}>
            <Plus className="size-4" aria-hidden /> New workspace
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {creating !== null && (
        <CreateWorkspaceDialog open onOpenChange={(open) => !open && setCreating(null)} agency={creating === "client" ? { name: current.name } : undefined} />
      )}
    </>
  );
}
