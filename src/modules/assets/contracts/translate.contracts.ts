import { z } from "zod";
import { translationLanguages } from "./translate.constants";

/** `assets.items.translate`: a copy asset into one language, as a new draft. Shared by the procedure and the dialog's form. */
export const translateAssetInput = z.object({
  id: z.uuid(),
  language: z.enum(translationLanguages, { error: "Choose a language" }),
});
export type TranslateAssetInput = z.input<typeof translateAssetInput>;
