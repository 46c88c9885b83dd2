import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { exportFile } from "./export-file";
import { rsaHeader } from "./google-ads-editor";

const golden = (name: string) => readFileSync(path.join(__dirname, "golden", name), "utf8");

const keywordList = {
  title: "Coffee beans",
  fields: {
    groups: [
      {
        name: "Espresso",
        keywords: [
          { text: "espresso beans", match: "broad", source: "search-console", impressions: 120, clicks: 9, position: 4.2 },
          { text: "buy espresso, whole bean", match: "phrase" },
          { text: "=HYPERLINK(1)", match: "exact" },
        ],
      },
      { name: 'Decaf "Swiss"', keywords: [{ text: "decaf coffee", match: "exact" }] },
    ],
    negatives: [
      { text: "free", match: "broad" },
      { text: "jobs", match: "phrase" },
    ],
  },
};

describe("Google Ads Editor CSV", () => {
  it("writes keyword lists: one row per keyword with its match type, negatives at campaign level, formulas defused", () => {
    const file = exportFile("keyword-list", [keywordList]);
    expect(file.name).toBe("keywords-google-ads-editor");
    expect(file.text).toBe(golden("keywords.csv"));
  });

  it("writes responsive search ads with pins as positions, and a Final URL column only when an ad has one", () => {
    const ad = {
      title: "Spring sale",
      fields: {
        headlines: [
          { text: "Fresh Roasted Coffee", pin: 1 },
          { text: "+20% More Beans", pin: null },
          { text: "", pin: null },
          { text: "Order Today", pin: null },
        ],
        descriptions: [{ text: "Roasted weekly in Seattle, shipped in 2 days.", pin: 1 }],
        path1: "coffee",
        path2: "beans",
        finalUrl: "https://northwind.example/beans",
      },
    };
    const file = exportFile("google-rsa", [ad]);
    expect(file.text).toBe(golden("rsa.csv"));
    expect(exportFile("microsoft-rsa", [{ ...ad, fields: { ...ad.fields, finalUrl: "" } }]).text.split("\r\n")[0]).toBe(`\uFEFF${rsaHeader(false).join(",")}`);
    expect(rsaHeader(true)).toHaveLength(3 + 30 + 8 + 2 + 1);
  });

  it("writes Meta ads with up to five variations of each text", () => {
    const file = exportFile("meta-ad", [
      {
        title: "Beans ad",
        fields: {
          primaryTexts: ["Our beans, roasted this week.", "Coffee, fresh."],
          headlines: ["Fresh beans"],
          descriptions: ["Free shipping over $30"],
          finalUrl: "https://northwind.example",
        },
      },
    ]);
    expect(file.text).toBe(golden("meta.csv"));
  });

  it("writes what a draft holds without failing on missing or odd fields", () => {
    const file = exportFile("keyword-list", [{ title: "Empty", fields: { groups: "nope", negatives: [null, { text: 3 }] } }]);
    expect(file.text).toBe("\uFEFFCampaign,Ad group,Keyword,Criterion Type\r\n");
  });
});
