import { describe, expect, it } from "vitest";
import { assetKinds } from "../contracts/assets.constants";
import { generateOffline, generateOfflineAsset } from "./generate-asset";
import { coffeeKit } from "./kits.fixture";

describe("generateOfflineAsset", () => {
  const kit = coffeeKit({ disclaimers: [{ text: "Terms apply.", channels: ["all"] }] });

  it("writes a full search ad set: 15 headlines, 4 descriptions with the disclaimer pinned, paths and the site", () => {
    const ad = generateOfflineAsset("google-rsa", kit, { seed: "ws/1", keywords: ["coffee subscription"] });
    expect(ad.fields.headlines).toHaveLength(15);
    expect(ad.fields.descriptions).toHaveLength(4);
    expect(ad.fields.descriptions.at(-1)).toEqual({ text: "Terms apply.", pin: 2 });
    expect(ad.fields.headlines.every((h) => h.pin === null)).toBe(true);
    expect(ad.fields.path1).toBe("coffee");
    expect(ad.fields.path2).toBe("subscription");
    expect(ad.fields.finalUrl).toBe("https://northwind.example.com");
    expect(ad.limitFindings).toEqual([]);
    expect(ad.lintFindings).toEqual([]);
    expect(ad.provenance.filter((p) => p.field === "headlines")).toHaveLength(15);
  });

  it("is the same asset for the same seed", { timeout: 60_000 }, () => {
    for (const kind of assetKinds) expect(generateOfflineAsset(kind, kit, { seed: "a" })).toEqual(generateOfflineAsset(kind, kit, { seed: "a" }));
  });

  it("puts the channel's disclaimer into posts and texts, and hashtags from the keywords when they fit", () => {
    const post = generateOfflineAsset("instagram-post", kit, { seed: "s", keywords: ["cold brew", "Café au lait"] });
    expect(post.fields.caption).toContain("Terms apply.");
    expect(post.fields.caption).toContain("#coldbrew #Cafeaulait");
    const sms = generateOfflineAsset("sms", kit, { seed: "s" });
    expect(sms.fields.text.endsWith("Terms apply.")).toBe(true);
    expect(sms.limitFindings).toEqual([]);
  });

  it("plans an email body as an outline and says a model writes the prose", () => {
    const email = generateOfflineAsset("email", kit, { seed: "s" });
    expect(email.fields.subject.length).toBeGreaterThan(0);
    expect(email.fields.body).toContain("<h2>");
    expect(email.fields.body).toContain("Terms apply.");
    expect(email.note).toMatch(/Connect a model/);
    expect(email.lintFindings).toEqual([]);
  });

  it("every kind comes out within the limits table and passes brand lint for a complete kit", () => {
    for (const kind of assetKinds) {
      const asset = generateOfflineAsset(kind, kit, { seed: `k/${kind}`, keywords: ["coffee"] });
      expect(
        asset.limitFindings.filter((f) => f.severity === "error"),
        kind,
      ).toEqual([]);
      expect(asset.lintFindings, kind).toEqual([]);
    }
  });
});

describe("generateOffline", () => {
  it("gives n different variants, the same ones for the same request", () => {
    const kit = coffeeKit();
    const task = { kind: "meta-ad" as const, seed: "ws/variants", keywords: ["coffee subscription"] };
    const variants = generateOffline(task, kit, {}, 3);
    expect(variants).toHaveLength(3);
    expect(new Set(variants.map((v) => v.fields.primaryTexts.join("|"))).size).toBe(3);
    expect(generateOffline(task, kit, {}, 3)).toEqual(variants);
  });
});
