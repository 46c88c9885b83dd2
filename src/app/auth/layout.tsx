import type { ReactNode } from "react";
import { TRPCReactProvider } from "@/trpc/client";

/** These pages ask the API from the browser (tRPC + React Query); report pages don't load it (src/app/providers.tsx). */
export default function Layout({ children }: { children: ReactNode }) {
  return <TRPCReactProvider>{children}</TRPCReactProvider>;
}
