import { z } from "zod";
import { emailField } from "./identity.contracts";

/** "Email me a sign-in link": the address a link goes to (if it has an account). */
export const emailLinkInput = z.object({ email: emailField });
export type EmailLinkInput = z.infer<typeof emailLinkInput>;
