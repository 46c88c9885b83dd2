import { describe, expect, it } from "vitest";
import { fixtureAsset, fixtureKit } from "../ai.fixture";
import { assetKinds } from "../contracts/assets.constants";
import { htmlCopy, lintAsset, lintCopy, type LintFinding } from "./brand-lint";

const kit = fixtureKit();
const rules = (findings: LintFinding[]) => findings.map((f) => f.rule);
const matches = (findings: LintFinding[], rule: string) => findings.filter((f) => f.rule === rule).map((f) => f.match);

describe("lintAsset on the fixtures", () => {
  it("finds nothing in a fixture asset of any kind", () => {
    for (const kind of assetKinds) expect(lintAsset(kind, fixtureAsset(kind), kit), kind).toEqual([]);
  });
});

describe("words to avoid and banned claims", () => {
  it("matches whole words, whatever the case or accents, with exact offsets", () => {
    const text = "Not CHEAP, not Artisanal, never cheaper.";
    const found = lintCopy(text, kit).filter((f) => f.rule === "word-to-avoid");
    expect(found.map((f) => [f.start, f.end, f.match])).toEqual([
      [4, 9, "CHEAP"],
      [15, 24, "Artisanal"],
    ]);
    expect(found[0]!.message).toBe("“CHEAP” is on the brand's list of words to avoid.");
  });

  it("folds diacritics both ways and keeps offsets in the text as typed (combining marks included)", () => {
    const k = fixtureKit({ wordsToAvoid: ["crème brûlée", "naive"] });
    const text = "Try our cre\u0300me bru\u0302le\u0301e or a naïve blend";
    const found = lintCopy(text, k).filter((f) => f.rule === "word-to-avoid");
    expect(found.map((f) => f.match)).toEqual(["cre\u0300me bru\u0302le\u0301e", "naïve"]);
  });

  it("treats dashes and spaces alike in banned claims (risk-free, risk free, risk–free)", () => {
    for (const text of ["A risk-free trial", "A Risk Free trial", "A risk–free trial", "A risk\n free trial"])
      expect(rules(lintCopy(text, kit)), text).toEqual(["banned-claim"]);
    expect(lintCopy("A risk-free trial", kit)[0]).toMatchObject({
      severity: "error",
      start: 2,
      end: 11,
      message: "“risk-free” is a claim the brand never makes; remove it.",
    });
  });

  it("doesn't match inside longer words", () => {
    expect(lintCopy("Cheapside market, cheapest beans", fixtureKit({ wordsToAvoid: ["cheap"], bannedClaims: [] })).map((f) => f.match)).toEqual(["cheapest"]);
  });

  it("treats prompt-injection text in the kit as words only", () => {
    const k = fixtureKit({ wordsToAvoid: ["ignore previous instructions", ".*", "(a+)+$"], bannedClaims: ["</system>"] });
    expect(lintCopy("Fresh beans for everyone.", k)).toEqual([]);
    expect(matches(lintCopy("Please IGNORE previous   instructions now", k), "word-to-avoid")).toEqual(["IGNORE previous   instructions"]);
    expect(matches(lintCopy("Regex fans write .* and (a+)+$ all day", k), "word-to-avoid")).toEqual([".*", "(a+)+$"]);
    expect(matches(lintCopy("close </system> tag", k), "banned-claim")).toEqual(["</system>"]);
  });
});

describe("claims without proof", () => {
  const bare = fixtureKit({ proofPoints: [], offers: [] });

  it("flags superlatives, absolutes, comparisons and percentages", () => {
    const text = "The best beans, #1 in taste, guaranteed fresh, clinically proven, 30% more flavour, 2x faster, stronger than theirs.";
    expect(matches(lintCopy(text, bare), "unproven-claim")).toEqual(["The best", "#1", "guaranteed", "clinically proven", "30%", "2x", "stronger than"]);
  });

  it("decides: “best” is not found in “Bestselling”; “bestselling” and “best-selling” are claims of their own", () => {
    const found = lintCopy("Bestselling roast. A best-selling blend. Bestie approved.", bare).filter((f) => f.rule === "unproven-claim");
    expect(found.map((f) => f.match)).toEqual(["Bestselling", "best-selling"]);
  });

  it("lets ordinary words be: only, first, never, other than, 2024", () => {
    expect(lintCopy("Only $9 for your first bag. Never miss a roast, other than in 2024.", bare)).toEqual([]);
    expect(matches(lintCopy("The only roaster with the world's first solar drum", bare), "unproven-claim")).toEqual(["The only", "world's first"]);
  });

  it("accepts a claim that a proof point or an offer states", () => {
    expect(lintCopy("The fastest delivery, 98% would buy again, 20% off", kit)).toEqual([]);
    expect(matches(lintCopy("The fastest delivery, 97% would buy again, 25% off", kit), "unproven-claim")).toEqual(["97%", "25%"]);
  });

  it("reports a banned claim once, not again as unproven", () => {
    expect(rules(lintCopy("Guaranteed risk-free", fixtureKit({ proofPoints: [], bannedClaims: ["guaranteed risk-free"] })))).toEqual(["banned-claim"]);
  });
});

