import { gzipSync } from "node:zlib";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import type { DbHandle } from "@/server/db/client";
import { analyticsEvents, analyticsIdentities } from "./db/events.table";
import { analyticsEarlyAccessFeatures, analyticsFeatureFlags, analyticsSurveyResponses, analyticsSurveys } from "./db/wire.table";
import { flushEvents, handleCapture, handleEarlyAccess, handleFlags, handleRemoteConfig, handleSurveys, projectToken } from "./index";
import { uuid7 } from "./server/uuid7";

let handle: DbHandle;
const globalDb = globalThis as { __amtDb?: DbHandle };
beforeAll(async () => {
  handle = await createTestDb();
  globalDb.__amtDb = handle;
});
afterAll(async () => {
  await flushEvents();
  delete globalDb.__amtDb;
  await handle.close();
});

const ORIGIN = "http://localhost:3000";
/** A batch as posthog-js 1.449.2 sends it (timestampMode capture-body). */
const batchOf = (token: string, events: Record<string, unknown>[]) => ({
  api_key: token,
  batch: events.map((e) => ({ uuid: uuid7(), timestamp: new Date().toISOString(), ...e, properties: { token, ...(e.properties as object) } })),
  sent_at: new Date().toISOString(),
});
const post = (path: string, body: BodyInit, type = "application/json") =>
  new Request(`${ORIGIN}${path}`, { method: "POST", body, headers: { "Content-Type": type } });
const rawCount = async (workspaceId: string) => {
  const [row] = await handle.db.select({ n: count() }).from(analyticsEvents).where(eq(analyticsEvents.workspaceId, workspaceId));
  return row!.n;
};

async function tokenedWorkspace() {
  const { workspace } = await makeWorkspace(handle.db);
  return { workspaceId: workspace.id, token: await projectToken(handle.db, workspace.id) };
}

describe("the PostHog receiver: capture", () => {
  it("makes one token per workspace, on first use", async () => {
    const { workspaceId, token } = await tokenedWorkspace();
    expect(token).toMatch(/^phc_/);
    expect(await projectToken(handle.db, workspaceId)).toBe(token);
  });

  it("stores a plain, a gzip and a base64 batch", async () => {
    const { workspaceId, token } = await tokenedWorkspace();
    const ev = (n: number) => ({ event: "$pageview", properties: { distinct_id: `v${n}`, $session_id: "s1", $current_url: "https://x.test/" } });
    const plain = await handleCapture(handle.db, post("/e/?ip=0&_=1&ver=1.449.2", JSON.stringify(batchOf(token, [ev(1), ev(2)]))));
    expect(plain.status).toBe(200);
    expect(await plain.json()).toMatchObject({ status: 1, accepted: 2, rejected: [] });
    const gz = await handleCapture(handle.db, post("/e/?ip=0", gzipSync(JSON.stringify(batchOf(token, [ev(3)]))), "text/plain"));
    expect(gz.status).toBe(200);
    const b64 = `data=${encodeURIComponent(Buffer.from(JSON.stringify(batchOf(token, [ev(4)]))).toString("base64"))}`;
    expect((await handleCapture(handle.db, post("/e/?compression=base64", b64, "application/x-www-form-urlencoded"))).status).toBe(200);
    await flushEvents();
    expect(await rawCount(workspaceId)).toBe(4);
    const [row] = await handle.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.workspaceId, workspaceId), eq(analyticsEvents.distinctId, "v1")));
    expect(row).toMatchObject({ event: "$pageview", sessionId: "s1", source: "site-script" });
    expect(row!.properties).not.toHaveProperty("token");
  });

  it("links an anonymous id to the person on $identify", async () => {
    const { workspaceId, token } = await tokenedWorkspace();
    const res = await handleCapture(
      handle.db,
      post("/e/", JSON.stringify(batchOf(token, [{ event: "$identify", properties: { distinct_id: "user-42", $anon_distinct_id: "anon-1" } }]))),
    );
    expect(res.status).toBe(200);
    const links = await handle.db.select().from(analyticsIdentities).where(eq(analyticsIdentities.workspaceId, workspaceId));
    expect(links).toMatchObject([{ distinctId: "anon-1", personId: "user-42" }]);
  });

  it("answers quota_limited once the month's quota is used, and stores nothing", async () => {
    const { workspaceId, token } = await tokenedWorkspace();
    const body = () =>
      JSON.stringify(
        batchOf(token, [
          { event: "x", properties: { distinct_id: "a" } },
          { event: "x", properties: { distinct_id: "b" } },
        ]),
      );
    expect((await (await handleCapture(handle.db, post("/e/", body()), { quota: 3 })).json()).accepted).toBe(2);
    const limited = await handleCapture(handle.db, post("/e/", body()), { quota: 3 });
    expect(limited.status).toBe(200);
    expect(await limited.json()).toEqual({ status: 1, quota_limited: ["events"] });
    await flushEvents();
    expect(await rawCount(workspaceId)).toBe(2);
  });

  it("refuses unknown tokens with 401 and bad bodies with 400, never a 500", async () => {
    const unknown = await handleCapture(
      handle.db,
      post("/e/", JSON.stringify(batchOf("phc_unknownunknownunknownunknown", [{ event: "x", properties: { distinct_id: "a" } }]))),
    );
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ code: "invalid_api_key" });
    for (const body of ["", "{nope", "42", JSON.stringify({ batch: "x" }), "data=%%%"]) {
      const res = await handleCapture(handle.db, post("/e/", body, body.startsWith("data=") ? "application/x-www-form-urlencoded" : "application/json"));
      expect([400, 401]).toContain(res.status);
      expect(await res.json()).toHaveProperty("error");
    }
    const noToken = await handleCapture(handle.db, post("/e/", JSON.stringify({ batch: [{ event: "x", properties: { distinct_id: "a" } }] })));
    expect(noToken.status).toBe(401);
  });

  it("names the events it can't take and keeps the rest", async () => {
    const { token } = await tokenedWorkspace();
    const res = await handleCapture(
      handle.db,
      post("/e/", JSON.stringify(batchOf(token, [{ event: "ok", properties: { distinct_id: "a" } }, { event: "no id" }]))),
    );
    expect(await res.json()).toMatchObject({ accepted: 1, rejected: [{ index: 1 }] });
  });
});

