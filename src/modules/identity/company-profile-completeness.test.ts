import { describe, expect, it } from "vitest";
import { completenessParts, PROFILE_DONE_SCORE, scoreCompanyProfile } from "./company-profile-completeness";
import { emptyCompanyProfile, type CompanyProfile } from "./contracts/company-profile.contracts";

const empty = { ...emptyCompanyProfile, hasLogo: false };
const full: CompanyProfile & { hasLogo: boolean } = {
  companyName: "Acme",
  website: "https://acme.test",
  industry: "Outdoor clothing",
  size: "11-50",
  description: "Jackets that last.",
  products: [{ name: "Storm jacket", valueProposition: "Dry in any weather" }],
  audiences: [{ name: "Hikers", description: "", painsAndGoals: "" }],
  competitors: [{ name: "Rival", website: "" }],
  toneTraits: ["friendly"],
  toneExamples: ["Get out there."],
  wordsToUse: ["durable"],
  wordsToAvoid: [],
  brandColors: ["#112233"],
  hasLogo: true,
};

describe("company profile completeness", () => {
  it("has weights that add up to 100", () => {
    expect(completenessParts.reduce((sum, p) => sum + p.weight, 0)).toBe(100);
  });

  it("scores an empty profile 0 and lists every part, the heaviest first", () => {
    const result = scoreCompanyProfile(empty);
    expect(result.score).toBe(0);
    expect(result.missing).toHaveLength(completenessParts.length);
    expect(result.missing.slice(0, 2).map((m) => m.label)).toEqual(["Add your products and services", "Describe your target audiences"]);
    expect(result.missing.map((m) => m.weight)).toEqual([...result.missing.map((m) => m.weight)].sort((a, b) => b - a));
  });

  it("scores a full profile 100 with nothing missing", () => {
    expect(scoreCompanyProfile(full)).toEqual({ score: 100, missing: [] });
  });

  it("counts each part once it has something, and names what is left", () => {
    const result = scoreCompanyProfile({ ...empty, companyName: "Acme", competitors: [], products: [{ name: "A", valueProposition: "" }] });
    expect(result.score).toBe(25);
    expect(result.missing.map((m) => m.label)).toContain("Add your competitors");
    expect(result.missing.map((m) => m.label)).not.toContain("Add your company name");
  });

  it("doesn't count blank text, and counts words to use or to avoid alike", () => {
    expect(scoreCompanyProfile({ ...empty, companyName: "   " }).score).toBe(0);
    expect(scoreCompanyProfile({ ...empty, wordsToAvoid: ["synergy"] }).score).toBe(5);
    expect(scoreCompanyProfile({ ...empty, hasLogo: true }).score).toBe(5);
  });

  it("reaches the checklist threshold with the essentials: name, description, products, audiences, competitors", () => {
    const essentials = { ...empty, companyName: "Acme", description: "x", products: full.products, audiences: full.audiences, competitors: full.competitors };
    expect(scoreCompanyProfile(essentials).score).toBe(PROFILE_DONE_SCORE);
    expect(scoreCompanyProfile({ ...essentials, competitors: [] }).score).toBeLessThan(PROFILE_DONE_SCORE);
  });
});
