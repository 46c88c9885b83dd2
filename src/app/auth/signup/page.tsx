import { siteUrl } from "@/env";
import { SignUpView } from "@/modules/identity/views/sign-up-view";
import { pageHead } from "@/modules/shell/page-head";
import { DEFAULT_ROUTE } from "@/modules/shell/routes";
import { TRPCReactProvider } from "@/trpc/client";

export const generateMetadata = () => pageHead({ ...DEFAULT_ROUTE, path: "/auth/signup" }, siteUrl());

export default function Page() {
  return (
    <TRPCReactProvider>
      <SignUpView />
    </TRPCReactProvider>
  );
}
