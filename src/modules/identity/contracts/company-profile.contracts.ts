import { z } from "zod";
import { base64ByteLength, LOGO_TYPES_TEXT, logoTypes, MAX_LOGO_BYTES } from "../logo-type";
import { text } from "@/lib/text";
import { companySizes, PROFILE_LIMITS, toneTraits } from "./company-profile.constants";

export { companySizeLabel, companySizes, PROFILE_LIMITS, toneTraits, type CompanySize, type ToneTrait } from "./company-profile.constants";

const WITH_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A web address, or empty. "acme.com" is taken as https://acme.com. */
const webAddress = (what: string) =>
  text()
    .trim()
    .max(PROFILE_LIMITS.website, { error: `Keep the ${what} under ${PROFILE_LIMITS.website} characters` })
    .transform((v) => (v && !WITH_SCHEME.test(v) ? `https://${v}` : v))
    .refine((v) => v === "" || isWebAddress(v), { error: `Enter the ${what} as a web address, like https://example.com` });

const boundedText = (max: number, what: string) =>
  text()
    .trim()
    .max(max, { error: `Keep the ${what} under ${max.toLocaleString("en")} characters` });
const itemName = (what: string) => boundedText(PROFILE_LIMITS.itemName, `${what} name`).min(1, { error: `Enter the ${what} name` });

/** Adds an issue at each repeated entry (compared case-insensitively). */
const unique =
  <T>(keyOf: (item: T) => string, message: (item: T) => string) =>
  (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const key = keyOf(item).toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: "custom", message: message(item), path: [index] });
      seen.add(key);
    });
  };

export const productInput = z.object({
  name: itemName("product"),
  valueProposition: boundedText(500, "value proposition"),
});
export type Product = z.infer<typeof productInput>;

export const audienceInput = z.object({
  name: itemName("audience"),
  description: boundedText(PROFILE_LIMITS.longText, "description"),
  painsAndGoals: boundedText(PROFILE_LIMITS.longText, "pains and goals"),
});
export type Audience = z.infer<typeof audienceInput>;

export const competitorInput = z.object({
  name: itemName("competitor"),
  website: webAddress("competitor's website"),
});
export type Competitor = z.infer<typeof competitorInput>;

/** One word or short phrase of the brand's vocabulary. */
export const wordInput = text().trim().min(1, { error: "Type a word or phrase" }).max(40, { error: "Keep each word or phrase under 40 characters" });

const wordList = (which: string) =>
  z
    .array(wordInput)
    .max(PROFILE_LIMITS.words, { error: `Keep up to ${PROFILE_LIMITS.words} ${which}` })
    .superRefine(
      unique(
        (w) => w,
        (w) => `“${w}” is already in the list`,
      ),
    );

export const hexColor = text()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, { error: "Enter a colour as # and six hex digits, like #1a73e8" });

export const companyProfileInput = z.object({
  companyName: boundedText(PROFILE_LIMITS.companyName, "company name"),
  website: webAddress("website"),
  industry: boundedText(PROFILE_LIMITS.industry, "industry"),
  size: z.enum(companySizes, { error: "Choose a company size from the list" }).nullable(),
  description: boundedText(PROFILE_LIMITS.description, "description"),
  products: z
    .array(productInput)
    .max(PROFILE_LIMITS.products, { error: `Keep up to ${PROFILE_LIMITS.products} products and services: the ones you market most` })
    .superRefine(
      unique(
        (p) => p.name,
        () => "You already have a product with this name",
      ),
    ),
  audiences: z
    .array(audienceInput)
    .max(PROFILE_LIMITS.audiences, { error: `Keep up to ${PROFILE_LIMITS.audiences} audiences` })
    .superRefine(
      unique(
        (a) => a.name,
        () => "You already have an audience with this name",
      ),
    ),
  competitors: z
    .array(competitorInput)
    .max(PROFILE_LIMITS.competitors, { error: `Keep up to ${PROFILE_LIMITS.competitors} competitors` })
    .superRefine(
      unique(
        (c) => c.name,
        () => "This competitor is already in the list",
      ),
    ),
  toneTraits: z
    .array(z.enum(toneTraits, { error: "Choose traits from the list" }))
    .max(PROFILE_LIMITS.toneTraits, { error: `Choose up to ${PROFILE_LIMITS.toneTraits} traits: the ones that describe you best` })
    .superRefine(
      unique(
        (t) => t,
        () => "This trait is chosen twice",
      ),
    ),
  toneExamples: z
    .array(boundedText(300, "example").min(1, { error: "Write the example sentence, or remove it" }))
    .max(PROFILE_LIMITS.toneExamples, { error: `Keep up to ${PROFILE_LIMITS.toneExamples} example sentences` }),
  wordsToUse: wordList("words to use"),
  wordsToAvoid: wordList("words to avoid"),
  brandColors: z
    .array(hexColor)
    .max(PROFILE_LIMITS.brandColors, { error: `Keep up to ${PROFILE_LIMITS.brandColors} brand colours` })
    .superRefine(
      unique(
        (c) => c,
        () => "This colour is already in your palette",
      ),
    ),
});
/** What the form holds and the procedure takes. */
export type CompanyProfileInput = z.input<typeof companyProfileInput>;
/** The profile as stored and as the AI reads it. */
export type CompanyProfile = z.output<typeof companyProfileInput>;

export const emptyCompanyProfile: CompanyProfile = {
  companyName: "",
  website: "",
  industry: "",
  size: null,
  description: "",
  products: [],
  audiences: [],
  competitors: [],
  toneTraits: [],
  toneExamples: [],
  wordsToUse: [],
  wordsToAvoid: [],
  brandColors: [],
};

const MAX_BASE64 = Math.ceil(MAX_LOGO_BYTES / 3) * 4;

/** A logo upload: the file's bytes as base64; the declared type is only a first filter. */
export const uploadLogoInput = z.object({
  contentType: z.enum(logoTypes, { error: `Upload a ${LOGO_TYPES_TEXT} image (SVG isn't accepted)` }),
  file: text()
    .min(1, { error: "Choose an image file" })
    .max(MAX_BASE64, { error: "The logo must be 512 KB or smaller" })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: "The file couldn't be read. Choose it again." })
    .refine((v) => base64ByteLength(v) <= MAX_LOGO_BYTES, { error: "The logo must be 512 KB or smaller" }),
});
export type UploadLogoInput = z.infer<typeof uploadLogoInput>;