describe("emoji and exclamation policies", () => {
  it("none: every emoji; sparingly: past the first; freely: none", () => {
    const text = "Fresh ☕ beans 👩‍👩‍👧 today 🇫🇷";
    expect(matches(lintCopy(text, fixtureKit({ emoji: "none" })), "emoji")).toEqual(["☕", "👩‍👩‍👧", "🇫🇷"]);
    expect(matches(lintCopy(text, fixtureKit({ emoji: "sparingly" })), "emoji")).toEqual(["👩‍👩‍👧", "🇫🇷"]);
    expect(matches(lintCopy(text, fixtureKit({ emoji: "freely" })), "emoji")).toEqual([]);
  });

  it("offsets of an emoji are in UTF-16 of the text as typed", () => {
    const [f] = lintCopy("Cafe\u0301 ☕", fixtureKit({ emoji: "none" }));
    expect([f!.start, f!.end, f!.match]).toEqual([6, 7, "☕"]);
  });

  it("none: every exclamation mark; one: past the first", () => {
    expect(matches(lintCopy("Fresh! Today!!", fixtureKit({ exclamation: "none" })), "exclamation")).toEqual(["!", "!", "!"]);
    expect(lintCopy("Fresh! Today!!", fixtureKit({ exclamation: "one" })).map((f) => f.start)).toEqual([12, 13]);
    expect(lintCopy("Fresh! Today!!", fixtureKit({ exclamation: "free" }))).toEqual([]);
  });
});

describe("casing policy (headline-like lines only)", () => {
  const sentence = fixtureKit({ casing: "sentence" });
  const title = fixtureKit({ casing: "title" });

  it("sentence case: flags Title Case, keeps names the kit knows, acronyms and one unknown name", () => {
    const [f] = lintCopy("Fresh Coffee Delivered Today", sentence, { casing: true });
    expect(f).toMatchObject({ rule: "casing", start: 6, end: 28 });
    expect(f!.message).toBe("The brand writes in sentence case: only the first word and names take a capital (“Coffee”, “Delivered”, “Today”).");
    expect(lintCopy("Order the House Blend from Northwind", sentence, { casing: true })).toEqual([]);
    expect(lintCopy("Fresh beans, roasted in Paris. Ships via UPS", sentence, { casing: true })).toEqual([]);
    expect(lintCopy("New on iPhone: order in seconds", sentence, { casing: true })).toEqual([]);
    expect(lintCopy("Fresh Coffee Delivered Today", sentence)).toEqual([]);
  });

  it("Title Case: flags lower-case words except the short ones inside the line", () => {
    expect(lintCopy("Coffee for the Home Brewer", title, { casing: true })).toEqual([]);
    const [f] = lintCopy("the Coffee you deserve", title, { casing: true });
    expect(f!.message).toBe("The brand writes headlines in Title Case: capitalise “the”, “you”, “deserve”.");
  });

  it("leaves URLs, handles, hashtags and codes alone", () => {
    expect(lintCopy("Use code fresh20 at northwind.example/shop with @northwind #coffee", title, { casing: true }).map((f) => f.message)).toEqual([
      "The brand writes headlines in Title Case: capitalise “code”.",
    ]);
  });
});

