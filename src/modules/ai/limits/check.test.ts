import { describe, expect, it } from "vitest";
import { fixtureAsset } from "../ai.fixture";
import { assetKinds, type AssetKind } from "../contracts/assets.constants";
import { checkAsset } from "./check";
import { platformLimits, type PlatformLimit } from "./platform-limits";

/** A text measuring `n` in a row's unit and measure. */
function textOf(row: PlatformLimit, n: number): string {
  if (row.measure === "hashtags") return ["Fresh beans", ...Array.from({ length: n }, (_, i) => `#roast${String.fromCharCode(97 + (i % 26))}${i}`)].join(" ");
  if (row.measure === "emoji") return `Fresh beans ${"☕".repeat(n)}`;
  if (row.unit === "segments") return "a".repeat(n === 1 ? 160 : 153 * n);
  return "a".repeat(n);
}

type Fields = Record<string, unknown>;
function withField(kind: AssetKind, field: string, value: string | number): Fields {
  const asset = fixtureAsset(kind) as Fields;
  const current = asset[field];
  if (typeof value === "number") {
    const items = Array.from({ length: value }, (_, i) => `Fresh line number ${i + 1}`);
    asset[field] = Array.isArray(current) && typeof current[0] === "object" ? items.map((text) => ({ text, pin: null })) : items;
  } else if (Array.isArray(current)) {
    asset[field] = current.map((item, i) => (i === 0 ? (typeof item === "object" ? { ...item, text: value } : value) : item));
  } else asset[field] = value;
  return asset;
}

const check = (kind: AssetKind, fields: Fields) => checkAsset(kind, fields as never);

describe("checkAsset: every row of the limits table", () => {
  it("passes every fixture asset with no finding", () => {
    for (const kind of assetKinds) expect(checkAsset(kind, fixtureAsset(kind)), kind).toEqual([]);
  });

  for (const row of platformLimits) {
    if (row.measure === "items") {
      it(`${row.id}: ${row.min ?? 0}–${row.max} items`, () => {
        expect(check(row.asset, withField(row.asset, row.field, row.max)).map((f) => f.rule)).not.toContain(row.id);
        const over = check(row.asset, withField(row.asset, row.field, row.max + 1)).find((f) => f.rule === row.id);
        expect(over).toMatchObject({ severity: row.severity, limit: row.max, actual: row.max + 1 });
        if (row.min !== undefined && row.min > 0) {
          const under = check(row.asset, withField(row.asset, row.field, row.min - 1)).find((f) => f.rule === row.id);
          expect(under).toMatchObject({ limit: row.min, actual: row.min - 1 });
          expect(under!.message).toMatch(/^Add at least/);
        }
      });
      continue;
    }
    it(`${row.id}: ${row.severity} past ${row.max} (${row.unit})`, () => {
      expect(check(row.asset, withField(row.asset, row.field, textOf(row, row.max))).map((f) => f.rule)).not.toContain(row.id);
      const over = check(row.asset, withField(row.asset, row.field, textOf(row, row.max + 1))).find((f) => f.rule === row.id);
      expect(over, row.id).toMatchObject({ field: row.field, severity: row.severity, limit: row.max, actual: row.max + 1 });
      expect(over!.message).toMatch(/[.]$/);
    });
  }
});

