/**
 * A page's document: Puck's `Data` shape (root props hold the page's head; `content` the blocks in
 * order, each `{ type, props }` with `props.id`). Stored as jsonb, rendered on the server by
 * ./render-page.tsx and edited in the browser by Puck.
 */
import type { BlockType } from "./blocks/registry";

export type PageHead = {
  title?: string;
  description?: string;
  /** An image address for link previews; left empty, the page's own card from /api/og is used. */
  ogImage?: string;
  canonical?: string;
  noindex?: boolean;
};

export type PageBlock = { type: BlockType; props: Record<string, unknown> & { id: string } };

export type PageData = {
  root: { props: PageHead };
  content: PageBlock[];
  zones?: Record<string, PageBlock[]>;
};

export const emptyPageData = (title = ""): PageData => ({ root: { props: { title } }, content: [] });