describe("the PostHog receiver: flags, early access, surveys", () => {
  it("answers /flags/?v=2 from the database within the client's shape", async () => {
    const { workspaceId, token } = await tokenedWorkspace();
    await handle.db.insert(analyticsFeatureFlags).values([
      { workspaceId, key: "new-nav", name: "New navigation", enabled: true, rolloutPercent: 100, payload: { v: 1 } },
      { workspaceId, key: "dark", enabled: false },
    ]);
    const res = await handleFlags(handle.db, post("/flags/?v=2", JSON.stringify({ token, distinct_id: "someone", groups: {} })));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.flags["new-nav"]).toMatchObject({ key: "new-nav", enabled: true, metadata: { payload: '{"v":1}' }, reason: { code: "condition_match" } });
    expect(body.featureFlags).toEqual({ dark: false, "new-nav": true });
    expect(body.errorsWhileComputingFlags).toBe(false);
    const gz = await handleFlags(handle.db, post("/flags/?v=2", gzipSync(JSON.stringify({ token, distinct_id: "x" })), "text/plain"));
    expect(gz.status).toBe(200);
    expect((await handleFlags(handle.db, post("/flags/?v=2", JSON.stringify({ token: "phc_nobodynobodynobodynobody", distinct_id: "x" })))).status).toBe(401);
    expect((await handleFlags(handle.db, post("/flags/?v=2", JSON.stringify({ token })))).status).toBe(400);
    expect((await handleFlags(handle.db, post("/flags/?v=2", "garbage"))).status).toBe(400);
  });

  it("lists early-access features by stage", async () => {
    const { workspaceId, token } = await tokenedWorkspace();
    await handle.db.insert(analyticsEarlyAccessFeatures).values([
      { workspaceId, name: "AI briefs", description: "Draft briefs", stage: "beta", flagKey: "ai-briefs", documentationUrl: "https://docs.test/briefs" },
      { workspaceId, name: "Idea", stage: "concept", flagKey: "idea" },
    ]);
    const res = await handleEarlyAccess(handle.db, new Request(`${ORIGIN}/api/early_access_features/?token=${token}&stage=beta`));
    expect(await res.json()).toEqual({
      earlyAccessFeatures: [expect.objectContaining({ name: "AI briefs", stage: "beta", flagKey: "ai-briefs", documentationUrl: "https://docs.test/briefs" })],
    });
    expect((await handleEarlyAccess(handle.db, new Request(`${ORIGIN}/api/early_access_features/?token=bad`))).status).toBe(401);
  });

  it("serves running surveys and stores checked `survey sent` answers", async () => {
    const { workspaceId, token } = await tokenedWorkspace();
    const questions = [
      {
        id: "nps",
        type: "rating",
        question: "How likely are you to recommend us?",
        scale: 10,
        display: "number",
        lowerBoundLabel: "No",
        upperBoundLabel: "Yes",
      },
      { id: "why", type: "open", question: "Why?" },
    ];
    const [survey] = await handle.db
      .insert(analyticsSurveys)
      .values({ workspaceId, name: "NPS", type: "popover", definition: { questions, schedule: "once" } })
      .returning();
    await handle.db
      .insert(analyticsSurveys)
      .values({ workspaceId, name: "Ended", type: "api", definition: { questions }, endDate: new Date(Date.now() - 1000) });
    const listed = await (await handleSurveys(handle.db, new Request(`${ORIGIN}/api/surveys/?token=${token}&_=1`))).json();
    expect(listed.surveys).toHaveLength(1);
    expect(listed.surveys[0]).toMatchObject({ id: survey!.id, name: "NPS", type: "popover", questions, schedule: "once" });

    const answer = (n: unknown, submission: string) => ({
      event: "survey sent",
      properties: { distinct_id: "v", $survey_id: survey!.id, $survey_response_nps: n, $survey_response_why: "Fast", $survey_submission_id: submission },
    });
    const res = await handleCapture(handle.db, post("/e/", JSON.stringify(batchOf(token, [answer(9, "s1"), answer(11, "s2")]))));
    expect(await res.json()).toMatchObject({ accepted: 1, rejected: [{ index: 1, message: "The response must be a whole number in range 0-10." }] });
    const stored = await handle.db.select().from(analyticsSurveyResponses).where(eq(analyticsSurveyResponses.workspaceId, workspaceId));
    expect(stored).toMatchObject([{ submissionId: "s1", answers: { nps: 9, why: "Fast" }, distinctId: "v" }]);
    expect((await handleSurveys(handle.db, new Request(`${ORIGIN}/api/surveys/`))).status).toBe(401);
  });

  it("serves remote config as JSON and as a script", async () => {
    const { token } = await tokenedWorkspace();
    const config = await (await handleRemoteConfig(handle.db, token, "json")).json();
    expect(config).toMatchObject({ token, supportedCompression: ["gzip-js", "base64"], hasFeatureFlags: false, surveys: false });
    const script = await (await handleRemoteConfig(handle.db, token, "script")).text();
    expect(script).toContain("_POSTHOG_REMOTE_CONFIG");
    expect((await handleRemoteConfig(handle.db, "nope", "json")).status).toBe(401);
  });
});
