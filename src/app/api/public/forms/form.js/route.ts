import { handleFormScript } from "@/modules/website";

/** The script inside a hosted form: steps, checks and the in-place answer. */
export const GET = handleFormScript;
