"use client";

import { useState } from "react";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { TRPCReactProvider } from "@/trpc/client";
import type { ReportSource } from "../../contracts/report.contracts";
import { useReportCampaigns } from "../../hooks/use-report-campaigns";
import { FilterTrigger } from "./filter-trigger";

/** Loaded on the first press of a filter (report-controls.tsx): the menus, and the API for campaign names. */

const toggled = (selected: string[], id: string) => (selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);

export type AccountMenuProps = { sources: ReportSource[]; selected: string[]; label: string; onChange: (ids: string[]) => void; defaultOpen?: boolean };

export function AccountFilterMenu({ sources, selected, label, onChange, defaultOpen }: AccountMenuProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <FilterTrigger kind="Accounts" label={label} className="w-48" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-h-80 w-72 overflow-y-auto">
        <DropdownMenuItem onSelect={() => onChange([])}>All accounts</DropdownMenuItem>
        <DropdownMenuSeparator />
        {sources.map((s) => (
          <DropdownMenuCheckboxItem
            key={s.id}
            checked={selected.includes(s.id)}
            onCheckedChange={() => onChange(toggled(selected, s.id))}
            onSelect={(e) => e.preventDefault()}
          >
            <span className="truncate">
              {s.name} <span className="text-muted-foreground">· {s.platformName}</span>
            </span>
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export type CampaignMenuProps = {
  platform: string;
  sourceIds: string[];
  selected: string[];
  label: string;
  onChange: (ids: string[]) => void;
  defaultOpen?: boolean;
};

export function CampaignFilterMenu(props: CampaignMenuProps) {
  return (
    <TRPCReactProvider>
      <CampaignMenu {...props} />
    </TRPCReactProvider>
  );
}

function CampaignMenu({ platform, sourceIds, selected, label, onChange, defaultOpen }: CampaignMenuProps) {
  const campaigns = useReportCampaigns(platform, sourceIds);
  const [filter, setFilter] = useState("");
  const list = (campaigns.data ?? []).filter((c) => c.name.toLowerCase().includes(filter.toLowerCase())).slice(0, 200);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <FilterTrigger kind="Campaigns" label={label} className="w-52" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-h-96 w-80 overflow-y-auto">
        <div className="p-1">
          <Input
            placeholder="Find a campaign"
            aria-label="Find a campaign"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            onKeyDown={(e) => e.stopPropagation()}
          />
        </div>
        <DropdownMenuItem onSelect={() => onChange([])}>All campaigns</DropdownMenuItem>
        <DropdownMenuSeparator />
        {campaigns.isPending && <DropdownMenuLabel>Loading campaigns…</DropdownMenuLabel>}
        {campaigns.isError && <DropdownMenuLabel className="text-destructive">The campaigns couldn&apos;t be loaded.</DropdownMenuLabel>}
        {campaigns.data && list.length === 0 && <DropdownMenuLabel>No campaign matches.</DropdownMenuLabel>}
        {list.map((c) => (
          <DropdownMenuCheckboxItem
            key={`${c.sourceId}-${c.campaignId}`}
            checked={selected.includes(c.campaignId)}
            onCheckedChange={() => onChange(toggled(selected, c.campaignId))}
            onSelect={(e) => e.preventDefault()}
          >
            <span className="truncate">{c.name}</span>
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