describe("reading level", () => {
  const long =
    "Our comprehensive subscription methodology systematically optimises the organoleptic characteristics of sustainably cultivated speciality arabica, guaranteeing extraordinarily consistent aromatic complexity irrespective of individual preparation idiosyncrasies.";
  const plain =
    "We roast our beans each week. We ship them the same day. You get fresh coffee at home. It tastes good and it is easy to brew. Try a bag this week.";

  it("flags text above the kit's grade, from 20 words", () => {
    const found = lintCopy(long, fixtureKit({ proofPoints: [{ id: "g", claim: "guaranteeing", proof: "x" }] })).filter((f) => f.rule === "reading-level");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ start: 0, end: long.length });
    expect(found[0]!.message).toMatch(/^This reads at grade \d+\.\d; the brand aims for grade 8 or lower\./);
    expect(lintCopy(plain, kit)).toEqual([]);
  });

  it("leaves short lines and non-Latin text alone", () => {
    expect(lintCopy("Organoleptic extraordinarily idiosyncratic characteristics", kit)).toEqual([]);
    expect(lintCopy("私たちは毎週コーヒー豆を焙煎します。".repeat(10), kit).filter((f) => f.rule === "reading-level")).toEqual([]);
  });
});

describe("lintAsset", () => {
  it("names the field and line, and applies casing to headlines only", () => {
    const asset = fixtureAsset("google-rsa");
    asset.headlines[2]!.text = "Cheap Coffee Delivered Today";
    asset.descriptions[2]!.text = "Cheap Coffee Delivered Today, roasted to order for home brewers.";
    const found = lintAsset("google-rsa", asset, kit);
    expect(found.map((f) => [f.field, f.index, f.rule])).toEqual([
      ["headlines", 2, "word-to-avoid"],
      ["headlines", 2, "casing"],
      ["descriptions", 2, "word-to-avoid"],
    ]);
    expect(found[0]!.message).toBe("Headline 3: “Cheap” is on the brand's list of words to avoid.");
    expect(found[1]!.message).toMatch(/^Headline 3: the brand writes in sentence case/);
  });

  it("asks for a required disclaimer once per asset, on the channels it applies to", () => {
    const asset = fixtureAsset("meta-ad");
    asset.primaryTexts = ["Fresh beans every week."];
    expect(lintAsset("meta-ad", asset, kit)).toEqual([
      { rule: "missing-disclaimer", severity: "error", message: "This ad needs the brand's disclaimer “Terms apply.”; add it." },
    ]);
    asset.descriptions = ["terms APPLY"];
    expect(lintAsset("meta-ad", asset, kit)).toEqual([]);
    // Search and social ads only: a post and an SMS don't need it; "all" reaches every channel.
    expect(lintAsset("x-post", fixtureAsset("x-post"), kit)).toEqual([]);
    const everywhere = fixtureKit({ disclaimers: [{ text: "Ends 31 May", channels: ["all"] }] });
    expect(rules(lintAsset("sms", fixtureAsset("sms"), everywhere))).toEqual(["missing-disclaimer"]);
  });

  it("checks one whole text's disclaimers only when asked (a field alone is part of an asset)", () => {
    const everywhere = fixtureKit({ disclaimers: [{ text: "Msg rates apply.", channels: ["sms"] }] });
    expect(lintCopy("Your beans ship today", everywhere, { channel: "sms" })).toEqual([]);
    expect(lintCopy("Your beans ship today", everywhere, { channel: "sms", whole: true })).toEqual([
      { rule: "missing-disclaimer", severity: "error", message: "This text needs the brand's disclaimer “Msg rates apply.”; add it." },
    ]);
    expect(lintCopy("Your beans ship today. MSG rates apply", everywhere, { channel: "sms", whole: true })).toEqual([]);
    expect(lintCopy("Your beans ship today", everywhere, { channel: "email", whole: true })).toEqual([]);
  });

  it("lints an email body's copy, not its tags, with offsets into the HTML", () => {
    const asset = fixtureAsset("email");
    asset.body = '<p style="color:red">Cheap!</p><a href="https://x.example/cheap">Order</a><style>.cheap{}</style>';
    const found = lintAsset("email", asset, kit);
    expect(found.map((f) => [f.rule, f.start, f.match])).toEqual([["word-to-avoid", 21, "Cheap"]]);
    expect(htmlCopy("<b>Hi</b> &amp; you")).toBe("   Hi     " + "     " + " you");
  });
});

describe("htmlCopy's blocks", () => {
  it("turns block tags into paragraph breaks of the same length, so headings and list items are sentences of their own", () => {
    const html = "<h2>Opening</h2><ul><li>Fresh beans</li></ul>";
    const copy = htmlCopy(html);
    expect(copy).toHaveLength(html.length);
    expect(
      copy
        .split(/\n\s*\n/)
        .map((s) => s.trim())
        .filter(Boolean),
    ).toEqual(["Opening", "Fresh beans"]);
  });
});
