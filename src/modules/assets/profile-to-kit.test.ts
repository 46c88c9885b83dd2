import { describe, expect, it } from "vitest";
import { BRAND_KIT_LIMITS, brandKit } from "@/modules/ai";
import type { CompanyProfile } from "@/modules/identity";
import { emptyCompanyProfile } from "@/modules/identity";
import { blankKit, clip, factId, kitFromProfile, voiceFromTraits } from "./profile-to-kit";

const profile: CompanyProfile = {
  ...emptyCompanyProfile,
  companyName: "Northwind Coffee",
  website: "https://www.northwindcoffee.example",
  description: "Roasts specialty coffee in Seattle.",
  products: [
    { name: "Coffee subscription", valueProposition: "Beans every two weeks." },
    { name: "Café au lait kit", valueProposition: "" },
    { name: "Coffee subscription!", valueProposition: "A second product whose id would clash." },
  ],
  audiences: [
    { name: "Home brewers", description: "Brew at home.", painsAndGoals: "Want fresh coffee." },
    { name: "Offices", description: "", painsAndGoals: "" },
  ],
  toneTraits: ["formal", "concise"],
  toneExamples: ["Brew it as pour-over."],
  wordsToUse: ["brew", "Brew", "freshly roasted"],
  wordsToAvoid: ["cheap"],
  brandColors: ["#1f3a2e", "#c8a165", "#ffffff", "#000000"],
};

describe("a brand kit drawn from the company profile", () => {
  it("takes the profile's facts, each where the kit keeps it, and is a valid kit", () => {
    const kit = kitFromProfile(profile, { name: "Northwind", hasLogo: true });
    expect(kit).toMatchObject({
      name: "Northwind",
      brandName: "Northwind Coffee",
      description: "Roasts specialty coffee in Seattle.",
      website: "https://www.northwindcoffee.example",
      audience: "Home brewers: Brew at home. Want fresh coffee. Offices",
      wordsToUse: ["brew", "freshly roasted"],
      wordsToAvoid: ["cheap"],
      logos: [{ variant: "primary", url: "/api/workspace-logo" }],
      exampleCopy: [{ channel: "all", text: "Brew it as pour-over." }],
      proofPoints: [],
      offers: [],
      disclaimers: [],
    });
    expect(kit.products.map((p) => p.id)).toEqual(["coffee-subscription", "cafe-au-lait-kit", "coffee-subscription-2"]);
    expect(kit.products[0]).toEqual({
      id: "coffee-subscription",
      name: "Coffee subscription",
      description: "Beans every two weeks.",
      benefits: [],
      features: [],
    });
    expect(kit.colours.map((c) => c.name)).toEqual(["Primary", "Secondary", "Accent", "Colour 4"]);
    expect(brandKit.safeParse(kit).success).toBe(true);
  });

  it("leans the voice sliders by the tone traits and writes them as a rule; a formal voice has no emoji or exclamation marks", () => {
    const kit = kitFromProfile(profile, { name: "N", hasLogo: false });
    expect(kit.voice.formality).toBeLessThan(50);
    expect(kit.voice.enthusiasm).toBeLessThan(50);
    expect(kit.voice.rules).toEqual(["Sound formal and concise."]);
    expect(kit).toMatchObject({ emoji: "none", exclamation: "none", logos: [] });
    expect(voiceFromTraits([])).toEqual({ formality: 50, humour: 50, respect: 50, enthusiasm: 50 });
    const loud = voiceFromTraits(["casual", "playful", "witty", "bold", "inspiring", "friendly"]);
    for (const value of Object.values(loud)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
    }
    expect(loud.humour).toBeGreaterThan(90);
  });

  it("fits the profile's longer texts into the kit's limits at a word, and names an empty profile's kit after itself", () => {
    const long = kitFromProfile({ ...profile, description: "word ".repeat(500) }, { name: "N", hasLogo: false });
    expect(long.description.length).toBeLessThanOrEqual(BRAND_KIT_LIMITS.description);
    expect(long.description.endsWith("word…")).toBe(true);
    const empty = kitFromProfile(emptyCompanyProfile, { name: "Spring", hasLogo: false });
    expect(empty).toEqual({ ...blankKit("Spring", "Spring"), voice: { formality: 50, humour: 50, respect: 50, enthusiasm: 50, rules: [] } });
    expect(brandKit.safeParse(empty).success).toBe(true);
  });

  it("clips only what is too long, and makes ids from names", () => {
    expect(clip("  short  ", 10)).toBe("short");
    expect(clip("one two three", 9)).toBe("one two…");
    const taken = new Set<string>();
    expect(factId("Ça va?", taken, "x")).toBe("ca-va");
    expect(factId("!!!", taken, "product-2")).toBe("product-2");
  });
});
