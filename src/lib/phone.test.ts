import { describe, expect, it } from "vitest";
import { callingCodeOf, toE164 } from "./phone";

describe("toE164", () => {
  it("keeps international numbers and drops the punctuation people type", () => {
    expect(toE164("+1 (415) 555-0123")).toBe("+14155550123");
    expect(toE164("0044 20 7946 0958")).toBe("+442079460958");
    expect(toE164("+33 6 12 34 56 78 ext. 12")).toBe("+33612345678");
  });

  it("uses the workspace's calling code for national numbers, dropping the trunk zero", () => {
    expect(toE164("020 7946 0958", "44")).toBe("+442079460958");
    expect(toE164("(415) 555-0123", callingCodeOf("en-US"))).toBe("+14155550123");
  });

  it("refuses what can't be a phone number", () => {
    expect(toE164("415 555 0123")).toBeNull();
    expect(toE164("call me")).toBeNull();
    expect(toE164("+12")).toBeNull();
  });
});
