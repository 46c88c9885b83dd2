import { str } from "../safe";
import type { BlockDefinition, BlockProps } from "./types";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A site form inside the page, as the forms part hosts it: its frame (`/f/<workspace>/<form>`),
 * which the page's script points at `?embed=1` with the page's id and the visit's utm_* (so the
 * submission counts as this page's conversion) and sizes from the frame's height messages. The
 * workspace's slug comes from the renderer (`site`), never from the stored props.
 */
function SiteForm(props: BlockProps) {
  const formId = str(props.formId, 40);
  const workspaceSlug = str(props.workspaceSlug, 120);
  if (!UUID.test(formId) || !workspaceSlug) return <div className="aimt-empty" />;
  const heading = str(props.heading, 200);
  const title = heading || "Sign-up form";
  return (
    <section className="aimt-form">
      {heading && <h2>{heading}</h2>}
      <iframe data-aimt-form-frame="" src={`/f/${encodeURIComponent(workspaceSlug)}/${formId}?embed=1`} title={title} loading="lazy" />
    </section>
  );
}

export const formBlock: BlockDefinition = {
  label: "Form",
  // The editor replaces `formId` with a list of the workspace's published forms (ui/pages/puck-config.tsx).
  fields: { heading: { type: "text", label: "Heading above the form" }, formId: { type: "text", label: "Form" } },
  defaultProps: { heading: "Get in touch", formId: "" },
  render: SiteForm,
  copyFields: ["heading"],
};
