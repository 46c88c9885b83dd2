import { describe, expect, it } from "vitest";
import { parseRetryAfter } from "./twilio-client";

const now = new Date("2026-06-15T12:00:00Z");

describe("parseRetryAfter", () => {
  it("reads seconds", () => {
    expect(parseRetryAfter("30", now)).toEqual(new Date("2026-06-15T12:00:30Z"));
    expect(parseRetryAfter(" 0 ", now)).toEqual(now);
  });

  it("reads an HTTP date", () => {
    expect(parseRetryAfter("Mon, 15 Jun 2026 12:05:00 GMT", now)).toEqual(new Date("2026-06-15T12:05:00Z"));
  });

  it("never answers a time in the past", () => {
    expect(parseRetryAfter("Mon, 15 Jun 2026 11:00:00 GMT", now)).toEqual(now);
  });

  it("gives null for a missing or unreadable value", () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter("-5", now)).toBeNull();
  });
});
