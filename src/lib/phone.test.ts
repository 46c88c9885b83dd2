import { getCountries, getExampleNumber } from "libphonenumber-js";
import examples from "libphonenumber-js/mobile/examples";
import { describe, expect, it } from "vitest";
import { chooseRegion, describeRegion, normalizePhone } from "./phone";

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
    expect(normalizePhone("0712 345678", { code: "KE", source: "country" })).toEqual(ok("+254712345678"));
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

  it("refuses an international number that isn't one of its country, naming the country", () => {
    expect(normalizePhone("+1612345678", null)).toEqual({
      ok: false,
      reason: '"+1612345678" isn\'t a valid phone number in the United States or another place with country code +1',
    });
    expect(normalizePhone("+33 1234 5678", null)).toEqual({ ok: false, reason: '"+33 1234 5678" isn\'t a valid phone number in France (country code +33)' });
    expect(normalizePhone("+47 0123 4567", null)).toMatchObject({ reason: expect.stringContaining("in Norway or Svalbard & Jan Mayen (country code +47)") });
    expect(normalizePhone("+999 1234 5678", null)).toEqual({
      ok: false,
      reason: "\"+999 1234 5678\" isn't a phone number: it doesn't start with a country code",
    });
  });

  it("refuses a national number with no region to read it in, and what can't be a number", () => {
    expect(normalizePhone("415 555 0123", null)).toMatchObject({ ok: false, reason: expect.stringContaining("no country code") });
    expect(normalizePhone("415 555 0123", { code: "AQ", source: "country" })).toMatchObject({ ok: false, reason: expect.stringContaining("no country code") });
    expect(normalizePhone("call me", us)).toEqual({ ok: false, reason: '"call me" isn\'t a phone number' });
    expect(normalizePhone("+12", us)).toMatchObject({ ok: false });
    expect(normalizePhone("12", us)).toMatchObject({ ok: false, reason: expect.stringContaining("isn't a valid phone number in the United States") });
  });

  it("accepts a mobile number of every region the metadata knows, written internationally or nationally", () => {
    const regions = getCountries();
    expect(regions.length).toBeGreaterThan(240);
    for (const code of regions) {
      const example = getExampleNumber(code, examples);
      if (!example) continue;
      expect(normalizePhone(example.formatInternational(), null), code).toEqual(ok(example.number));
      expect(normalizePhone(example.formatNational(), { code, source: "country" }), code).toEqual(ok(example.number));
    }
  });
});

describe("the region a number is read in", () => {
  it("takes the contact's country, else its company's, else the workspace's", () => {
    expect(chooseRegion({ country: "France", company: "DE", workspace: "US" })).toEqual({ code: "FR", source: "country" });
    expect(chooseRegion({ country: "", company: "DE", workspace: "US" })).toEqual({ code: "DE", source: "company" });
    expect(chooseRegion({ country: "Kenya", workspace: "US" })).toEqual({ code: "KE", source: "country" });
    expect(chooseRegion({ country: "Narnia", workspace: "US" })).toEqual({ code: "US", source: "workspace" });
    expect(chooseRegion({})).toBeNull();
  });

  it("says which region and why", () => {
    expect(describeRegion({ code: "FR", source: "country" })).toBe("France, the contact's country");
    expect(describeRegion({ code: "GB", source: "company" })).toBe("United Kingdom, the country of the contact's company");
  });
});
