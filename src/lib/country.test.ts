import { describe, expect, it } from "vitest";
import { regionCodes, regionFromCountry, regionName, regionOfLocale, storedCountry } from "./country";

describe("regionFromCountry", () => {
  it("reads countries as people write them: codes, three-letter codes, English and own names, aliases", () => {
    expect(["France", "FR", "fr", "FRA", " france "].map(regionFromCountry)).toEqual(["FR", "FR", "FR", "FR", "FR"]);
    expect(["UK", "United Kingdom", "USA", "U.S.A.", "Deutschland", "the Netherlands", "Holland"].map(regionFromCountry)).toEqual([
      "GB",
      "GB",
      "US",
      "US",
      "DE",
      "NL",
      "NL",
    ]);
    expect(
      ["Kenya", "KEN", "Côte d'Ivoire", "Cote d’Ivoire", "Bosnia and Herzegovina", "Saint Lucia", "Hong Kong", "Burma", "España", "日本"].map(
        regionFromCountry,
      ),
    ).toEqual(["KE", "KE", "CI", "CI", "BA", "LC", "HK", "MM", "ES", "JP"]);
    expect(regionFromCountry("Narnia")).toBeNull();
    expect(regionFromCountry("EU")).toBeNull();
    expect(storedCountry("france")).toBe("FR");
    expect(storedCountry("Narnia")).toBe("Narnia");
    expect(storedCountry("  ")).toBeNull();
  });

  it("knows each region once, with an English name", () => {
    expect(new Set(regionCodes).size).toBe(regionCodes.length);
    expect(regionCodes.length).toBe(252);
    for (const code of regionCodes) {
      expect(regionName(code), code).not.toBe(code);
      expect(regionFromCountry(regionName(code)), code).toBe(code);
    }
  });
});

describe("regionName and regionOfLocale", () => {
  it("names a region for a sentence", () => {
    expect(["US", "FR", "GB", "NL", "DO", "KY", "CZ"].map(regionName)).toEqual([
      "the United States",
      "France",
      "the United Kingdom",
      "the Netherlands",
      "the Dominican Republic",
      "the Cayman Islands",
      "Czechia",
    ]);
  });

  it("reads the region of a workspace locale", () => {
    expect(regionOfLocale("en-US")).toBe("US");
    expect(regionOfLocale("de_AT")).toBe("AT");
    expect(regionOfLocale("fr")).toBeNull();
    expect(regionOfLocale("es-419")).toBeNull();
  });
});
