/** Where next-auth sends people (our pages, in the product's look). */
export const AUTH_PAGES = { signIn: "/auth/signin", error: "/auth/error", verifyRequest: "/auth/verify-request" } as const;
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Spec §4/§9: the client refetches the session every 300 seconds and on window focus. */
export const SESSION_REFETCH_SECONDS = 300;
