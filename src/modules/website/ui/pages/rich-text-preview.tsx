"use client";

import { createElement, useMemo, type ReactNode } from "react";

/**
 * The editor's preview of the text block. sanitize-html is a server library; in the browser the
 * preview parses the HTML with DOMParser (which runs nothing) and rebuilds only the tags the hosted
 * page keeps as React elements, so nothing from the text reaches innerHTML here either.
 */
const KEPT = new Set(["p", "br", "strong", "b", "em", "i", "u", "s", "a", "ul", "ol", "li", "h2", "h3", "h4", "blockquote"]);

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = Array.from(element.childNodes).map(toReact);
  if (!KEPT.has(tag)) return children;
  const href = tag === "a" ? (element.getAttribute("href") ?? "") : "";
  const props = tag === "a" ? { key, href: /^(https?:|mailto:|tel:)/i.test(href) ? href : undefined, rel: "noopener nofollow ugc" } : { key };
  return createElement(tag, props, ...(tag === "br" ? [] : children));
}

export function RichTextPreview({ html }: { html: string }) {
  const nodes = useMemo(() => {
    if (typeof DOMParser === "undefined") return null;
    const body = new DOMParser().parseFromString(html, "text/html").body;
    return Array.from(body.childNodes).map(toReact);
  }, [html]);
  return <section className="aimt-text">{nodes}</section>;
}
