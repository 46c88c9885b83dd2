import { siteUrl } from "@/env";
import { SignInView } from "@/modules/identity/views/sign-in-view";
import { pageHead } from "@/modules/shell/page-head";
import { DEFAULT_ROUTE } from "@/modules/shell/routes";

type Search = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? (v[0] ?? null) : (v ?? null));

export const generateMetadata = () => pageHead({ ...DEFAULT_ROUTE, path: "/auth/signin" }, siteUrl());

export default async function Page({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  return <SignInView error={one(params.error)} callbackUrl={one(params.callbackUrl)} />;
}
