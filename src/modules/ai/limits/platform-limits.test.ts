import { describe, expect, it } from "vitest";
import { assetSchemas } from "../contracts/assets";
import { assetKinds } from "../contracts/assets.constants";
import { defaultLimitSettings, fieldConstraints, limitsFor, platformLimits } from "./platform-limits";

describe("the platform limits table", () => {
  it("has rows for every asset kind, each id once", () => {
    for (const kind of assetKinds) expect(limitsFor(kind).length, kind).toBeGreaterThan(0);
    const ids = platformLimits.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names a field of the asset's shape, a https source and a date or null on every row", () => {
    for (const row of platformLimits) {
      expect(Object.keys(assetSchemas[row.asset].shape), row.id).toContain(row.field);
      expect(row.source, row.id).toMatch(/^https:\/\//);
      if (row.verifiedAt !== null) expect(row.verifiedAt, row.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.max, row.id).toBeGreaterThan(0);
      if (row.min !== undefined) expect(row.min, row.id).toBeLessThanOrEqual(row.max);
      if (row.severity === "warning") expect(row.advice, `${row.id} says what happens past it`).toBeTruthy();
    }
  });

  it("holds the reference's figures for search ads, X, Instagram, SMS and Gmail", () => {
    const row = (id: string) => platformLimits.find((r) => r.id === id)!;
    expect(row("google-rsa.headlines.count")).toMatchObject({ min: 3, max: 15, severity: "error", unit: "count" });
    expect(row("google-rsa.headlines.max-length")).toMatchObject({ max: 30, unit: "characters" });
    expect(row("google-rsa.descriptions.count")).toMatchObject({ min: 2, max: 4 });
    expect(row("google-rsa.descriptions.max-length")).toMatchObject({ max: 90 });
    expect(row("microsoft-rsa.path2.max-length")).toMatchObject({ max: 15, verifiedAt: null });
    expect(row("meta-ad.primaryTexts.long")).toMatchObject({ max: 125, severity: "warning" });
    expect(row("meta-ad.primaryTexts.count")).toMatchObject({ max: 5 });
    expect(row("x-post.text.max-length")).toMatchObject({ max: 280, unit: "weighted", setting: "xWeightedMax" });
    expect(row("instagram-post.caption.hashtags-max")).toMatchObject({ max: 30, severity: "error" });
    expect(row("instagram-post.caption.hashtags")).toMatchObject({ max: 5, severity: "warning" });
    expect(row("sms.text.segments")).toMatchObject({ unit: "segments", severity: "warning" });
    expect(row("email.body.max-length")).toMatchObject({ max: 102 * 1024, unit: "bytes", severity: "error" });
    expect(row("email.subject.long")).toMatchObject({ severity: "warning" });
  });

  it("marks where the feeds fold a post behind “See more” as warnings, which generators read as a fold, not a length to keep within", () => {
    const row = (id: string) => platformLimits.find((r) => r.id === id)!;
    expect(row("linkedin-post.text.fold")).toMatchObject({ max: 210, severity: "warning", fold: true, verifiedAt: null });
    expect(row("facebook-post.text.fold")).toMatchObject({ max: 125, desktopMax: 477, severity: "warning" });
    expect(row("instagram-post.caption.fold")).toMatchObject({ max: 125, severity: "warning" });
    expect(fieldConstraints("instagram-post").caption).toEqual({ unit: "graphemes", minLength: 1, hardMax: 2200, fold: 125 });
    expect(fieldConstraints("linkedin-post").text).not.toHaveProperty("softMax");
  });

  it("replaces a row's maximum with the workspace's setting", () => {
    expect(limitsFor("x-post", { xWeightedMax: 4000 })[0]!.max).toBe(4000);
    expect(limitsFor("x-post")[0]!.max).toBe(defaultLimitSettings.xWeightedMax);
    expect(limitsFor("linkedin-ad", { linkedinIntroMax: 3000 }).find((r) => r.id === "linkedin-ad.introText.max-length")!.max).toBe(3000);
  });

  it("gives generators each field's hard and soft maximum and item counts", () => {
    expect(fieldConstraints("google-rsa").headlines).toEqual({ unit: "characters", minLength: 1, hardMax: 30, minItems: 3, maxItems: 15 });
    expect(fieldConstraints("meta-ad").primaryTexts).toEqual({ unit: "graphemes", minLength: 1, hardMax: 2200, softMax: 125, minItems: 1, maxItems: 5 });
    expect(fieldConstraints("x-post", { xWeightedMax: 4000 }).text).toMatchObject({ unit: "weighted", hardMax: 4000 });
    expect(fieldConstraints("email").body).toMatchObject({ unit: "bytes", hardMax: 104_448 });
  });
});
