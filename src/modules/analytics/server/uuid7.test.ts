import { describe, expect, it } from "vitest";
import { uuid7 } from "./uuid7";

describe("uuid7", () => {
  it("is a version 7 uuid whose first 48 bits are the time, so ids sort by time", () => {
    const id = uuid7(Date.UTC(2026, 10, 28));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace(/-/g, "").slice(0, 12), 16)).toBe(Date.UTC(2026, 10, 28));
    const ids = [1, 2, 3, 1000].map((ms) => uuid7(Date.UTC(2026, 0, 1) + ms));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(Array.from({ length: 1000 }, () => uuid7(0))).size).toBe(1000);
  });
});
