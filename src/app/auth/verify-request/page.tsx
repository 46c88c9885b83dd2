import { siteUrl } from "@/env";
import { VerifyRequestView } from "@/modules/identity/views/verify-request-view";
import { pageHead } from "@/modules/shell/page-head";
import { DEFAULT_ROUTE } from "@/modules/shell/routes";

export const generateMetadata = () => pageHead({ ...DEFAULT_ROUTE, path: "/auth/verify-request" }, siteUrl());

export default function Page() {
  return <VerifyRequestView />;
}
