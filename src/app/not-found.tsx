import type { Metadata } from "next";
import { NotFoundView } from "@/modules/shell/views/not-found-view";

/** No robots tag of our own: Next.js writes the one `noindex` of a 404 (the root layout's says index). */
export const metadata: Metadata = { robots: null };

export default function NotFound() {
  return (
    <div className="flex min-h-dvh items-center justify-center p-6">
      <NotFoundView homeHref="/marketing-dashboard/home" />
    </div>
  );
}
