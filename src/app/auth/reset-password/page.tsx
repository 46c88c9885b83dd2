import { siteUrl } from "@/env";
import { ResetPasswordView } from "@/modules/identity/views/reset-password-view";
import { pageHead } from "@/modules/shell/page-head";
import { DEFAULT_ROUTE } from "@/modules/shell/routes";
import { TRPCReactProvider } from "@/trpc/client";
import { HydrateClient } from "@/trpc/hydrate";
import { prefetch, trpc } from "@/trpc/server";

type Search = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? (v[0] ?? "") : (v ?? ""));

export const dynamic = "force-dynamic";
export const generateMetadata = () => pageHead({ ...DEFAULT_ROUTE, path: "/auth/reset-password" }, siteUrl());

export default async function Page({ searchParams }: { searchParams: Search }) {
  const token = one((await searchParams).token);
  prefetch(trpc.identity.password.inspectReset.queryOptions({ token }));
  return (
    <TRPCReactProvider>
      <HydrateClient>
        <ResetPasswordView token={token} />
      </HydrateClient>
    </TRPCReactProvider>
  );
}
