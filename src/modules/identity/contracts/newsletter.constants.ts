/**
 * The product's own newsletter (spec §1). zod-free: the sign-up form, the account menu and the server
 * share the wording, and the server records exactly these words as what the person agreed to.
 */
export const NEWSLETTER_CONSENT_WORDING = "Send me the product newsletter";
/** Shown under the sign-up checkbox. */
export const NEWSLETTER_HINT = "News and tips about AI Marketing Tools, about once a month. Unsubscribe at any time.";

/** Where a person made their choice. */
export type NewsletterSource = "sign-up" | "account-menu";
