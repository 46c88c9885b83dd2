import { handleConfirm } from "@/modules/website";

export const dynamic = "force-dynamic";

/** The double opt-in link: GET shows the button, POST confirms. */
export const GET = handleConfirm;
export const POST = handleConfirm;
