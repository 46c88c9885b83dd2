import { siteUrl } from "@/env";
import { AuthErrorView } from "@/modules/identity/views/auth-error-view";
import { pageHead } from "@/modules/shell/page-head";
import { DEFAULT_ROUTE } from "@/modules/shell/routes";

type Search = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = () => pageHead({ ...DEFAULT_ROUTE, path: "/auth/error" }, siteUrl());

export default async function Page({ searchParams }: { searchParams: Search }) {
  const { error } = await searchParams;
  return <AuthErrorView error={Array.isArray(error) ? (error[0] ?? null) : (error ?? null)} />;
}
