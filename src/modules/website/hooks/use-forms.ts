"use client";

import { useInfiniteQuery, useMutation, useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { toast } from "@/components/ui/toast";
import type { AppRouter } from "@/server/trpc/app-router";
import { useTRPC } from "@/trpc/client";
import { thenCaller, type MutationExtras } from "@/trpc/mutation-extras";
import type { SubmissionStatus } from "../contracts/forms.constants";

type Out = inferRouterOutputs<AppRouter>["website"]["forms"];
type In = inferRouterInputs<AppRouter>["website"]["forms"];
export type FormSummary = Out["list"][number];
export type StoredForm = Out["get"];
export type SubmissionRow = Out["submissions"]["items"][number];

/** The workspace's forms with their submission counts (prefetched by the route). */
export function useForms() {
  const trpc = useTRPC();
  return useSuspenseQuery(trpc.website.forms.list.queryOptions());
}

/** One form as the editor opens it (prefetched by the route when the address names it). */
export function useSiteForm(id: string) {
  const trpc = useTRPC();
  return useSuspenseQuery(trpc.website.forms.get.queryOptions({ id }));
}

/** Started → sent over the last 30 days (analytics' form_start and form_submit). */
export function useFormStats(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.website.forms.stats.queryOptions({ id }));
}

/** A form's submissions, newest first, a page at a time; `status` filters. */
export function useSubmissions(formId: string, status: SubmissionStatus | undefined, enabled: boolean) {
  const trpc = useTRPC();
  return useInfiniteQuery({
    ...trpc.website.forms.submissions.infiniteQueryOptions({ formId, status }, { getNextPageParam: (page) => page.nextCursor ?? undefined }),
    enabled,
  });
}

function useRefreshForms() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.website.forms.pathKey() });
}

export function useCreateForm(extras: MutationExtras<Out["create"], In["create"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshForms();
  return useMutation(
    trpc.website.forms.create.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async (form: Out["create"]) => {
        await refresh();
        toast.success(`Form “${form.name}” created.`);
      }, extras),
    }),
  );
}

/** Saves the editor's form; the editor continues from the saved version. */
export function useUpdateForm(extras: MutationExtras<Out["update"], In["update"]> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useRefreshForms();
  return useMutation(
    trpc.website.forms.update.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async (saved: Out["update"]) => {
        queryClient.setQueryData(trpc.website.forms.get.queryKey({ id: saved.id }), saved);
        toast.success(saved.status === "published" ? "Form saved. It's live." : "Form saved.");
        await refresh();
      }, extras),
    }),
  );
}

export function useDuplicateForm(extras: MutationExtras<Out["duplicate"], In["duplicate"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshForms();
  return useMutation(
    trpc.website.forms.duplicate.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async (form: Out["duplicate"]) => {
        await refresh();
        toast.success(`Made “${form.name}”.`);
      }, extras),
    }),
  );
}

export function useDeleteForm(extras: MutationExtras<Out["delete"], In["delete"]> = {}) {
  const trpc = useTRPC();
  const refresh = useRefreshForms();
  return useMutation(
    trpc.website.forms.delete.mutationOptions({
      meta: extras.meta,
      onError: extras.onError,
      onSuccess: thenCaller(async () => {
        await refresh();
        toast.success("Form deleted. The contacts it made stay in the CRM.");
      }, extras),
    }),
  );
}

/** The workspace's forms for a landing page's form block to choose from (loaded when the page editor opens; published ones only). */
export function usePublishedForms(): { id: string; name: string }[] | undefined {
  const trpc = useTRPC();
  const { data } = useQuery(trpc.website.forms.list.queryOptions());
  return data?.filter((form) => form.status === "published").map((form) => ({ id: form.id, name: form.name }));
}
