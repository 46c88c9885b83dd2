"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Building2, Check, ChevronsUpDown, Plus } from "lucide-react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { notify } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";
import { can, type Role } from "../permissions";

/** Loaded when first opened: its form and validation stay out of every page's first load. */
const CreateWorkspaceDialog = dynamic(() => import("./create-workspace-dialog").then((m) => m.CreateWorkspaceDialog), { ssr: false });

export type ShellWorkspace = { id: string; name: string; kind: "brand" | "agency" | "client"; isDemo: boolean; role: string };

type Listed = ShellWorkspace & { agencyId: string | null };

/** Agencies first with their clients under them, then brands; each group sorted by name. */
export function groupWorkspaces(list: Listed[]): { label: string; items: Listed[] }[] {
  const byName = (a: Listed, b: Listed) => a.name.localeCompare(b.name);
  const groups: { label: string; items: Listed[] }[] = [];
  for (const agency of list.filter((w) => w.kind === "agency").sort(byName)) {
    const clients = list.filter((w) => w.agencyId === agency.id).sort(byName);
    groups.push({ label: `Agency: ${agency.name}`, items: [agency, ...clients] });
  }
  const grouped = new Set(groups.flatMap((g) => g.items.map((w) => w.id)));
  const rest = list.filter((w) => !grouped.has(w.id)).sort(byName);
  if (rest.length > 0) groups.push({ label: groups.length > 0 ? "Other workspaces" : "Workspaces", items: rest });
  return groups;
}

export function WorkspaceSwitcher({ current }: { current: ShellWorkspace }) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState<"own" | "client" | null>(null);
  const canAddClients = current.kind === "agency" && can(current.role as Role, "clients.manage");
  const list = useQuery(trpc.identity.workspaces.list.queryOptions());
  const switchTo = useMutation(
    trpc.identity.workspaces.switch.mutationOptions({
      onSuccess: async (workspace) => {
        notify(`Switched to ${workspace.name}`);
        await queryClient.resetQueries();
        router.refresh();
      },
    }),
  );

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" className="max-w-[11rem] justify-between gap-2 sm:max-w-[16rem]" aria-label={`Workspace: ${current.name}. Switch workspace`}>
            <Building2 className="size-4 shrink-0" aria-hidden />
            <span className="truncate">{current.name}</span>
            <ChevronsUpDown className="size-4 shrink-0 opacity-60" aria-hidden />
          </Button>
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
