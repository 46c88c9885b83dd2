import { describe, expect, it } from "vitest";
import { cardState, duration, exactTime, filterAccounts, formatDay, kindGroups, oauthSettings, plural, relativeTime } from "./format";

const now = new Date("2026-03-14T12:00:00Z");
const at = (ms: number) => new Date(now.getTime() + ms);

describe("connections page words", () => {
  it("says how long ago or how soon, in the largest whole unit", () => {
    expect(relativeTime(at(-10_000), now)).toBe("just now");
    expect(relativeTime(at(-3 * 60_000), now)).toBe("3 minutes ago");
    expect(relativeTime(at(-2 * 3_600_000), now)).toBe("2 hours ago");
    expect(relativeTime(at(22 * 3_600_000), now)).toBe("in 22 hours");
    expect(relativeTime(at(24 * 3_600_000), now)).toBe("tomorrow");
    expect(relativeTime(at(-9 * 86_400_000), now)).toBe("last week");
  });

  it("gives the exact time and a day as written, with no time zone shifting the day", () => {
    expect(exactTime(now, "UTC")).toBe("14 Mar 2026, 12:00");
    expect(formatDay("2026-01-31")).toBe("31 Jan 2026");
  });

  it("gives a run's duration once it has finished", () => {
    expect(duration(now, at(48_000))).toBe("48 s");
    expect(duration(now, at(125_000))).toBe("2 min 05 s");
    expect(duration(now, at(3_780_000))).toBe("1 h 03 min");
    expect(duration(now, null)).toBeNull();
  });

  it("puts the plural noun after any count but one", () => {
    expect(plural(1, "source")).toBe("1 source");
    expect(plural(1200, "row")).toBe("1,200 rows");
  });

  it("names a platform's three OAuth settings and the redirect to register", () => {
    expect(oauthSettings("SHOPIFY", "shopify", "https://app.example.com/")).toEqual({
      names: ["SHOPIFY_CLIENT_ID", "SHOPIFY_CLIENT_SECRET", "SHOPIFY_REDIRECT_URI"],
      redirect: "https://app.example.com/api/connectors/shopify/callback",
    });
  });

  it("groups the page as Ads, Analytics, SEO, Email, Store and Social", () => {
    expect(kindGroups.map((g) => g.label)).toEqual(["Ads", "Analytics", "SEO", "Email", "Store", "Social"]);
  });

  it("finds accounts by name, id or detail, ignoring case", () => {
    const accounts = [
      { id: "111", name: "Shoes US" },
      { id: "222", name: "Schuhe DE", detail: "through manager 100" },
    ];
    expect(filterAccounts(accounts, " shoes ").map((a) => a.id)).toEqual(["111"]);
    expect(filterAccounts(accounts, "222").map((a) => a.id)).toEqual(["222"]);
    expect(filterAccounts(accounts, "MANAGER").map((a) => a.id)).toEqual(["222"]);
    expect(filterAccounts(accounts, "")).toHaveLength(2);
  });
});

describe("a platform card's state", () => {
  const ok = { status: "active" };
  it("is connected, with the worst health of its sources, whether or not the server can connect it now", () => {
    expect(cardState(true, [ok], [{ health: "healthy" }, { health: "error" }, { health: "syncing" }])).toEqual({
      kind: "connected",
      health: "error",
      sources: 3,
    });
    expect(cardState(false, [ok], [{ health: "healthy" }])).toEqual({ kind: "connected", health: "healthy", sources: 1 });
    expect(cardState(true, [ok], [])).toEqual({ kind: "connected", health: null, sources: 0 });
    expect(cardState(true, [ok, { status: "needs_reconnect" }], [{ health: "healthy" }])).toMatchObject({ health: "reconnect" });
  });
  it("is connectable or not set up when nothing is connected", () => {
    expect(cardState(true, [], [])).toEqual({ kind: "connectable" });
    expect(cardState(false, [], [{ health: "healthy" }])).toEqual({ kind: "not-set-up" });
  });
});
