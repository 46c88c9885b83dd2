"use client";

import type { Config } from "@puckeditor/core";
import type { ReactNode } from "react";
import { blockMedia } from "../../pages/blocks/media";
import { blockRegistry, blockTypes } from "../../pages/blocks/registry";
import { LibraryImageField, LibraryImagePreview } from "./library-image-field";
import { brandVariables, PAGE_STYLES } from "../../pages/page-styles";
import type { PageLook } from "../../pages/page-theme";
import { safeImageSrc } from "../../pages/safe";
import { RichTextPreview } from "./rich-text-preview";

/**
 * What the editor knows besides the registry: the workspace (a form block frames /f/<workspace>/<form>),
 * its published forms, and the page's look from its brand kit (the preview wears it, as the hosted page does).
 */
export type EditorSite = { workspaceSlug: string; forms: { id: string; name: string }[]; look: PageLook };

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

/** The image block's choice from the media library (the plain address stays as the other way). */
function libraryField(workspaceSlug: string) {
  return {
    type: "custom" as const,
    label: "Image from the library",
    render: ({ value, onChange, readOnly }: { value: unknown; onChange: (value: unknown) => void; readOnly?: boolean }) => (
      <LibraryImageField workspaceSlug={workspaceSlug} value={blockMedia(value)} onChange={onChange} readOnly={readOnly} />
    ),
  };
}

/** The page as the preview draws it: the hosted page's stylesheet and brand variables, and its logo header. */
export function PagePreview({ look, children }: { look: PageLook; children?: ReactNode }) {
  const logo = look.logoUrl ? safeImageSrc(look.logoUrl) : null;
  return (
    <div className="aimt-page">
      <style>{`${PAGE_STYLES}${brandVariables(look.theme)}`}</style>
      {logo ? (
        <header className="aimt-header">
          <img src={logo} alt="" />
        </header>
      ) : null}
      {children}
    </div>
  );
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
          fields:
            type === "form"
              ? { ...block.fields, formId: formField(site.forms) }
              : type === "image"
                ? { media: libraryField(site.workspaceSlug), ...block.fields }
                : block.fields,
          defaultProps: block.defaultProps,
          render:
            type === "text"
              ? (props: Record<string, unknown>) => <RichTextPreview html={String(props.html ?? "")} />
              : (props: Record<string, unknown>) => {
                  const media = type === "image" ? blockMedia(props.media) : null;
                  // A library image shows through its signed link here: its public address answers once the page is published.
                  if (media) return <LibraryImagePreview media={media} alt={String(props.alt ?? "")} caption={String(props.caption ?? "")} />;
                  return <Render {...props} workspaceSlug={site.workspaceSlug} />;
                },
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
      render: ({ children }: { children: ReactNode }) => <PagePreview look={site.look}>{children}</PagePreview>,
    },
  } as Config;
}
