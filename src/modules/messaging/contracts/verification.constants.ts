import type { VerificationAudience } from "./verification.contracts";

/* The audience select's values. Without zod, so the browser can show them before the contract loads. */

/** The audience select's value for every contact; any other value is a list's or segment's id. */
export const ALL_CONTACTS = "all";
/** The audience a select's value names, or null before one is chosen. */
export const audienceOf = (value: string): VerificationAudience | null =>
  value === "" ? null : value === ALL_CONTACTS ? { scope: "all" } : { scope: "list", listId: value };
