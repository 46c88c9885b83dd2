"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { AlertTriangle, Building2, Plus, SearchX } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useTRPC } from "@/trpc/client";
import type { CompanySortField } from "../../contracts/companies.contracts";
import type { CompanySize } from "../../contracts/crm-enums";
import { useDebounced } from "../contacts/use-debounced";
import { nextSort, Pager, SortHeader, type Sort } from "../deals/sort-header";
import { useCrmAccess } from "../deals/use-crm-access";
import { CompanyDetailSheet } from "./company-detail-sheet";
import { CompanyFormSheet } from "./company-form-sheet";
import { sizeLabels } from "./company-form-values";

const PAGE = 25;
const descFirst: CompanySortField[] = ["contactCount", "dealCount", "createdAt", "updatedAt"];

/**
 * data/crm-lists?tab=companies: companies with search, sorting and pages; a company opens in a
 * sheet (?company=<id>, so a link opens it) with its contacts, deals and history.
 */
export function CompaniesPanel() {
  const trpc = useTRPC();
  const access = useCrmAccess();
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const [search, setSearch] = useState("");
  const debounced = useDebounced(search.trim(), 300);
  const [sort, setSort] = useState<Sort<CompanySortField>>({ field: "name", dir: "asc" });
  const [creating, setCreating] = useState(false);
  const filterKey = JSON.stringify([debounced, sort]);
  const [paging, setPaging] = useState({ key: filterKey, offset: 0 });
  const offset = paging.key === filterKey ? paging.offset : 0;
  const list = useQuery({ ...trpc.crm.companies.list.queryOptions({ search: debounced || undefined, sort, offset, limit: PAGE }), placeholderData: keepPreviousData });
  const openId = params.get("company");

  const setOpen = (id: string | null) => {
    const next = new URLSearchParams(params.toString());
    if (id) next.set("company", id);
    else next.delete("company");
    router.replace(`${pathname}?${next}`, { scroll: false });
  };
  const onSort = (field: CompanySortField) => setSort(nextSort(sort, field, descFirst));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Search by name or domain" aria-label="Search companies" className="w-full sm:w-72" />
        {access.canWrite && (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden /> New company
          </Button>
        )}
      </div>
      {list.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true" role="status" aria-label="Loading companies">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className="h-11 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-6 py-12 text-center">
          <AlertTriangle aria-hidden className="size-8 text-destructive" />
          <p className="font-semibold">Companies didn&apos;t load</p>
          <p className="text-sm text-muted-foreground">{list.error.message}</p>
          <Button variant="outline" onClick={() => void list.refetch()} loading={list.isFetching}>
            Try again
          </Button>
        </div>
      ) : list.data.total === 0 && !debounced ? (
        <EmptyState
          icon={Building2}
          title="No companies yet"
          description={access.canWrite ? "Add the organisations your contacts work at, to see their people and deals in one place." : "Companies your team adds show up here."}
          action={
            access.canWrite ? (
              <Button onClick={() => setCreating(true)}>
                <Plus aria-hidden /> New company
              </Button>
            ) : null
          }
        />
      ) : list.data.total === 0 ? (
        <EmptyState icon={SearchX} title="No company matches" description={`Nothing is named like "${debounced}" or uses that domain.`} action={<Button variant="outline" onClick={() => setSearch("")}>Clear the search</Button>} />
      ) : (
        <>
          <Table aria-label="Companies" className={list.isPlaceholderData ? "opacity-60" : undefined}>
            <TableHeader>
              <TableRow>
                <SortHeader label="Company" field="name" sort={sort} onSort={onSort} />
                <SortHeader label="Domain" field="domain" sort={sort} onSort={onSort} className="hidden sm:table-cell" />
                <SortHeader label="Industry" field="industry" sort={sort} onSort={onSort} className="hidden md:table-cell" />
                <SortHeader label="Size" field="size" sort={sort} onSort={onSort} className="hidden lg:table-cell" />
                <SortHeader label="Contacts" field="contactCount" sort={sort} onSort={onSort} className="text-right" />
                <SortHeader label="Deals" field="dealCount" sort={sort} onSort={onSort} className="hidden text-right sm:table-cell" />
                <TableHead className="hidden xl:table-cell">Owner</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data.rows.map((c) => (
                <TableRow key={c.id}>
                  <TableCell className="max-w-64">
                    <button type="button" onClick={() => setOpen(c.id)} className="cursor-pointer text-left font-medium break-words hover:underline">
                      {c.name}
                    </button>
                    {c.domain && <span className="block text-xs text-muted-foreground sm:hidden">{c.domain}</span>}
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">{c.domain ?? <span className="text-muted-foreground">—</span>}</TableCell>
                  <TableCell className="hidden md:table-cell">{c.industry ?? <span className="text-muted-foreground">—</span>}</TableCell>
                  <TableCell className="hidden lg:table-cell">{c.size ? sizeLabels[c.size as CompanySize] ?? c.size : <span className="text-muted-foreground">—</span>}</TableCell>
                  <TableCell className="text-right tabular-nums">{c.contactCount}</TableCell>
                  <TableCell className="hidden text-right tabular-nums sm:table-cell">{c.dealCount}</TableCell>
                  <TableCell className="hidden xl:table-cell">{c.ownerName ?? <span className="text-muted-foreground">—</span>}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pager label="Companies" offset={offset} limit={PAGE} total={list.data.total} onOffset={(next) => setPaging({ key: filterKey, offset: next })} />
        </>
      )}
      <CompanyFormSheet open={creating} company={null} onClose={() => setCreating(false)} onSaved={setOpen} access={access} />
      <CompanyDetailSheet companyId={openId} onClose={() => setOpen(null)} access={access} />
    </div>
  );
}
