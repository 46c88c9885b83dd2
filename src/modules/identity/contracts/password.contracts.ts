import { z } from "zod";
import { emailField, passwordField } from "./identity.contracts";
import { text } from "@/lib/text";

/** A reset link's token: 32 random bytes, base64url. Anything else is not one of ours. */
export const resetTokenField = text()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: "This reset link isn't valid" });

const mismatch = { error: "The passwords don't match", path: ["confirmPassword"] };

export const requestResetInput = z.object({ email: emailField });
export type RequestResetInput = z.infer<typeof requestResetInput>;

/** Whatever the address carried: anything that isn't a token answers "invalid", never an error page. */
export const inspectResetInput = z.object({ token: text().max(200).catch("") });
export type InspectResetInput = z.infer<typeof inspectResetInput>;

export const resetPasswordInput = z
  .object({ token: resetTokenField, password: passwordField, confirmPassword: text() })
  .refine((v) => v.password === v.confirmPassword, mismatch);
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

export const changePasswordInput = z
  .object({
    currentPassword: text().min(1, { error: "Enter your current password" }).max(200, { error: "Use at most 200 characters" }),
    password: passwordField,
    confirmPassword: text(),
  })
  .refine((v) => v.password === v.confirmPassword, mismatch)
  .refine((v) => !v.currentPassword || v.password !== v.currentPassword, { error: "Choose a password different from your current one", path: ["password"] });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export { NO_PASSWORD_MESSAGE, RESET_SENT_MESSAGE, resetLinkRefusals, type ResetLinkStatus } from "./password.constants";
