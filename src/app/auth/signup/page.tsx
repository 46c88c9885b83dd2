import { siteUrl } from "@/env";
import { newsletterOffered } from "@/modules/identity";
import { SignUpView } from "@/modules/identity/views/sign-up-view";
import { pageHead, DEFAULT_ROUTE } from "@/modules/shell";
import { TRPCReactProvider } from "@/trpc/client";

// Whether the product newsletter is offered is a runtime setting, read per request.
export const dynamic = "force-dynamic";
export const generateMetadata = () => pageHead({ ...DEFAULT_ROUTE, path: "/auth/signup" }, siteUrl());

export default function Page() {
  return (
    <TRPCReactProvider>
      <SignUpView newsletter={newsletterOffered()} />
    </TRPCReactProvider>
  );
}
