import type { ReactNode } from "react";

/**
 * The auth pages. Only those that ask the API from the browser (sign-up, forgot and reset password)
 * wrap their view in TRPCReactProvider themselves, so sign-in, the error page and the check-your-email
 * page don't load tRPC and React Query.
 */
export default function Layout({ children }: { children: ReactNode }) {
  return children;
}
