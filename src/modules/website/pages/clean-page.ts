import type { PageData } from "./page-data";
import { sanitizeRichText } from "./rich-text";

/** A document as it is stored: the text blocks' HTML cleaned (the renderer cleans it again). */
export function cleanPageData(data: PageData): PageData {
  const clean = (blocks: PageData["content"]) =>
    blocks.map((block) =>
      block.type === "text"
        ? { ...block, props: { ...block.props, html: sanitizeRichText(typeof block.props.html === "string" ? block.props.html : "") } }
        : block,
    );
  return {
    ...data,
    content: clean(data.content),
    ...(data.zones ? { zones: Object.fromEntries(Object.entries(data.zones).map(([k, v]) => [k, clean(v)])) } : {}),
  };
}
