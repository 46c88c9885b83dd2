import { z } from "zod";

/** The account menu's newsletter checkbox. */
export const setNewsletterInput = z.object({ subscribed: z.boolean() });
export type SetNewsletterInput = z.infer<typeof setNewsletterInput>;
