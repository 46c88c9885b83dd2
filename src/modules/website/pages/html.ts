import { Fragment, isValidElement, type ReactNode } from "react";

/**
 * Renders the blocks' React elements to an HTML string, without React's server renderer: the
 * hosted page is a route handler (no React runtime is sent to visitors, and Next.js refuses the
 * legacy react-dom/server APIs there). It covers what blocks use: intrinsic elements, function
 * components without hooks, fragments, arrays, text (escaped) and dangerouslySetInnerHTML (only the
 * text block's, which is sanitized). Event-handler props are never written.
 */
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: "class",
  htmlFor: "for",
  referrerPolicy: "referrerpolicy",
  allowFullScreen: "allowfullscreen",
  tabIndex: "tabindex",
  dateTime: "datetime",
  crossOrigin: "crossorigin",
  srcSet: "srcset",
  playsInline: "playsinline",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "&#39;"));
}

function attributes(props: Record<string, unknown>): string {
  let out = "";
  for (const [key, value] of Object.entries(props)) {
    if (key === "children" || key === "dangerouslySetInnerHTML" || key === "key" || key === "ref" || key === "style") continue;
    if (/^on[A-Z]/.test(key) || value === undefined || value === null || value === false) continue;
    const name = ATTRIBUTE_NAMES[key] ?? key;
    if (!/^[a-zA-Z][\w:-]*$/.test(name)) continue;
    out += value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`;
  }
  return out;
}

export function renderToHtml(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string") return escapeHtml(node);
  if (typeof node === "number" || typeof node === "bigint") return String(node);
  if (Array.isArray(node)) return node.map(renderToHtml).join("");
  if (!isValidElement(node)) return "";
  const props = (node.props ?? {}) as Record<string, unknown> & { children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } };
  if (node.type === Fragment) return renderToHtml(props.children);
  if (typeof node.type === "function") return renderToHtml((node.type as (p: unknown) => ReactNode)(props));
  if (typeof node.type !== "string") return "";
  const tag = node.type;
  const open = `<${tag}${attributes(props)}>`;
  if (VOID.has(tag)) return open;
  const inner = props.dangerouslySetInnerHTML ? props.dangerouslySetInnerHTML.__html : renderToHtml(props.children);
  return `${open}${inner}</${tag}>`;
}
