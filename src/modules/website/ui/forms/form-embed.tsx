"use client";

import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { embedSnippets } from "../../forms/form-urls";

/** The three ways to put the form on a site, each with a copy button. */
export function FormEmbed({ formId, workspaceSlug, published }: { formId: string; workspaceSlug: string; published: boolean }) {
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const snippets = embedSnippets(origin, workspaceSlug, formId);
  const rows = [
    { key: "link", label: "Link to the form's own page", value: snippets.link },
    { key: "script", label: "Script tag for your site (resizes itself)", value: snippets.script },
    { key: "frame", label: "Frame code", value: snippets.frame },
  ];
  const copy = async (value: string) => {
    await navigator.clipboard.writeText(value);
    toast.success("Copied.");
  };
  return (
    <section aria-labelledby="form-embed-title" className="flex flex-col gap-3">
      <h3 id="form-embed-title" className="font-medium">
        Put it on your site
      </h3>
      {published ? null : <p className="text-sm text-muted-foreground">Publish the form first: until then these show “Form not found”.</p>}
      {rows.map((row) => (
        <div key={row.key} className="flex flex-col gap-1">
          <span className="text-sm" id={`embed-${row.key}`}>
            {row.label}
          </span>
          <div className="flex items-start gap-2">
            <code aria-labelledby={`embed-${row.key}`} className="flex-1 rounded-md border bg-muted p-2 text-xs break-all">
              {row.value}
            </code>
            <Button size="sm" variant="outline" onClick={() => void copy(row.value)} aria-label={`Copy: ${row.label}`}>
              <Copy aria-hidden /> Copy
            </Button>
          </div>
        </div>
      ))}
    </section>
  );
}
