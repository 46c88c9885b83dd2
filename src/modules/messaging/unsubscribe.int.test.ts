import { and, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "~tests/support/db";
import { workspaceLogos } from "@/modules/identity";
import type { DbHandle } from "@/server/db/client";
import { getBoss } from "@/server/jobs/boss";
import { topicPreferences, topics } from "./db/preferences.table";
import { handleOneClick, handlePreferencesForm, handleSenderLogo, handleUnsubscribeForm } from "./server/public-pages-http";
import { preferenceCentre } from "./server/preference-centre.service";
import { suppressAddresses } from "./server/suppressions.service";
import { unsubscribePage } from "./server/unsubscribe.service";
import { makeSentMessage, stateOf, type SentMessage } from "./tracking-test-kit";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import "./jobs/report.job";
import { PreferenceCentreView } from "./views/preference-centre-route";
import { UnsubscribeView } from "./views/unsubscribe-route";

let handle: DbHandle;
let boss: PgBoss;
beforeAll(async () => {
  handle = await createTestDb();
  boss = await getBoss(handle, { work: false });
});
afterAll(async () => {
  await boss.stop({ graceful: false, close: false, wait: true });
  await handle.close();
});

const post = (path: string, body: string | FormData, type?: string) =>
  new Request(`http://localhost${path}`, { method: "POST", body, headers: type ? { "content-type": type } : undefined });
const formBody = (pairs: [string, string][]) => new URLSearchParams(pairs).toString();
const savePrefs = (m: SentMessage, pairs: [string, string][], token = m.token("preferences")) =>
  handlePreferencesForm(handle.db, token, post(`/u/${token}/preferences/save`, formBody(pairs), "application/x-www-form-urlencoded"));

async function withTopics(m: SentMessage, names: string[]) {
  return handle.db
    .insert(topics)
    .values(names.map((name) => ({ workspaceId: m.workspaceId, name, description: `${name} from us` })))
    .returning();
}

describe("the unsubscribe page (/u/<token>)", () => {
  it("shows who is unsubscribing from which workspace, and changes nothing by being opened", async () => {
    const m = await makeSentMessage(handle.db, { sendName: "Autumn sale" });
    const page = await unsubscribePage(handle.db, m.token("unsubscribe"));
    expect(page).toEqual({
      workspaceName: expect.stringMatching(/^Workspace /),
      hasLogo: false,
      address: m.email,
      channel: "email",
      sendName: "Autumn sale",
      unsubscribed: false,
    });
    const s = await stateOf(handle.db, m);
    expect([s.contact.emailConsent, s.events.length, s.consent.length, s.suppressed.length]).toEqual(["subscribed", 0, 0, 0]);
  });

  it("unsubscribes with its button: consent (unsubscribe_link, from the send), suppression, event, count and timeline, then the preference centre", async () => {
    const m = await makeSentMessage(handle.db, { sendName: "Autumn sale" });
    const token = m.token("unsubscribe");
    const res = await handleUnsubscribeForm(handle.db, token);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/u/${token}/preferences?unsubscribed=1`);
    const s = await stateOf(handle.db, m);
    expect(s.contact.emailConsent).toBe("unsubscribed");
    expect(s.consent.map((c) => [c.channel, c.status, c.method, c.source])).toEqual([["email", "unsubscribed", "unsubscribe_link", "Autumn sale"]]);
    expect(s.suppressed.map((x) => [x.channel, x.reason, x.address])).toEqual([["email", "unsubscribed", m.email]]);
    expect(s.events.map((e) => [e.kind, e.detail])).toEqual([["unsubscribe", { method: "unsubscribe_link" }]]);
    expect(s.send.unsubscribed).toBe(1);
    expect(s.timeline.map((t) => [t.kind, t.title])).toEqual([["email", "Unsubscribed from “Autumn sale”"]]);
    expect((await unsubscribePage(handle.db, token))?.unsubscribed).toBe(true);
  });

  it("counts an unsubscribe once however often the link is used", async () => {
    const m = await makeSentMessage(handle.db);
    for (let i = 0; i < 3; i++) await handleUnsubscribeForm(handle.db, m.token("unsubscribe"));
    const s = await stateOf(handle.db, m);
    expect([s.send.unsubscribed, s.events.length, s.consent.length, s.suppressed.length, s.timeline.length]).toEqual([1, 1, 1, 1, 1]);
  });

  it("opens with the preferences link's token too, and refuses a bad one with a 400 page", async () => {
    const m = await makeSentMessage(handle.db);
    expect(await unsubscribePage(handle.db, m.token("preferences"))).not.toBeNull();
    expect(await unsubscribePage(handle.db, m.token("open"))).toBeNull();
    expect(await unsubscribePage(handle.db, "nonsense")).toBeNull();
    const res = await handleUnsubscribeForm(handle.db, m.token("click", "https://a.example/"));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("This link is broken");
    expect((await stateOf(handle.db, m)).contact.emailConsent).toBe("subscribed");
  });
});

describe("one-click unsubscribe (RFC 8058, POST /u/<token>/one-click)", () => {
  it("unsubscribes on List-Unsubscribe=One-Click, as a form or multipart body, with an empty 200", async () => {
    const urlencoded = await makeSentMessage(handle.db);
    const res = await handleOneClick(
      handle.db,
      urlencoded.token("unsubscribe"),
      post("/u/x/one-click", "List-Unsubscribe=One-Click", "application/x-www-form-urlencoded"),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
    expect((await stateOf(handle.db, urlencoded)).contact.emailConsent).toBe("unsubscribed");

    const multipart = await makeSentMessage(handle.db);
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    expect((await handleOneClick(handle.db, multipart.token("unsubscribe"), post("/u/x/one-click", form))).status).toBe(200);
    const s = await stateOf(handle.db, multipart);
    expect([s.contact.emailConsent, s.send.unsubscribed, s.consent[0]?.method]).toEqual(["unsubscribed", 1, "unsubscribe_link"]);
  });

  it("refuses a body without the one-click field and a bad token, changing nothing", async () => {
    const m = await makeSentMessage(handle.db);
    for (const [token, body] of [
      [m.token("unsubscribe"), ""],
      [m.token("unsubscribe"), "List-Unsubscribe=Maybe"],
      ["bad-token", "List-Unsubscribe=One-Click"],
    ] as const) {
      expect((await handleOneClick(handle.db, token, post("/u/x/one-click", body, "application/x-www-form-urlencoded"))).status).toBe(400);
    }
    expect((await stateOf(handle.db, m)).contact.emailConsent).toBe("subscribed");
  });
});

describe("the preference centre (/u/<token>/preferences)", () => {
  it("lists the channels the contact has (SMS only with a phone) and the active topics, all on by default", async () => {
    const m = await makeSentMessage(handle.db, { phone: "+14155550123" });
    const [news, offers, old] = await withTopics(m, ["Product news", "Offers", "Old topic"]);
    await handle.db.update(topics).set({ archivedAt: new Date() }).where(eq(topics.id, old!.id));
    const centre = await preferenceCentre(handle.db, m.token("preferences"));
    expect(centre!.channels.map((c) => [c.channel, c.address, c.subscribed, c.note])).toEqual([
      ["email", m.email, true, null],
      ["sms", "+14155550123", true, null],
    ]);
    expect(centre!.topics.map((t) => [t.id, t.name, t.subscribed])).toEqual([
      [offers!.id, "Offers", { email: true, sms: true }],
      [news!.id, "Product news", { email: true, sms: true }],
    ]);
    const emailOnly = await makeSentMessage(handle.db, { tenant: m.tenant });
    expect((await preferenceCentre(handle.db, emailOnly.token("unsubscribe")))!.channels.map((c) => c.channel)).toEqual(["email"]);
    expect(await preferenceCentre(handle.db, "broken")).toBeNull();
  });

  it("saves topic choices at once, only for the topics the page showed, and puts the change on the timeline", async () => {
    const m = await makeSentMessage(handle.db);
    const [news, offers] = await withTopics(m, ["Product news", "Offers"]);
    const added = (await withTopics(m, ["Added meanwhile"]))[0]!;
    const res = await savePrefs(m, [
      ["channel", "email"],
      ["shown", news!.id],
      ["shown", offers!.id],
      ["topic", `${news!.id}:email`],
      ["intent", "save"],
    ]);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/u/${m.token("preferences")}/preferences?saved=1`);
    const prefs = await handle.db
      .select()
      .from(topicPreferences)
      .where(and(eq(topicPreferences.workspaceId, m.workspaceId), eq(topicPreferences.contactId, m.contactId)));
    expect(prefs.map((p) => [p.topicId, p.channel, p.subscribed])).toEqual([[offers!.id, "email", false]]);
    const centre = await preferenceCentre(handle.db, m.token("preferences"));
    expect(Object.fromEntries(centre!.topics.map((t) => [t.name, t.subscribed.email]))).toEqual({ "Product news": true, Offers: false, [added.name]: true });
    const s = await stateOf(handle.db, m);
    expect(s.contact.emailConsent).toBe("subscribed");
    expect(s.timeline.map((t) => [t.kind, t.title, t.body])).toEqual([["consent_change", "Changed subscription preferences", "Offers (Email): unsubscribed"]]);
  });

  it("turns a channel off and on again: consent through the preference centre, the suppression lifted", async () => {
    const m = await makeSentMessage(handle.db, { sendName: "Weekly", phone: "+14155550999" });
    await savePrefs(m, [["channel", "sms"]]);
    let s = await stateOf(handle.db, m);
    expect(s.contact.emailConsent).toBe("unsubscribed");
    expect(s.contact.smsConsent).toBe("subscribed");
    expect(s.consent.map((c) => [c.channel, c.status, c.method, c.source])).toEqual([["email", "unsubscribed", "preference_centre", "Weekly"]]);
    expect(s.suppressed.map((x) => x.reason)).toEqual(["unsubscribed"]);
    expect([s.send.unsubscribed, s.events.map((e) => e.kind)]).toEqual([1, ["unsubscribe"]]);

    await savePrefs(m, [
      ["channel", "email"],
      ["channel", "sms"],
    ]);
    s = await stateOf(handle.db, m);
    expect(s.contact.emailConsent).toBe("subscribed");
    expect(s.consent.at(-1)).toMatchObject({ status: "subscribed", method: "preference_centre" });
    expect(s.suppressed).toEqual([]);
  });

  it("keeps a bounced address suppressed when the person switches email back on, and says why", async () => {
    const m = await makeSentMessage(handle.db);
    await suppressAddresses(handle.db, m.workspaceId, [{ channel: "email", address: m.email, reason: "bounced" }]);
    await savePrefs(m, [["channel", "email"]]);
    expect((await stateOf(handle.db, m)).suppressed.map((x) => x.reason)).toEqual(["bounced"]);
    expect((await preferenceCentre(handle.db, m.token("preferences")))!.channels[0]!.note).toBe("Messages to this address bounced, so none are sent to it.");
  });

  it("unsubscribes from everything: every channel and every shown topic off", async () => {
    const m = await makeSentMessage(handle.db, { phone: "+14155550777" });
    const [news] = await withTopics(m, ["Product news"]);
    const res = await savePrefs(m, [
      ["channel", "email"],
      ["channel", "sms"],
      ["shown", news!.id],
      ["topic", `${news!.id}:email`],
      ["intent", "unsubscribe_all"],
    ]);
    expect(res.headers.get("location")).toContain("?everything=1");
    const s = await stateOf(handle.db, m);
    expect([s.contact.emailConsent, s.contact.smsConsent]).toEqual(["unsubscribed", "unsubscribed"]);
    const prefs = await handle.db.select().from(topicPreferences).where(eq(topicPreferences.contactId, m.contactId));
    expect(prefs.map((p) => [p.channel, p.subscribed]).sort()).toEqual([
      ["email", false],
      ["sms", false],
    ]);
    expect(s.timeline.at(-1)!.title).toBe("Unsubscribed from everything in the preference centre");
  });

  it("ignores topics of another workspace and garbage fields", async () => {
    const m = await makeSentMessage(handle.db);
    const other = await makeSentMessage(handle.db);
    const [foreign] = await withTopics(other, ["Foreign"]);
    const res = await savePrefs(m, [
      ["channel", "email"],
      ["shown", foreign!.id],
      ["shown", "not-a-uuid"],
      ["topic", "x:y"],
      ["channel", "fax"],
    ]);
    expect(res.status).toBe(303);
    expect(await handle.db.select().from(topicPreferences).where(eq(topicPreferences.topicId, foreign!.id))).toEqual([]);
    expect((await stateOf(handle.db, m)).contact.emailConsent).toBe("subscribed");
  });

  it("answers a bad token's save with the 400 page", async () => {
    const res = await handlePreferencesForm(handle.db, "bad", post("/u/bad/preferences/save", "channel=email", "application/x-www-form-urlencoded"));
    expect(res.status).toBe(400);
  });
});

