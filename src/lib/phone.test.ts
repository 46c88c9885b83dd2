import { describe, expect, it } from "vitest";
import { chooseRegion, normalizePhone, phoneRegions, regionFromCountry, regionOfLocale, storedCountry } from "./phone";

const ok = (phone: string) => ({ ok: true, phone });
const us = { code: "US", source: "workspace" } as const;
const fr = { code: "FR", source: "country" } as const;

describe("normalizePhone", () => {
  it("keeps international numbers and drops the punctuation people type", () => {
    expect(normalizePhone("+1 (415) 555-0123", null)).toEqual(ok("+14155550123"));
    expect(normalizePhone("0044 20 7946 0958", null)).toEqual(ok("+442079460958"));
    expect(normalizePhone("+33 6 12 34 56 78 ext. 12", us)).toEqual(ok("+33612345678"));
  });

  it("reads a national number in the region chosen, dropping its trunk prefix", () => {
    expect(normalizePhone("06 12 34 56 78", fr)).toEqual(ok("+33612345678"));
    expect(normalizePhone("020 7946 0958", { code: "GB", source: "company" })).toEqual(ok("+442079460958"));
    expect(normalizePhone("(415) 555-0123", us)).toEqual(ok("+14155550123"));
    expect(normalizePhone("1 415 555 0123", us)).toEqual(ok("+14155550123"));
  });

  it("refuses a French number read in the United States, saying which region was used and why", () => {
    const result = normalizePhone("0612345678", us);
    expect(result).toEqual({
      ok: false,
      reason:
        "\"0612345678\" isn't a valid phone number in the United States (region used: United States, your workspace's region). Write it with its country code, such as +44 or +33",
    });
    expect(normalizePhone("0612345678", { code: "US", source: "country" })).toMatchObject({
      reason: expect.stringContaining("region used: United States, the contact's country"),
    });
  });

  it("refuses an international number that isn't one of its country", () => {
    expect(normalizePhone("+1612345678", null)).toEqual({
      ok: false,
      reason: '"+1612345678" isn\'t a valid phone number in the United States or Canada (country code +1)',
    });
  });

  it("refuses a national number with no region to read it in, and what can't be a number", () => {
    expect(normalizePhone("415 555 0123", null)).toMatchObject({ ok: false, reason: expect.stringContaining("no country code") });
    expect(normalizePhone("call me", us)).toEqual({ ok: false, reason: '"call me" isn\'t a phone number' });
    expect(normalizePhone("+12", us)).toMatchObject({ ok: false });
  });

  it("accepts each region's own example", () => {
    for (const r of phoneRegions) expect(normalizePhone(r.example, null), r.code).toMatchObject({ ok: true });
  });
});

describe("regions", () => {
  it("reads countries as people write them", () => {
    expect(["France", "FR", "fr", "FRA", " france "].map(regionFromCountry)).toEqual(["FR", "FR", "FR", "FR", "FR"]);
    expect(["UK", "United Kingdom", "USA", "Deutschland"].map(regionFromCountry)).toEqual(["GB", "GB", "US", "DE"]);
    expect(regionFromCountry("Narnia")).toBeNull();
    expect(storedCountry("france")).toBe("FR");
    expect(storedCountry("Narnia")).toBe("Narnia");
  });

  it("takes the contact's country, else its company's, else the workspace's", () => {
    expect(regionOfLocale("en-US")).toBe("US");
    expect(regionOfLocale("fr")).toBeNull();
    expect(chooseRegion({ country: "France", company: "DE", workspace: "US" })).toEqual({ code: "FR", source: "country" });
    expect(chooseRegion({ country: "", company: "DE", workspace: "US" })).toEqual({ code: "DE", source: "company" });
    expect(chooseRegion({ workspace: "US" })).toEqual({ code: "US", source: "workspace" });
    expect(chooseRegion({})).toBeNull();
  });
});
