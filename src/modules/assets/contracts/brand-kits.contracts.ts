import { z } from "zod";
import { text } from "@/lib/text";
import { brandKitSources } from "./brand-kits.constants";

export { brandKitSources, brandKitSourceLabel, COMPANY_LOGO_URL, MAX_BRAND_KITS, type BrandKitSource } from "./brand-kits.constants";

export const brandKitIdInput = z.object({ id: z.uuid({ error: "Choose a brand kit" }) });
export type BrandKitIdInput = z.infer<typeof brandKitIdInput>;

/**
 * A new kit: whether it starts from the company profile or blank, and its name (left out, it is
 * named after the company, or "Brand kit", numbered if another kit has that name).
 */
export const createBrandKitInput = z.object({
  name: text().trim().min(1, { error: "Name the brand kit" }).max(80, { error: "Keep the brand kit name under 80 characters" }).optional(),
  from: z.enum(brandKitSources, { error: "Choose where the brand kit starts from" }),
});
export type CreateBrandKitInput = z.infer<typeof createBrandKitInput>;
