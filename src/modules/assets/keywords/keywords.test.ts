import { describe, expect, it } from "vitest";
import { keywordListFields } from "../contracts/keywords.contracts";
import { keywordKey, keywordProblem } from "../contracts/keywords.constants";
import { expandOffline } from "./expand";
import { mergeKeywords, parsePasted } from "./merge";

describe("keyword rules", () => {
  it("treats case and spacing as the same keyword, but not another match type", () => {
    expect(keywordKey("  Espresso   Beans ", "broad")).toBe(keywordKey("espresso beans", "broad"));
    expect(keywordKey("espresso beans", "broad")).not.toBe(keywordKey("espresso beans", "exact"));
  });

  it("holds a keyword to 80 characters and 10 words", () => {
    expect(keywordProblem("a".repeat(80))).toBeNull();
    expect(keywordProblem("a".repeat(81))).toMatch(/80 characters/);
    expect(keywordProblem("one two three four five six seven eight nine ten")).toBeNull();
    expect(keywordProblem("one two three four five six seven eight nine ten eleven")).toMatch(/10 words/);
    expect(keywordProblem("   ")).toMatch(/Type a keyword/);
  });

  it("the contract tidies keywords and names a repeat in a group by its place", () => {
    const ok = keywordListFields.parse({ groups: [{ name: "G", keywords: [{ text: "  a   b ", match: "broad" }] }], negatives: [] });
    expect(ok.groups[0]!.keywords[0]!.text).toBe("a b");
    const bad = keywordListFields.safeParse({
      groups: [
        {
          name: "G",
          keywords: [
            { text: "Beans", match: "exact" },
            { text: "beans ", match: "exact" },
            { text: "beans", match: "phrase" },
          ],
        },
      ],
      negatives: [
        { text: "free", match: "broad" },
        { text: "FREE", match: "broad" },
      ],
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path.join("."))).toEqual(["groups.0.keywords.1.text", "negatives.1.text"]);
  });
});

describe("merging and pasting", () => {
  it("adds only keywords not already there with the same match type", () => {
    const { keywords, added, skipped } = mergeKeywords(
      [{ text: "espresso beans", match: "broad" }],
      [
        { text: "Espresso  Beans", match: "broad" },
        { text: "espresso beans", match: "exact" },
        { text: "decaf", match: "broad" },
        { text: "DECAF", match: "broad" },
      ],
    );
    expect(keywords.map((k) => `${k.match}:${k.text}`)).toEqual(["broad:espresso beans", "exact:espresso beans", "broad:decaf"]);
    expect([added, skipped]).toEqual([2, 2]);
  });

  it("reads pasted lines in Google's notation", () => {
    expect(parsePasted('[decaf coffee]\n"cold brew"\nespresso\t latte , \n\n', "phrase")).toEqual([
      { text: "decaf coffee", match: "exact" },
      { text: "cold brew", match: "phrase" },
      { text: "espresso", match: "phrase" },
      { text: "latte", match: "phrase" },
    ]);
  });
});

describe("offline expansion", () => {
  const input = {
    seeds: ["cold brew"],
    products: ["Espresso Beans", "Pour-over Kit"],
    brandName: "Northwind",
    audience: "home baristas",
    wordsToAvoid: ["deals"],
    limit: 100,
  };

  it("crosses every base with intent modifiers, the audience and the brand, deterministically", () => {
    const out = expandOffline(input);
    expect(out).toEqual(expandOffline(input));
    expect(out.slice(0, 3)).toEqual(["cold brew", "espresso beans", "pour-over kit"]);
    expect(out).toContain("buy espresso beans");
    expect(out).toContain("pour-over kit near me");
    expect(out).toContain("cold brew for home baristas");
    expect(out).toContain("northwind espresso beans");
    expect(out).not.toContain("northwind cold brew");
    expect(out.some((k) => k.includes("deals"))).toBe(false);
    expect(new Set(out).size).toBe(out.length);
  });

  it("stays within the limit and Google's keyword limits, and skips a sentence-like audience", () => {
    const out = expandOffline({ ...input, audience: "People who love coffee, and want it fresh.", limit: 7 });
    expect(out).toHaveLength(7);
    expect(out.some((k) => k.includes(" for "))).toBe(false);
    const long = expandOffline({ seeds: ["x".repeat(79)], products: [], limit: 100 });
    expect(long.every((k) => keywordProblem(k) === null)).toBe(true);
  });
});
