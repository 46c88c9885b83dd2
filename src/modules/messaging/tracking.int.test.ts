import { and, eq, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "~tests/support/db";
import { emailCampaigns } from "@/modules/reporting/db/warehouse.table";
import type { Db, DbHandle } from "@/server/db/client";
import { getBoss } from "@/server/jobs/boss";
import { jobDefinitions } from "@/server/jobs/registry";
import { SEND_REPORT_JOB } from "./jobs/report.job";
import { linkPaths, signLink } from "./server/link-tokens";
import { handleClickRequest, handleOpenRequest, PIXEL_GIF } from "./server/tracking-http";
import { makeSentMessage, stateOf } from "./tracking-test-kit";

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

const reportJobsFor = async (sendId: string) =>
  (await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = ${SEND_REPORT_JOB} and singleton_key = ${sendId}`))
    .rows[0]!.n;

/** A database whose every query fails: tracking must still answer. */
const brokenDb = new Proxy({} as Db, {
  get: () => () => {
    throw new Error("database down");
  },
});

describe("the open pixel (GET /t/o/<token>)", () => {
  it("answers a 43-byte transparent GIF that is never cached", async () => {
    const m = await makeSentMessage(handle.db);
    const res = await handleOpenRequest(handle.db, m.token("open"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/gif");
    expect(res.headers.get("cache-control")).toContain("no-store");
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBe(43);
    expect(body.equals(PIXEL_GIF)).toBe(true);
    expect(body.subarray(0, 6).toString("latin1")).toBe("GIF89a");
  });

  it("stamps the first open, counts it once on the send, writes every open as an event and the first on the timeline", async () => {
    const m = await makeSentMessage(handle.db, { sendName: "Spring news" });
    await handleOpenRequest(handle.db, m.token("open"));
    await handleOpenRequest(handle.db, m.token("open"));
    await handleOpenRequest(handle.db, m.token("open"));
    const s = await stateOf(handle.db, m);
    expect(s.outbox.openedAt).toBeInstanceOf(Date);
    expect(s.send.opened).toBe(1);
    expect(s.events.map((e) => e.kind)).toEqual(["open", "open", "open"]);
    expect(s.timeline).toHaveLength(1);
    expect(s.timeline[0]).toMatchObject({ kind: "email", title: "Opened “Spring news”", data: { sendId: m.sendId, outboxId: m.outboxId } });
    expect(s.contact.lastActivityAt).toBeInstanceOf(Date);
  });

  it("still answers the GIF, and records nothing, for a bad, forged or other-purpose token", async () => {
    const m = await makeSentMessage(handle.db);
    const forged = `${m.outboxId.toString(36)}.AAAAAAAAAAAAAAAA`;
    for (const token of ["", "nonsense", forged, m.token("click", "https://a.example/"), m.token("unsubscribe"), signLink("open", m.outboxId + 999_999)]) {
      const res = await handleOpenRequest(handle.db, token);
      expect(res.status, token).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/gif");
    }
    expect((await stateOf(handle.db, m)).events).toEqual([]);
  });

  it("answers the GIF, never a 500, when the database is down", async () => {
    const m = await makeSentMessage(handle.db);
    const res = await handleOpenRequest(brokenDb, m.token("open"));
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).length).toBe(43);
  });

  it("records nothing for a send in privacy mode", async () => {
    const m = await makeSentMessage(handle.db, { trackOpens: false, trackClicks: false });
    await handleOpenRequest(handle.db, m.token("open"));
    const click = await handleClickRequest(handle.db, m.token("click", "https://shop.example/"), "https://shop.example/");
    expect(click.status).toBe(302);
    const s = await stateOf(handle.db, m);
    expect([s.outbox.openedAt, s.outbox.clickedAt, s.send.opened, s.send.clicked, s.events.length, s.timeline.length]).toEqual([null, null, 0, 0, 0, 0]);
  });
});

describe("tracked links (GET /t/c/<token>?u=<url>)", () => {
  it("redirects to the signed destination and records the click, with the open it implies", async () => {
    const m = await makeSentMessage(handle.db, { sendName: "Autumn sale" });
    const url = "https://shop.example/sale?utm_source=email&x=1#top";
    const res = await handleClickRequest(handle.db, m.token("click", url), url);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(url);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const s = await stateOf(handle.db, m);
    expect(s.outbox.clickedAt).toBeInstanceOf(Date);
    expect(s.outbox.openedAt).toBeInstanceOf(Date);
    expect([s.send.clicked, s.send.opened]).toEqual([1, 1]);
    expect(s.events.map((e) => [e.kind, e.detail])).toEqual([
      ["open", { impliedByClick: true }],
      ["click", { url }],
    ]);
    expect(s.timeline.map((a) => [a.kind, a.title, a.body, a.data])).toEqual([
      ["email", "Clicked a link in “Autumn sale”", url, { sendId: m.sendId, outboxId: m.outboxId, url }],
    ]);
  });

  it("counts a person's clicks once, and puts each link on the timeline once", async () => {
    const m = await makeSentMessage(handle.db);
    await handleOpenRequest(handle.db, m.token("open"));
    const [a, b] = ["https://shop.example/a", "https://shop.example/b"];
    for (const url of [a, a, b]) await handleClickRequest(handle.db, m.token("click", url), url);
    const s = await stateOf(handle.db, m);
    expect([s.send.opened, s.send.clicked]).toEqual([1, 1]);
    expect(s.events.map((e) => e.kind)).toEqual(["open", "click", "click", "click"]);
    expect(s.timeline.map((t) => t.title)).toEqual(["Opened “Autumn sale”", "Clicked a link in “Autumn sale”", "Clicked a link in “Autumn sale”"]);
  });

  it("never redirects to a destination the token didn't sign: a plain 400 'This link is broken' page", async () => {
    const m = await makeSentMessage(handle.db);
    const signed = "https://shop.example/a";
    const cases: [string, string | null][] = [
      [m.token("click", signed), "https://evil.example/"],
      [m.token("click", signed), null],
      [m.token("click", signed), `${signed}?x=1`],
      ["garbage", signed],
      [m.token("open"), signed],
      [m.token("click", "javascript:alert(1)"), "javascript:alert(1)"],
      [m.token("click", "data:text/html,hi"), "data:text/html,hi"],
      [m.token("click", "//evil.example/"), "//evil.example/"],
    ];
    for (const [token, url] of cases) {
      const res = await handleClickRequest(handle.db, token, url);
      expect(res.status, `${token} ${url}`).toBe(400);
      expect(res.headers.get("location")).toBeNull();
      const html = await res.text();
      expect(html).toContain("<h1>This link is broken</h1>");
      expect(html).toContain('lang="en"');
    }
    expect((await stateOf(handle.db, m)).events).toEqual([]);
  });

  it("still redirects a valid link when the click can't be recorded", async () => {
    const m = await makeSentMessage(handle.db);
    const url = "http://shop.example/plain-http";
    const res = await handleClickRequest(brokenDb, m.token("click", url), url);
    expect([res.status, res.headers.get("location")]).toEqual([302, url]);
  });

  it("uses the paths the message links are built with", () => {
    expect(linkPaths.click("t0k", "https://a.example/?q=1&r=2")).toBe("/t/c/t0k?u=https%3A%2F%2Fa.example%2F%3Fq%3D1%26r%3D2");
  });
});

describe("the warehouse row of a campaign", () => {
  it("is rewritten through one debounced job per send, however many events arrive", async () => {
    const m = await makeSentMessage(handle.db, { sendName: "Warehouse test" });
    const other = await makeSentMessage(handle.db, { tenant: m.tenant, sendId: m.sendId });
    await handleOpenRequest(handle.db, m.token("open"));
    await handleOpenRequest(handle.db, other.token("open"));
    await handleClickRequest(handle.db, m.token("click", "https://a.example/"), "https://a.example/");
    expect(await reportJobsFor(m.sendId)).toBe(1);
    const [job] = (
      await handle.db.execute<{ start_after: Date; created_on: Date }>(
        sql`select start_after, created_on from pgboss.job where name = ${SEND_REPORT_JOB} and singleton_key = ${m.sendId}`,
      )
    ).rows;
    expect(new Date(job!.start_after).getTime() - new Date(job!.created_on).getTime()).toBeGreaterThanOrEqual(9_000);

    await jobDefinitions()
      .find((j) => j.name === SEND_REPORT_JOB)!
      .run({ workspaceId: m.workspaceId, sendId: m.sendId }, { db: handle.db });
    const [row] = await handle.db
      .select()
      .from(emailCampaigns)
      .where(and(eq(emailCampaigns.workspaceId, m.workspaceId), eq(emailCampaigns.campaignId, m.sendId)));
    expect(row).toMatchObject({ name: "Warehouse test", opens: 2, clicks: 1 });
  });

  it("isn't asked for transactional messages", async () => {
    const m = await makeSentMessage(handle.db, { kind: "transactional" });
    await handleOpenRequest(handle.db, m.token("open"));
    expect((await stateOf(handle.db, m)).send.opened).toBe(1);
    expect(await reportJobsFor(m.sendId)).toBe(0);
  });
});
