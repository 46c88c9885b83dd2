import { siteUrl } from "@/env";
import { SignUpView } from "@/modules/identity/views";
import { pageHead, DEFAULT_ROUTE } from "@/modules/shell";

export const generateMetadata = () => pageHead({ ...DEFAULT_ROUTE, path: "/auth/signup" }, siteUrl());

export default function Page() {
  return <SignUpView />;
}
