import { describe, expect, it } from "vitest";
import { audienceLine, isLive, percent, progressOf, reasonsByCount } from "./send-math";

describe("progressOf", () => {
  it("counts sent, failed, bounced and left-out recipients as done", () => {
    expect(progressOf({ total: 200, sent: 100, failed: 10, bounced: 5, suppressed: 35 })).toBe(75);
  });

  it("is complete for a send of nobody and never passes 100", () => {
    expect(progressOf({ total: 0, sent: 0, failed: 0, bounced: 0, suppressed: 0 })).toBe(100);
    expect(progressOf({ total: 3, sent: 4, failed: 0, bounced: 0, suppressed: 0 })).toBe(100);
  });

  it("keeps one decimal so a large send visibly moves", () => {
    expect(progressOf({ total: 100_000, sent: 1234, failed: 0, bounced: 0, suppressed: 0 })).toBe(1.2);
  });
});

describe("percent", () => {
  it("shows a rate with one decimal below 10 % and whole numbers above", () => {
    expect(percent(1, 40)).toBe("2.5%");
    expect(percent(13, 40)).toBe("33%");
    expect(percent(0, 40)).toBe("0%");
  });

  it("shows a dash when nothing was sent yet", () => {
    expect(percent(0, 0)).toBe("—");
  });
});

describe("isLive", () => {
  it("refreshes only while the send is preparing or sending", () => {
    expect(isLive("preparing")).toBe(true);
    expect(isLive("sending")).toBe(true);
    expect(isLive("paused")).toBe(false);
    expect(isLive("completed")).toBe(false);
  });
});

describe("audienceLine", () => {
  it("names who will receive it, then each reason for leaving people out, largest first, zeros hidden", () => {
    expect(audienceLine(1204, { no_consent: 12, unsubscribed: 37, bounced: 0 })).toBe("1,204 will receive it · 37 unsubscribed · 12 no consent");
  });

  it("orders reasons of equal size by name so the line doesn't jump", () => {
    expect(reasonsByCount({ unsubscribed: 2, bounced: 2 }).map((r) => r.reason)).toEqual(["bounced", "unsubscribed"]);
  });
});
