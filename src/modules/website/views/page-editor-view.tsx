"use client";

import dynamic from "next/dynamic";
import { Spinner } from "@/components/ui/spinner";

/** The Puck editor (a large bundle) loads only when a page is opened. */
const PageEditor = dynamic(() => import("../ui/pages/page-editor").then((m) => m.PageEditor), {
  ssr: false,
  loading: () => (
    <div className="flex justify-center p-12">
      <Spinner />
    </div>
  ),
});

export function PageEditorView({ id }: { id: string }) {
  return <PageEditor id={id} />;
}
