import type { Fields } from "@puckeditor/core";
import type { ReactElement } from "react";

/** Props a block receives: what the editor stored (any shape: blocks read them defensively) and its id. */
export type BlockProps = Record<string, unknown> & { id?: string };

/**
 * One block: its label in the editor's list, its fields and defaults (Puck's component config), the
 * plain React component that draws it (no hooks, no client code: the hosted page renders it to
 * HTML on the server), and the text fields "Fill with AI" may write.
 */
export type BlockDefinition = {
  label: string;
  fields: Fields;
  defaultProps: Record<string, unknown>;
  render: (props: BlockProps) => ReactElement;
  copyFields: readonly string[];
};
