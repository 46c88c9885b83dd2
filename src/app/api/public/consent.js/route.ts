import { handleConsentScript } from "@/modules/website";

/** The consent banner's script on hosted forms. */
export const GET = handleConsentScript;
