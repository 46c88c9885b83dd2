import { handleEmbedScript } from "@/modules/website";

/** The script tag customers put on their site to show a form. */
export const GET = handleEmbedScript;
