import { z } from "zod";

export const getGuideInput = z.object({
  slug: z.string().trim().min(1, { error: "Choose a guide" }).max(100, { error: "That guide name is too long" }),
});
export type GetGuideInput = z.infer<typeof getGuideInput>;
