import { HydrateClient } from "@/trpc/hydrate";
import { prefetch, trpc } from "@/trpc/server";
import { SiteFormsView } from "./site-forms-view";

const UUID = /^[0-9a-f-]{36}$/i;

/**
 * Every role reads forms and surveys (website.read): the forms list, or the form the address names
 * (`?form=<id>`), or the surveys tab (`?tab=surveys`, one survey with `&survey=<id>`) is prefetched.
 */
export async function SiteFormsRoute({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { form, tab, survey } = await searchParams;
  const formId = typeof form === "string" && UUID.test(form) ? form : null;
  const surveys = tab === "surveys" ? (typeof survey === "string" && (survey === "new" || UUID.test(survey)) ? survey : null) : undefined;
  prefetch(trpc.identity.workspaces.current.queryOptions());
  if (formId) prefetch(trpc.website.forms.get.queryOptions({ id: formId }));
  else if (surveys === null) prefetch(trpc.analytics.surveys.list.queryOptions());
  else if (surveys && surveys !== "new") prefetch(trpc.analytics.surveys.get.queryOptions({ id: surveys }));
  else if (surveys === undefined) prefetch(trpc.website.forms.list.queryOptions());
  return (
    <HydrateClient>
      <SiteFormsView formId={formId} survey={surveys} />
    </HydrateClient>
  );
}
