import Link from "next/link";
import { useMemo, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { parseMarkdown, type Block, type Inline } from "./markdown-parse";

/**
 * Markdown as React elements (see markdown-parse.ts for what is supported). Every piece of text is
 * a React text node, so HTML in the source shows as text; nothing is injected as markup.
 * Headings sit under the guide's title: `##` renders as <h3>, `###` as <h4>.
 */
export function Markdown({ source, className }: { source: string; className?: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return <div className={cn("flex flex-col gap-4 text-sm leading-relaxed", className)}>{blocks.map(renderBlock)}</div>;
}

function renderBlock(block: Block, key: number): ReactNode {
  switch (block.type) {
    case "heading":
      return block.level === 2 ? (
        <h3 key={key} className="mt-2 text-base font-semibold tracking-tight">
          {renderInlines(block.children)}
        </h3>
      ) : (
        <h4 key={key} className="mt-1 text-sm font-semibold">
          {renderInlines(block.children)}
        </h4>
      );
    case "paragraph":
      return <p key={key}>{renderInlines(block.children)}</p>;
    case "list": {
      const items = block.items.map((item, i) => (
        <li key={i} className="pl-1">
          {renderInlines(item)}
        </li>
      ));
      return block.ordered ? (
        <ol key={key} start={block.start === 1 ? undefined : block.start} className="flex list-decimal flex-col gap-1.5 pl-6 marker:text-muted-foreground">
          {items}
        </ol>
      ) : (
        <ul key={key} className="flex list-disc flex-col gap-1.5 pl-6 marker:text-muted-foreground">
          {items}
        </ul>
      );
    }
    case "code":
      return (
        <pre key={key} className="overflow-x-auto rounded-md border bg-muted px-4 py-3 font-mono text-xs leading-relaxed">
          <code data-language={block.language ?? undefined}>{block.text}</code>
        </pre>
      );
  }
}

const linkClasses = "font-medium text-primary underline underline-offset-4 hover:no-underline";

function renderInlines(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, key) => {
    switch (node.type) {
      case "text":
        return node.text;
      case "strong":
        return (
          <strong key={key} className="font-semibold">
            {renderInlines(node.children)}
          </strong>
        );
      case "em":
        return <em key={key}>{renderInlines(node.children)}</em>;
      case "code":
        return (
          <code key={key} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]">
            {node.text}
          </code>
        );
      case "link":
        // The parser only lets through same-site paths and http(s) addresses.
        return node.href.startsWith("/") ? (
          <Link key={key} href={node.href} className={linkClasses}>
            {renderInlines(node.children)}
          </Link>
        ) : (
          <a key={key} href={node.href} className={linkClasses} target="_blank" rel="noopener noreferrer">
            {renderInlines(node.children)}
          </a>
        );
    }
  });
}
