import { describe, expect, it } from "vitest";
import { formatCount, formatCountOf, formatWhen, percentOf, readerTimeFormat } from "./format";

const utc = { locale: "en-US", timeZone: "UTC" };
/** ICU versions differ on the space before AM/PM (a narrow no-break space in some). */
const when = (...args: Parameters<typeof formatWhen>) => formatWhen(...args).replace(/\s/g, " ");

describe("formatWhen", () => {
  const at = new Date("2026-11-21T14:05:00Z");

  it("writes a moment in the workspace's locale and time zone", () => {
    expect(when(at, utc)).toBe("Nov 21, 2026, 2:05 PM");
    expect(when(at, { locale: "en-US", timeZone: "America/New_York" })).toBe("Nov 21, 2026, 9:05 AM");
    expect(when(at, { locale: "de-DE", timeZone: "Europe/Berlin" })).toBe("21.11.2026, 15:05");
  });

  it("reads the ISO strings that come over the wire", () => {
    expect(when("2026-11-21T14:05:00.000Z", utc)).toBe("Nov 21, 2026, 2:05 PM");
  });

  it("writes a dash when there is no moment or it isn't a date", () => {
    expect(when(null, utc)).toBe("—");
    expect(when(undefined, utc)).toBe("—");
    expect(when("not a date", utc)).toBe("—");
  });

  it("falls back to US English when the workspace's locale or time zone is unknown", () => {
    expect(when(at, { locale: "en-US", timeZone: "Mars/Olympus" })).toMatch(/^Nov 21, 2026, \d{1,2}:05 [AP]M$/);
    expect(when(at, { locale: "not a locale!", timeZone: "UTC" })).toMatch(/^Nov 21, 2026, \d{1,2}:05 [AP]M$/);
  });
});

describe("readerTimeFormat", () => {
  it("writes a moment as the reader's device does when nothing is said", () => {
    const at = new Date("2026-11-21T14:05:00Z");
    expect(formatWhen(at, readerTimeFormat())).toBe(at.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }));
  });

  it("names a real locale and time zone", () => {
    const { locale, timeZone } = readerTimeFormat();
    expect(Intl.DateTimeFormat.supportedLocalesOf([locale])).toEqual([locale]);
    expect(() => new Intl.DateTimeFormat("en-US", { timeZone })).not.toThrow();
  });
});

describe("formatCount", () => {
  it("groups digits as the locale does", () => {
    expect(formatCount(1204, "en-US")).toBe("1,204");
    expect(formatCount(1204, "de-DE")).toBe("1.204");
  });

  it("falls back to US English for an unknown locale", () => {
    expect(formatCount(1204, "not a locale!")).toBe("1,204");
  });

  it("writes the reader's own grouping when no locale is given, as the bare toLocaleString() did", () => {
    expect(formatCount(1204)).toBe((1204).toLocaleString());
  });
});

describe("formatCountOf", () => {
  it("puts the singular noun after one and the plural after any other count", () => {
    expect(formatCountOf(1, "en-US", "address", "addresses")).toBe("1 address");
    expect(formatCountOf(0, "en-US", "address", "addresses")).toBe("0 addresses");
    expect(formatCountOf(1204, "en-US", "URL", "URLs")).toBe("1,204 URLs");
  });
});

describe("percentOf", () => {
  it("rounds to a whole percent", () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
  });

  it("stays between 0 and 100 when the counts overshoot", () => {
    expect(percentOf(510, 500)).toBe(100);
    expect(percentOf(-1, 500)).toBe(0);
  });

  it("is 0 when the total is zero or unknown", () => {
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(5, Number.NaN)).toBe(0);
  });
});
