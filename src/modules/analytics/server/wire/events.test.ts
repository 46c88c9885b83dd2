import { describe, expect, it } from "vitest";
import { toCaptureInput, wireEvents, wireSentAt, wireToken } from "./events";

const ws = "00000000-0000-4000-8000-000000000001";
const sentAt = new Date("2026-03-01T12:00:00.000Z");

describe("wire events", () => {
  it("finds the events of each body form and the token", () => {
    const e = { event: "$pageview", properties: { token: "phc_t", distinct_id: "a" } };
    expect(wireEvents({ api_key: "phc_k", batch: [e], sent_at: "x" })).toEqual([e]);
    expect(wireEvents([e, 3, null])).toEqual([e]);
    expect(wireEvents(e)).toEqual([e]);
    expect(wireEvents("nope")).toBeNull();
    expect(wireToken({ api_key: "phc_k", batch: [e] }, [e])).toBe("phc_k");
    expect(wireToken([e], [e])).toBe("phc_t");
    expect(wireToken({}, [])).toBeNull();
  });

  it("maps distinct_id, session, uuid and the time; drops the token", () => {
    const input = toCaptureInput(
      ws,
      "product",
      {
        uuid: "01890000-0000-7000-8000-000000000000",
        event: "$pageview",
        timestamp: "2026-03-01T11:59:00.000Z",
        properties: { token: "phc_t", distinct_id: "visitor-1", $session_id: "s-1", $current_url: "https://x.test/a" },
        $set: { email: "a@b.test" },
      },
      sentAt,
    );
    expect(input).toEqual({
      workspaceId: ws,
      event: "$pageview",
      distinctId: "visitor-1",
      sessionId: "s-1",
      source: "product",
      uuid: "01890000-0000-7000-8000-000000000000",
      occurredAt: new Date("2026-03-01T11:59:00.000Z"),
      properties: { $current_url: "https://x.test/a", $set: { email: "a@b.test" } },
    });
  });

  it("takes the time from offset before sent_at, and refuses events without a name or id", () => {
    expect(toCaptureInput(ws, "site-script", { event: "x", distinct_id: 5, offset: 1000 }, sentAt)?.occurredAt).toEqual(new Date("2026-03-01T11:59:59.000Z"));
    expect(toCaptureInput(ws, "site-script", { event: "x" }, sentAt)).toBeNull();
    expect(toCaptureInput(ws, "site-script", { distinct_id: "a" }, sentAt)).toBeNull();
    expect(wireSentAt({ sent_at: "2026-03-01T12:00:00.000Z" })).toEqual(sentAt);
    expect(wireSentAt({ sent_at: "garbage" }, sentAt)).toEqual(sentAt);
  });
});
