"use client";

import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";
import type { CompanyFilters, ListCompaniesInput } from "../contracts/companies.contracts";
import { countOf } from "../ui/table/bulk-bar";
import type { MutationExtras } from "@/trpc/mutation-extras";

const companiesWord = (n: number) => countOf(n, "company", "companies");

/** The companies table, page after page as it scrolls (the previous rows stay while a new filter loads). */
export function useCompanies(input: Omit<ListCompaniesInput, "offset" | "cursor">) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.crm.companies.list.infiniteQueryOptions(input, {
      initialCursor: 0,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      placeholderData: keepPreviousData,
    }),
  );
}

/** How many companies a filter matches (counted beside the first page, so the table never waits on it). */
export function useCompaniesCount(filter: CompanyFilters) {
  const trpc = useTRPC();
  return useQuery(trpc.crm.companies.count.queryOptions(filter, { placeholderData: keepPreviousData }));
}

/** The first few companies whose name or domain matches what was typed (the company pickers of deals and contacts). */
export function useCompanySearch(search: string, { enabled, limit = 8 }: { enabled: boolean; limit?: number }) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.crm.companies.list.queryOptions({ search: search || undefined, limit }), enabled, placeholderData: keepPreviousData });
}

export function useCompany(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.crm.companies.get.queryOptions({ id }));
}

/** Reads companies again, and what shows them: deals (their company) and, when asked, contacts. */
function useRefreshCompanies() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return ({ contacts = false, deals = true }: { contacts?: boolean; deals?: boolean } = {}) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.crm.companies.pathKey() }),
      deals && queryClient.invalidateQueries({ queryKey: trpc.crm.deals.pathKey() }),
      contacts && queryClient.invalidateQueries({ queryKey: trpc.crm.contacts.pathKey() }),
    ]);
}

type Saved = { id: string; name: string };

export function useCreateCompany(extras: MutationExtras<Saved, unknown> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshCompanies();
  return useMutation(
    trpc.crm.companies.create.mutationOptions({
      meta: extras.meta,
      onSuccess: async (saved, variables) => {
        toast.success(`Company ${saved.name} added.`);
        await refresh();
        await extras.onSuccess?.(saved, variables);
      },
      onError: (error, variables) => extras.onError?.(error, variables),
    }),
  );
}

export function useUpdateCompany(extras: MutationExtras<Saved, unknown> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshCompanies();
  return useMutation(
    trpc.crm.companies.update.mutationOptions({
      meta: extras.meta,
      onSuccess: async (saved, variables) => {
        toast.success("Company saved.");
        await refresh();
        await extras.onSuccess?.(saved, variables);
      },
      onError: (error, variables) => extras.onError?.(error, variables),
    }),
  );
}

export function useDeleteCompany(extras: MutationExtras<unknown, unknown> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshCompanies();
  return useMutation(
    trpc.crm.companies.delete.mutationOptions({
      meta: extras.meta,
      onSuccess: async (data, variables) => {
        toast.success("Company deleted.");
        await refresh({ contacts: true });
        await extras.onSuccess?.(data, variables);
      },
      onError: (error, variables) => extras.onError?.(error, variables),
    }),
  );
}

/** Links contacts to a company (their company becomes this one). */
export function useLinkCompanyContacts(extras: MutationExtras<{ linked: number }, unknown> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshCompanies();
  return useMutation(
    trpc.crm.companies.associateContacts.mutationOptions({
      meta: extras.meta,
      onSuccess: async (data, variables) => {
        toast.success(`${countOf(data.linked, "contact", "contacts")} linked.`);
        await refresh({ contacts: true, deals: false });
        await extras.onSuccess?.(data, variables);
      },
      onError: (error, variables) => extras.onError?.(error, variables),
    }),
  );
}

export function useUnlinkCompanyContacts() {
  const trpc = useTRPC();
  const refresh = useRefreshCompanies();
  return useMutation(trpc.crm.companies.dissociateContacts.mutationOptions({ onSuccess: () => refresh({ contacts: true, deals: false }) }));
}

export function useBulkUpdateCompanies(extras: MutationExtras<{ updated: number }, unknown> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshCompanies();
  return useMutation(
    trpc.crm.companies.bulkUpdate.mutationOptions({
      meta: extras.meta,
      onSuccess: async (data, variables) => {
        toast.success(`${companiesWord(data.updated)} updated.`);
        await refresh();
        await extras.onSuccess?.(data, variables);
      },
      onError: (error, variables) => extras.onError?.(error, variables),
    }),
  );
}

export function useBulkDeleteCompanies(extras: MutationExtras<{ deleted: number }, unknown> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshCompanies();
  return useMutation(
    trpc.crm.companies.bulkDelete.mutationOptions({
      meta: extras.meta,
      onSuccess: async (data, variables) => {
        toast.success(`${companiesWord(data.deleted)} deleted.`);
        await refresh();
        await extras.onSuccess?.(data, variables);
      },
      onError: (error, variables) => extras.onError?.(error, variables),
    }),
  );
}
