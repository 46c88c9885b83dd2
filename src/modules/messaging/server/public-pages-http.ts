import "server-only";
import { eq } from "drizzle-orm";
import { workspaceLogos } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { preferenceFormOf } from "../contracts/preferences.contracts";
import { linkPaths } from "./link-tokens";
import { savePreferences } from "./preference-centre.service";
import { plainPage } from "./tracking-http";
import { messageOfPageToken, unsubscribeByToken } from "./unsubscribe.service";

/**
 * The POST side of the public unsubscribe and preference pages (plain HTML forms: they work without
 * script), RFC 8058 one-click unsubscribes, and the sender's logo on those pages. A GET never changes
 * anything: mail scanners open every link of a message.
 */

const noStore = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
/** 303 See Other to a page of the site (relative, so it holds behind any proxy). */
const seeOther = (location: string) => new Response(null, { status: 303, headers: { ...noStore, Location: location } });
const broken = () =>
  plainPage(
    400,
    "This link is broken",
    "The link you followed is incomplete or was changed. Use the unsubscribe link of a recent message from the sender, or reply to that message and ask to be removed.",
  );

async function formOf(request: Request): Promise<URLSearchParams | FormData> {
  try {
    return await request.formData();
  } catch {
    return new URLSearchParams(await request.text().catch(() => ""));
  }
}

/** POST /u/<token>/unsubscribe: the unsubscribe page's button. Then the preference centre says it's done. */
export async function handleUnsubscribeForm(db: Db, token: string): Promise<Response> {
  if (!(await unsubscribeByToken(db, token))) return broken();
  return seeOther(`${linkPaths.preferences(token)}?unsubscribed=1`);
}

/**
 * POST /u/<token>/one-click: RFC 8058. The mailbox provider posts `List-Unsubscribe=One-Click`
 * when the person clicks its own Unsubscribe button; the answer is an empty 200.
 */
export async function handleOneClick(db: Db, token: string, request: Request): Promise<Response> {
  const form = await formOf(request);
  if (form.get("List-Unsubscribe") !== "One-Click")
    return new Response("The body must be List-Unsubscribe=One-Click.", { status: 400, headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" } });
  if (!(await unsubscribeByToken(db, token)))
    return new Response("This link is broken.", { status: 400, headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(null, { status: 200, headers: noStore });
}

/** POST /u/<token>/preferences/save: the preference centre's form, saved at once, then shown again. */
export async function handlePreferencesForm(db: Db, token: string, request: Request): Promise<Response> {
  const form = preferenceFormOf(await formOf(request));
  const saved = await savePreferences(db, token, form);
  if (!saved) return broken();
  return seeOther(`${linkPaths.preferences(token)}?${form.intent === "unsubscribe_all" ? "everything=1" : "saved=1"}`);
}

/** GET /u/<token>/logo: the sender's logo for its pages (the token is the key; no sign-in). */
export async function handleSenderLogo(db: Db, token: string): Promise<Response> {
  const ref = await messageOfPageToken(db, token);
  const [logo] = ref ? await db.select().from(workspaceLogos).where(eq(workspaceLogos.workspaceId, ref.workspaceId)) : [];
  if (!logo) return new Response("No logo.", { status: 404, headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(new Uint8Array(logo.bytes), {
    headers: {
      "Content-Type": logo.contentType,
      "Content-Length": String(logo.byteSize),
      "Cache-Control": "private, max-age=3600",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
    },
  });
}
