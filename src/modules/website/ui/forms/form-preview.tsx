"use client";

import { useMemo } from "react";
import { FORM_CSS, renderFormHtml } from "../../forms/form-render";
import { submissionPath } from "../../forms/form-urls";
import type { FormDefinition } from "../../contracts/forms.contracts";

/**
 * The form as visitors see it, from the same renderer as the hosted page, in a sandboxed frame
 * (no script runs, nothing is sent): every step is shown.
 */
export function FormPreview({ id, name, definition }: { id: string; name: string; definition: FormDefinition }) {
  const html = useMemo(() => {
    const body = renderFormHtml(
      { id, name, definition: { ...definition, fields: definition.fields ?? [], steps: definition.steps?.length ? definition.steps : [{ title: "" }] } },
      { action: submissionPath(id), renderToken: "preview", submissionKey: "preview" },
    );
    return `<!doctype html><html><head><meta charset="utf-8"><style>body{margin:0;padding:1rem}${FORM_CSS}</style></head><body>${body}</body></html>`;
  }, [id, name, definition]);
  return <iframe title="Preview of the form" sandbox="" srcDoc={html} className="h-[32rem] w-full rounded-md border bg-white" />;
}
