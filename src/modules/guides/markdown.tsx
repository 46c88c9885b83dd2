import Link from "next/link";
import { Children, isValidElement, type ComponentProps, type ReactElement, type ReactNode } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import { cn } from "@/lib/cn";

/** Characters a browser strips or folds when it reads an address (controls, spaces, backslashes). */
function hasUnsafeChar(href: string): boolean {
  for (const ch of href) {
    const code = ch.codePointAt(0)!;
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || ch === "\\") return true;
  }
  return false;
}

/**
 * The address a link may point to, or null: `https:` and `http:` URLs, and same-site paths that
 * start with a single `/` (`//host` and `/\host` leave the site, so they don't count).
 */
export function safeHref(raw: string | undefined): string | null {
  const href = (raw ?? "").trim();
  if (href === "" || hasUnsafeChar(href)) return null;
  if (href.startsWith("/")) return href.startsWith("//") ? null : href;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  return url.protocol === "https:" || url.protocol === "http:" ? href : null;
}

const linkClasses = "font-medium text-primary underline underline-offset-4 hover:no-underline";

/** A list's items without the line breaks the Markdown tree keeps between them. */
const items = (children: ReactNode) => Children.toArray(children).filter((c) => typeof c !== "string" || c.trim() !== "");

const h3 = ({ children }: ComponentProps<"h3">) => <h3 className="mt-2 text-base font-semibold tracking-tight">{children}</h3>;
const h4 = ({ children }: ComponentProps<"h4">) => <h4 className="mt-1 text-sm font-semibold">{children}</h4>;

/** Our look for each element; `##` renders as <h3> and `###` as <h4>, under the guide's title. */
const components: Components = {
  h1: h3,
  h2: h3,
  h3: h4,
  h4,
  h5: h4,
  h6: h4,
  p: ({ children }) => <p>{children}</p>,
  strong: ({ children }) => <strong className="font-semibold">{children}</strong>,
  em: ({ children }) => <em>{children}</em>,
  ul: ({ children }) => <ul className="flex list-disc flex-col gap-1.5 pl-6 marker:text-muted-foreground">{items(children)}</ul>,
  ol: ({ children, start }) => (
    <ol start={start === 1 ? undefined : start} className="flex list-decimal flex-col gap-1.5 pl-6 marker:text-muted-foreground">
      {items(children)}
    </ol>
  ),
  li: ({ children }) => <li className="pl-1">{children}</li>,
  // Inline code; a fenced block is drawn whole by `pre`.
  code: ({ children }) => <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]">{children}</code>,
  pre: ({ children }) => {
    const code = Children.toArray(children).find(isValidElement) as ReactElement<{ className?: string; children?: ReactNode }> | undefined;
    const language = /language-(\S+)/.exec(code?.props.className ?? "")?.[1];
    const text = Children.toArray(code?.props.children).join("").replace(/\n$/, "");
    return (
      <pre className="overflow-x-auto rounded-md border bg-muted px-4 py-3 font-mono text-xs leading-relaxed">
        <code data-language={language}>{text}</code>
      </pre>
    );
  },
  // Only same-site paths and http(s) addresses become links; anything else stays its words.
  a: ({ href, children }) => {
    const safe = safeHref(href);
    if (!safe) return <>{children}</>;
    return safe.startsWith("/") ? (
      <Link href={safe} className={linkClasses}>
        {children}
      </Link>
    ) : (
      <a href={safe} className={linkClasses} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  },
  img: ({ alt }) => <>{alt}</>,
};

/**
 * A guide's Markdown as React elements, by react-markdown (CommonMark). HTML in the source shows as
 * text; nothing is injected as markup. A server component: the guides page renders each guide's
 * body on the server, so the parser never ships to the browser.
 */
export function Markdown({ source, className }: { source: string; className?: string }) {
  return (
    <div className={cn("flex flex-col gap-4 text-sm leading-relaxed", className)}>
      <ReactMarkdown components={components}>{source}</ReactMarkdown>
    </div>
  );
}