describe("the sender's logo on the public pages", () => {
  it("is served for a valid token when the workspace has one, and 404 otherwise", async () => {
    const m = await makeSentMessage(handle.db);
    expect((await handleSenderLogo(handle.db, m.token("unsubscribe"))).status).toBe(404);
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
    await handle.db.insert(workspaceLogos).values({ workspaceId: m.workspaceId, contentType: "image/png", byteSize: png.length, bytes: png });
    const res = await handleSenderLogo(handle.db, m.token("unsubscribe"));
    expect([res.status, res.headers.get("content-type")]).toEqual([200, "image/png"]);
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    expect((await unsubscribePage(handle.db, m.token("unsubscribe")))!.hasLogo).toBe(true);
    expect((await handleSenderLogo(handle.db, "bad")).status).toBe(404);
  });
});

describe("the pages as a browser gets them", () => {
  it("the unsubscribe page: who and from whom, a button that posts (the page itself is a GET), and a way to the preferences", async () => {
    const m = await makeSentMessage(handle.db, { sendName: "Autumn <sale>" });
    const token = m.token("unsubscribe");
    const html = renderToStaticMarkup(createElement(UnsubscribeView, { token, page: await unsubscribePage(handle.db, token) }));
    expect(html).toMatch(/<h1[^>]*>Unsubscribe from Workspace [0-9a-f]+\?<\/h1>/);
    expect(html).toContain(m.email);
    expect(html).toContain("“Autumn &lt;sale&gt;”");
    expect(html).toContain(`<form action="/u/${token}/unsubscribe" method="post">`);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Unsubscribe<\/button>/);
    expect(html).toContain(`href="/u/${token}/preferences"`);
    expect((await stateOf(handle.db, m)).events).toEqual([]);
    const broken = renderToStaticMarkup(createElement(UnsubscribeView, { token: "x", page: null }));
    expect(broken).toContain("This link is broken");
    expect(broken).not.toContain("<form");
  });

  it("the preference centre: a labelled checkbox per channel and topic, the topics it showed, Save and Unsubscribe from everything", async () => {
    const m = await makeSentMessage(handle.db, { phone: "+14155550188" });
    const [news] = await withTopics(m, ["Product news"]);
    const token = m.token("preferences");
    const centre = await preferenceCentre(handle.db, token);
    const html = renderToStaticMarkup(createElement(PreferenceCentreView, { token, centre, query: { saved: "1" } }));
    expect(html).toContain(`action="/u/${token}/preferences/save" method="post"`);
    expect(html).toMatch(/role="status"[^>]*>Your preferences are saved\./);
    const ids = [...html.matchAll(/<input type="checkbox" id="([^"]+)"[^>]*checked=""/g)].map((x) => x[1]!);
    expect(ids).toEqual(["channel-email", "channel-sms", `topic-${news!.id}-email`, `topic-${news!.id}-sms`]);
    for (const id of ids) expect(html).toContain(`<label for="${id}"`);
    expect(html).toContain(`<input type="hidden" name="shown" value="${news!.id}"/>`);
    expect(html).toMatch(/<button type="submit"[^>]*value="save" name="intent">Save preferences</);
    expect(html).toMatch(/<button type="submit"[^>]*value="unsubscribe_all" name="intent">Unsubscribe from everything</);
    const unsubscribed = renderToStaticMarkup(createElement(PreferenceCentreView, { token, centre, query: { unsubscribed: "1" } }));
    expect(unsubscribed).toContain("You&#x27;re unsubscribed.");
  });
});
