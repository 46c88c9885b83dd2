import { z } from "zod";
import { brandKit } from "@/modules/ai";

/**
 * The whole kit as the editor holds it, plus which kit and the version the editor opened
 * (`expectedUpdatedAt`): a save over someone else's newer save is refused, not applied. Flat, so a
 * field's message from the server lands on the editor's field of the same path ("products.1.name").
 * Server side only (it reads the ai module's index); the editor's form loads the same `brandKit`
 * through `loadBrandKitContract` from the ai module's client surface.
 */
export const updateBrandKitInput = brandKit.extend({ id: z.uuid(), expectedUpdatedAt: z.coerce.date() });
export type UpdateBrandKitInput = z.infer<typeof updateBrandKitInput>;
