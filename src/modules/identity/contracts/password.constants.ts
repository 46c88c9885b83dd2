/** What the password pages tell people. Without zod, so the browser can show them before the contract loads. */

/** What a reset link is worth, as the reset page shows it. */
export type ResetLinkStatus = "valid" | "expired" | "used" | "superseded" | "invalid";

export const RESET_SENT_MESSAGE = "If an account exists for that email, we've sent a link to reset the password. It works once, for 1 hour.";

/** What a person is told about a link that doesn't work (the reset page and the procedure agree). */
export const resetLinkRefusals: Record<Exclude<ResetLinkStatus, "valid">, string> = {
  invalid: "This reset link isn't valid. Check that you copied all of it, or ask for a new one.",
  expired: "This reset link has expired: links work for 1 hour. Ask for a new one.",
  used: "This reset link was already used. If you still need to reset your password, ask for a new one.",
  superseded: "A newer reset link was sent, so this one no longer works. Use the newest mail, or ask for a new link.",
};

export const NO_PASSWORD_MESSAGE = "Your account signs in through a connected provider and has no password to change. Keep signing in the way you do now.";
