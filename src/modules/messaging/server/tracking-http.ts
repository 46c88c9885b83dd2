import "server-only";
import type { Db } from "@/server/db/client";
import { getLogger } from "@/server/log";
import { verifyLink } from "./link-tokens";
import { messageById } from "./message-events";
import { recordClick, recordOpen, safeDestination } from "./tracking.service";

/** A 1×1 transparent GIF: 43 bytes. */
export const PIXEL_GIF = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");

const noStore = { "Cache-Control": "no-store, no-cache, must-revalidate, private, max-age=0", Pragma: "no-cache", Expires: "0" };

/** A small page of its own (no app shell): the answer of a link that can't be followed. */
export function plainPage(status: number, title: string, text: string): Response {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;padding:4rem 1.25rem;color:#1f1d2b;background:#fff;line-height:1.5}main{max-width:32rem;margin:0 auto}h1{font-size:1.5rem;margin:0 0 .75rem}p{margin:0;color:#4a4759}@media (prefers-color-scheme:dark){body{background:#0f0d1a;color:#f3f2f8}p{color:#c9c6d6}}</style>
</head><body><main><h1>${escape(title)}</h1><p>${escape(text)}</p></main></body></html>`;
  return new Response(html, { status, headers: { ...noStore, "Content-Type": "text/html; charset=utf-8", "X-Robots-Tag": "noindex" } });
}

/**
 * GET /t/o/<token>: records the open and answers the pixel. Always the pixel, whatever the token
 * (a bad one must not tell anything), and never an error: a failure is logged, not shown.
 */
export async function handleOpenRequest(db: Db, token: string): Promise<Response> {
  try {
    const outboxId = verifyLink("open", token);
    const ref = outboxId ? await messageById(db, outboxId) : null;
    if (ref) await recordOpen(db, ref);
  } catch (error) {
    getLogger().error({ err: error }, "couldn't record an open");
  }
  return new Response(new Uint8Array(PIXEL_GIF), {
    status: 200,
    headers: { ...noStore, "Content-Type": "image/gif", "Content-Length": String(PIXEL_GIF.length) },
  });
}

/**
 * GET /t/c/<token>?u=<url>: the token signs the destination, so only the links we put in the
 * message redirect (no open redirect); anything else gets a plain "broken link" page, never a
 * redirect. The click is recorded on the way; if that fails the person still gets where they clicked.
 */
export async function handleClickRequest(db: Db, token: string, url: string | null): Promise<Response> {
  const destination = safeDestination(url);
  const outboxId = destination && url ? verifyLink("click", token, url) : null;
  if (!destination || !outboxId) {
    return plainPage(
      400,
      "This link is broken",
      "The link you followed is incomplete or was changed after it was sent. Try copying the whole link from the message, or contact the sender.",
    );
  }
  try {
    const ref = await messageById(db, outboxId);
    if (ref) await recordClick(db, ref, url!);
  } catch (error) {
    getLogger().error({ err: error }, "couldn't record a click");
  }
  return new Response(null, { status: 302, headers: { ...noStore, Location: destination, "Referrer-Policy": "no-referrer" } });
}
