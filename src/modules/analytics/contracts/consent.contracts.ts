import { z } from "zod";
import { BANNER_VERSION_PATTERN, CONSENT_SCOPES, CONSENT_SOURCES } from "../consent/consent";
import { MAX_ID_LENGTH } from "./events.constants";

const code = z.union([z.literal(-1), z.literal(0), z.literal(1)], { error: "A consent answer is -1 (not yet), 0 (no) or 1 (yes)." });

/** One consent choice to record (the banner's answer, from the product or a site). */
export const consentChoiceInput = z
  .object({
    scope: z.enum(CONSENT_SCOPES),
    workspaceId: z.uuid().nullish(),
    userId: z.uuid().nullish(),
    visitorId: z
      .string()
      .trim()
      .min(1, { error: "The visitor id is missing." })
      .max(MAX_ID_LENGTH, { error: `The visitor id is longer than ${MAX_ID_LENGTH} characters.` }),
    analytics: code,
    advertising: code,
    bannerVersion: z.string().regex(BANNER_VERSION_PATTERN, { error: "The banner version is 1 to 32 letters, digits, - or _." }),
    source: z.enum(CONSENT_SOURCES),
    pageUrl: z.url({ error: "The page address isn't a web address." }).max(2048, { error: "The page address is longer than 2,048 characters." }).nullish(),
  })
  .refine((v) => v.scope === "product" || !!v.workspaceId, { error: "A site's consent choice belongs to a workspace.", path: ["workspaceId"] });
export type ConsentChoiceInput = z.input<typeof consentChoiceInput>;
