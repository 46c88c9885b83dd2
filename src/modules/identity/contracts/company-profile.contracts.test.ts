import { describe, expect, it } from "vitest";
import { MAX_LOGO_BYTES } from "../logo-type";
import { companyProfileInput, emptyCompanyProfile, uploadLogoInput } from "./company-profile.contracts";

const parse = (patch: Record<string, unknown>) => companyProfileInput.safeParse({ ...emptyCompanyProfile, ...patch });
/** The first message per field path ("products.1.name"), as the form shows them; null when valid. */
const errorsOf = (patch: Record<string, unknown>) => {
  const result = parse(patch);
  if (result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.map(String).join(".") || "form"] ??= issue.message;
  return errors;
};

describe("company profile contract", () => {
  it("accepts an empty profile: every part is optional", () => {
    expect(parse({}).success).toBe(true);
  });

  it("takes a bare domain as https, trims text and lower-cases colours", () => {
    const result = parse({ companyName: "  Acme  ", website: "acme.com", brandColors: ["#AABBCC"], competitors: [{ name: "Rival", website: "rival.io/x" }] });
    expect(result.data).toMatchObject({
      companyName: "Acme",
      website: "https://acme.com",
      brandColors: ["#aabbcc"],
      competitors: [{ website: "https://rival.io/x" }],
    });
  });

  it("refuses addresses that aren't web pages", () => {
    for (const website of ["not a url", "javascript:alert(1)", "ftp://acme.com", "https://localhost", "https://user:pw@acme.com"]) {
      expect(errorsOf({ website })?.website, website).toMatch(/web address/);
    }
  });

  it("accepts only #rrggbb colours, at most six, each once, with the message on the very entry", () => {
    expect(errorsOf({ brandColors: ["#112233", "red"] })).toEqual({ "brandColors.1": "Enter a colour as # and six hex digits, like #1a73e8" });
    expect(errorsOf({ brandColors: ["#abc"] })?.["brandColors.0"]).toBeDefined();
    expect(errorsOf({ brandColors: ["#112233", "#112233"] })).toEqual({ "brandColors.1": "This colour is already in your palette" });
    const seven = ["#000001", "#000002", "#000003", "#000004", "#000005", "#000006", "#000007"];
    expect(errorsOf({ brandColors: seven })).toEqual({ brandColors: "Keep up to 6 brand colours" });
    expect(parse({ brandColors: seven.slice(0, 6) }).success).toBe(true);
  });

  it("points at the entry of a list that needs a name", () => {
    expect(
      errorsOf({
        products: [
          { name: "A", valueProposition: "" },
          { name: " ", valueProposition: "Fast" },
        ],
      }),
    ).toEqual({ "products.1.name": "Enter the product name" });
    expect(errorsOf({ audiences: [{ name: "", description: "", painsAndGoals: "" }] })).toEqual({ "audiences.0.name": "Enter the audience name" });
    expect(errorsOf({ competitors: [{ name: "Rival", website: "no way" }] })?.["competitors.0.website"]).toMatch(/web address/);
  });

  it("bounds every list and text", () => {
    const many = (n: number, make: (i: number) => unknown) => Array.from({ length: n }, (_, i) => make(i));
    expect(errorsOf({ products: many(21, (i) => ({ name: `P${i}`, valueProposition: "" })) })?.products).toMatch(/up to 20/);
    expect(errorsOf({ audiences: many(11, (i) => ({ name: `A${i}`, description: "", painsAndGoals: "" })) })?.audiences).toMatch(/up to 10/);
    expect(errorsOf({ competitors: many(21, (i) => ({ name: `C${i}`, website: "" })) })?.competitors).toMatch(/up to 20/);
    expect(errorsOf({ wordsToUse: many(51, (i) => `w${i}`) })?.wordsToUse).toMatch(/up to 50/);
    expect(errorsOf({ toneTraits: ["friendly", "bold", "witty", "concise", "playful", "formal"] })?.toneTraits).toMatch(/up to 5/);
    expect(errorsOf({ description: "x".repeat(2001) })?.description).toBe("Keep the description under 2,000 characters");
    expect(errorsOf({ products: [{ name: "x".repeat(81), valueProposition: "" }] })?.["products.0.name"]).toMatch(/under 80/);
  });

  it("refuses unknown tone traits and sizes, repeated words whatever their case", () => {
    expect(errorsOf({ toneTraits: ["sarcastic"] })?.["toneTraits.0"]).toBe("Choose traits from the list");
    expect(errorsOf({ size: "huge" })?.size).toBe("Choose a company size from the list");
    expect(errorsOf({ wordsToAvoid: ["Synergy", "synergy"] })).toEqual({ "wordsToAvoid.1": "“synergy” is already in the list" });
  });
});

describe("logo upload contract", () => {
  const png = "iVBORw0KGgo=";
  it("takes PNG, JPEG or WebP declared types, never SVG", () => {
    expect(uploadLogoInput.safeParse({ contentType: "image/png", file: png }).success).toBe(true);
    const svg = uploadLogoInput.safeParse({ contentType: "image/svg+xml", file: png });
    expect(svg.error?.issues[0]?.message).toBe("Upload a PNG, JPEG or WebP image (SVG isn't accepted)");
  });

  it("refuses a file over 512 KB and text that isn't base64", () => {
    const big = Buffer.alloc(MAX_LOGO_BYTES + 1).toString("base64");
    expect(uploadLogoInput.safeParse({ contentType: "image/png", file: big }).error?.issues[0]?.message).toBe("The logo must be 512 KB or smaller");
    expect(uploadLogoInput.safeParse({ contentType: "image/png", file: Buffer.alloc(MAX_LOGO_BYTES).toString("base64") }).success).toBe(true);
    expect(uploadLogoInput.safeParse({ contentType: "image/png", file: "<svg>" }).success).toBe(false);
  });
});
