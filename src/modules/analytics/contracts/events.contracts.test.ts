import { describe, expect, it } from "vitest";
import { captureEventInput } from "./events.contracts";

const base = { workspaceId: "00000000-0000-4000-8000-000000000001", event: "$pageview", distinctId: "anon-1", source: "page" };
const message = (input: object) => captureEventInput.safeParse(input).error?.issues[0]?.message;

describe("an event as capture() takes it", () => {
  it("takes PostHog's own names and plain ones, and refuses names that aren't names", () => {
    for (const event of ["$pageview", "survey shown", "form submitted", "cta:click", "signup/v2", "$$client_ingestion_warning"]) {
      expect(message({ ...base, event })).toBeUndefined();
    }
    for (const event of ["", " lead", "1st", "x".repeat(101), "drop;table", "naïve"]) expect(message({ ...base, event })).toMatch(/^An event name/);
  });

  it("bounds ids, properties and time", () => {
    expect(message({ ...base, distinctId: "x".repeat(201) })).toBe("The visitor id is longer than 200 characters.");
    expect(message({ ...base, properties: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, i])) })).toBe(
      "An event has at most 100 properties.",
    );
    expect(message({ ...base, properties: { text: "é".repeat(4100) } })).toBe("An event's properties take at most 8 kB.");
    expect(message({ ...base, source: "email" })).toBeDefined();
    expect(message({ ...base, occurredAt: new Date(Date.now() + 2 * 86_400_000).toISOString() })).toBe("The event's time is more than a day ahead.");
    expect(captureEventInput.parse({ ...base, occurredAt: "2026-11-01T10:00:00Z" }).occurredAt).toEqual(new Date("2026-11-01T10:00:00Z"));
  });
});
