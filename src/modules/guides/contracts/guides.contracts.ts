import { z } from "zod";
import { text } from "@/lib/text";

export const getGuideInput = z.object({
  slug: text().trim().min(1, { error: "Choose a guide" }).max(100, { error: "That guide name is too long" }),
});
export type GetGuideInput = z.infer<typeof getGuideInput>;
