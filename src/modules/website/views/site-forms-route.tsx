import { HydrateClient } from "@/trpc/hydrate";
import { prefetch, trpc } from "@/trpc/server";
import { SiteFormsView } from "./site-forms-view";

/** Every role reads forms (website.read): the list, or the form the address names (`?form=<id>`), is prefetched. */
export async function SiteFormsRoute({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { form } = await searchParams;
  const formId = typeof form === "string" && /^[0-9a-f-]{36}$/i.test(form) ? form : null;
  prefetch(trpc.identity.workspaces.current.queryOptions());
  if (formId) prefetch(trpc.website.forms.get.queryOptions({ id: formId }));
  else prefetch(trpc.website.forms.list.queryOptions());
  return (
    <HydrateClient>
      <SiteFormsView formId={formId} />
    </HydrateClient>
  );
}
