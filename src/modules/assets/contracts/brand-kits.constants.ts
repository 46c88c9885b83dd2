/** The brand kits page's choices, without zod, so the browser can show them before a contract loads. */
import type { CopyChannel, LogoVariant } from "@/modules/ai/client";

/** Where a new kit starts: the company profile's facts, or nothing but its name. */
export const brandKitSources = ["profile", "blank"] as const;
export type BrandKitSource = (typeof brandKitSources)[number];
export const brandKitSourceLabel: Record<BrandKitSource, { label: string; hint: string }> = {
  profile: { label: "From the company profile", hint: "Brand name, description, products, audiences, tone, words, colours and logo, ready to refine." },
  blank: { label: "Blank", hint: "Only the brand name: fill in the rest yourself." },
};

/** How many brand kits one workspace keeps (an agency keeps one per client workspace). */
export const MAX_BRAND_KITS = 50;

/** The address of the workspace's own logo (the company profile's), which a kit may reuse. */
export const COMPANY_LOGO_URL = "/api/workspace-logo";

/** The words people read for each channel a disclaimer or an example belongs to. */
export const channelLabel = {
  all: "Every channel",
  "search-ads": "Search ads",
  "social-ads": "Social ads",
  "social-posts": "Social posts",
  email: "Email",
  sms: "SMS",
} as const satisfies Record<CopyChannel, string>;

/** The words people read for each logo variant. */
export const logoVariantLabel = {
  primary: "Primary",
  mark: "Mark (icon only)",
  "on-dark": "On dark backgrounds",
  "on-light": "On light backgrounds",
} as const satisfies Record<LogoVariant, string>;
