"use client";

import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";

type ClickLike = { defaultPrevented: boolean; button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean };

/**
 * Whether a click on a link to `href` should navigate inside the app (no reload): a plain primary
 * click, not already handled, on an in-app path (not another origin, not protocol-relative), with no
 * other browsing context and no download. Everything else is the browser's (new tab, new window…).
 */
export function navigatesInApp(event: ClickLike, href: string, anchor: { target?: string; download?: unknown } = {}): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (!href.startsWith("/") || href.startsWith("//")) return false;
  if (anchor.target && anchor.target !== "_self") return false;
  return anchor.download === undefined || anchor.download === null || anchor.download === false;
}

export type AppLinkProps = Omit<ComponentProps<"a">, "href"> & { href: string; replace?: boolean };

/**
 * A link inside the app for the pages with a first-load budget (the shell and the report pages):
 * a plain <a> that navigates with the app router (router.push, as next/link does, so the layout and
 * its state stay) and prefetches its page when the pointer or focus comes to it. It is what those
 * pages use of next/link, whose code would add about 2.5 kB gzip to each of their first loads.
 */
export function AppLink({ href, replace = false, onClick, onMouseEnter, onFocus, onTouchStart, ...props }: AppLinkProps) {
  const router = useRouter();
  const prefetch = () => {
    if (href.startsWith("/") && !href.startsWith("//")) router.prefetch(href);
  };
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!navigatesInApp(event, href, props)) return;
        event.preventDefault();
        if (replace) router.replace(href);
        else router.push(href);
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
    />
  );
}
