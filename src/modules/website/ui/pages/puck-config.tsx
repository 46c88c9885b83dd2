"use client";

import type { Config } from "@puckeditor/core";
import type { ReactNode } from "react";
import { blockRegistry, blockTypes } from "../../pages/blocks/registry";
import { brandVariables, defaultTheme, PAGE_STYLES } from "../../pages/page-styles";
import { RichTextPreview } from "./rich-text-preview";

/** What the editor knows besides the registry: the workspace (a form block frames /f/<workspace>/<form>) and its published forms. */
export type EditorSite = { workspaceSlug: string; forms: { id: string; name: string }[] };

/** The form block's choice of form: the workspace's published forms by name. */
function formField(forms: EditorSite["forms"]) {
  return {
    type: "select" as const,
    label: "Form",
    options: [
      { label: forms.length ? "Choose a form" : "No published forms yet (publish one in Site forms)", value: "" },
      ...forms.map((form) => ({ label: form.name, value: form.id })),
    ],
  };
}

/**
 * The editor's Puck config, read from the block registry: each block's fields, defaults and the
 * same component the hosted page renders (the text block previews through RichTextPreview; the form
 * block picks from the published forms). The root's fields are the page's head.
 */
export function puckConfig(site: EditorSite): Config {
  const components = Object.fromEntries(
    blockTypes.map((type) => {
      const block = blockRegistry[type];
      const Render = block.render;
      return [
        type,
        {
          label: block.label,
          fields: type === "form" ? { ...block.fields, formId: formField(site.forms) } : block.fields,
          defaultProps: block.defaultProps,
          render:
            type === "text"
              ? (props: Record<string, unknown>) => <RichTextPreview html={String(props.html ?? "")} />
              : (props: Record<string, unknown>) => <Render {...props} workspaceSlug={site.workspaceSlug} />,
        },
      ];
    }),
  );
  return {
    components,
    root: {
      fields: {
        title: { type: "text", label: "Page title (browser tab and search results)" },
        description: { type: "textarea", label: "Description (search results and link previews)" },
        ogImage: { type: "text", label: "Link preview image address (optional)" },
        canonical: { type: "text", label: "Canonical address (optional)" },
        noindex: {
          type: "radio",
          label: "Search engines",
          options: [
            { label: "May list this page", value: false },
            { label: "Ask them not to list it", value: true },
          ],
        },
      },
      render: ({ children }: { children: ReactNode }) => (
        <div className="aimt-page">
          <style>{`${PAGE_STYLES}${brandVariables(defaultTheme)}`}</style>
          {children}
        </div>
      ),
    },
  } as Config;
}