describe("checkAsset: messages and edge cases", () => {
  it("names the line and both counts in a marketer's sentence", () => {
    const asset = withField("google-rsa", "headlines", 5);
    (asset.headlines as { text: string }[])[2]!.text = "Freshly roasted coffee beans now";
    (asset.headlines as { text: string }[])[2]!.text += "!!";
    const [finding] = check("google-rsa", asset).filter((f) => f.rule === "google-rsa.headlines.max-length");
    expect(finding).toMatchObject({ field: "headlines", index: 2, limit: 30, actual: 34 });
    expect(finding!.message).toBe("Headline 3 is 34 characters; Google allows 30.");
  });

  it("counts CJK headlines double and says so", () => {
    const [finding] = check("google-rsa", withField("google-rsa", "headlines", "新鮮なコーヒー豆を毎週お届けします")).filter((f) =>
      f.rule.endsWith("max-length"),
    );
    expect(finding!.actual).toBe(34);
    expect(finding!.message).toBe("Headline 1 is 34 characters (wide characters count twice); Google allows 30.");
  });

  it("counts an X post's link as 23 (a known top-level domain) and explains the weighting", () => {
    const text = `${"a".repeat(256)} https://northwind.com/${"x".repeat(80)}`;
    expect(check("x-post", { text })).toEqual([]);
    const [finding] = check("x-post", { text: `a${text}` });
    expect(finding!.message).toBe("The X post is 281 characters as X counts them (links 23, emoji and CJK 2); X allows 280.");
  });

  it("takes a Premium account's 4,000 from the settings", () => {
    expect(checkAsset("x-post", { text: "a".repeat(1000) }, { settings: { xWeightedMax: 4000 } })).toEqual([]);
  });

  it("says an SMS's parts, encoding and cost", () => {
    const [finding] = check("sms", { text: `${"Fresh beans ".repeat(6)}😀` });
    expect(finding).toBeUndefined();
    const [three] = check("sms", { text: `${"Fresh beans ".repeat(12)}😀` });
    expect(three!.message).toBe("The SMS is sent in 3 parts (UCS-2, 67 characters each); each part is billed as one message. Aim for 2 or fewer.");
  });

  it("reports the email over Gmail's clip in KB", () => {
    const [finding] = check("email", { ...fixtureAsset("email"), body: `<p>${"€".repeat(40_000)}</p>` });
    expect(finding!.message).toBe("The email's HTML is 118 KB; Gmail clips messages over 102 KB and hides the rest, unsubscribe link included.");
  });

  it("reports an empty required field as empty, once", () => {
    const findings = check("meta-ad", { ...fixtureAsset("meta-ad"), primaryTexts: ["Fresh", "  "] });
    expect(findings).toEqual([
      expect.objectContaining({ rule: "meta-ad.primaryTexts.empty", index: 1, severity: "error", message: "Primary text 2 is empty." }),
    ]);
    expect(check("email", { ...fixtureAsset("email"), subject: "" })[0]).toMatchObject({ rule: "email.subject.empty", message: "The subject is empty." });
  });

  it("refuses identical headlines, whatever their case, spacing or Unicode form", () => {
    const asset = fixtureAsset("google-rsa");
    asset.headlines[4]!.text = "  FRESH   coffee every week ";
    asset.headlines[5]!.text = "Cafe\u0301 bar";
    asset.headlines[6]!.text = "Café Bar";
    const dupes = checkAsset("google-rsa", asset).filter((f) => f.rule === "google-rsa.headlines.duplicate");
    expect(dupes.map((f) => f.index)).toEqual([4, 6]);
    expect(dupes[0]!.message).toBe("Headline 5 repeats headline 1; Google refuses identical headlines.");
  });

  it("only warns about repeated Meta variations", () => {
    const asset = { ...fixtureAsset("meta-ad"), headlines: ["Fresh coffee", "fresh coffee"] };
    expect(checkAsset("meta-ad", asset)).toEqual([expect.objectContaining({ rule: "meta-ad.headlines.duplicate", severity: "warning" })]);
  });

  it("checks pins: positions exist, and positions 1 and 2 stay fillable", () => {
    const asset = fixtureAsset("google-rsa");
    asset.headlines = asset.headlines.slice(0, 3).map((h) => ({ ...h, pin: 1 as const }));
    asset.descriptions[0]!.pin = 2;
    expect(checkAsset("google-rsa", asset).map((f) => f.message)).toEqual([
      "Every headline is pinned and none to position 2; pin one there or unpin one so Google can fill it.",
    ]);
    asset.headlines[2]!.pin = null;
    expect(checkAsset("google-rsa", asset)).toEqual([]);
    const wrong = { ...fixtureAsset("google-rsa") } as Fields;
    (wrong.descriptions as { pin: number | null }[])[0]!.pin = 3;
    expect(check("google-rsa", wrong)).toEqual([
      expect.objectContaining({ rule: "google-rsa.descriptions.pin", message: "Description 1 is pinned to position 3; Google has positions 1 to 2." }),
    ]);
  });

  it("needs path 1 before path 2, single-word paths and a web address", () => {
    const asset = { ...fixtureAsset("microsoft-rsa"), path1: "", path2: "fresh beans", finalUrl: "northwind" };
    expect(checkAsset("microsoft-rsa", asset).map((f) => f.rule)).toEqual([
      "microsoft-rsa.path2.needs-path1",
      "microsoft-rsa.path2.spaces",
      "microsoft-rsa.finalUrl.invalid",
    ]);
    expect(checkAsset("microsoft-rsa", { ...asset, path1: "coffee", path2: "", finalUrl: "javascript:alert(1)" }).map((f) => f.rule)).toEqual([
      "microsoft-rsa.finalUrl.invalid",
    ]);
  });

  it("counts hashtags against Instagram's cap and the workspace's guidance", () => {
    const caption = `Fresh ${Array.from({ length: 6 }, (_, i) => `#roast${"abcdef"[i]}`).join(" ")}`;
    expect(checkAsset("instagram-post", { caption }).map((f) => [f.rule, f.severity])).toEqual([["instagram-post.caption.hashtags", "warning"]]);
    expect(checkAsset("instagram-post", { caption }, { settings: { hashtagGuidance: 10 } })).toEqual([]);
    expect(checkAsset("instagram-post", { caption }, { settings: { instagramHashtagMax: 3 } })[0]).toMatchObject({
      severity: "error",
      message: "The caption has 6 hashtags; Instagram allows 3.",
    });
  });

  it("lists errors before warnings", () => {
    const findings = check("meta-ad", { ...fixtureAsset("meta-ad"), headlines: ["x".repeat(41)], finalUrl: "" });
    expect(findings.map((f) => f.severity)).toEqual(["error", "warning"]);
  });
});
