import { z } from "zod";

/** The range of the product usage page, in days (USAGE_RANGES). */
export const productUsageInput = z.object({
  days: z.union([z.literal(7), z.literal(30), z.literal(90)], { error: "Choose 7, 30 or 90 days" }).default(30),
});
export type ProductUsageInput = z.input<typeof productUsageInput>;
