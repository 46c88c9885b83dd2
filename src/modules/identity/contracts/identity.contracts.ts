import { z } from "zod";
import { text } from "@/lib/text";

export const emailField = text()
  .trim()
  .toLowerCase()
  .max(254, { error: "That email is too long" })
  .pipe(z.email({ error: "Enter a valid email" }));

export const passwordField = text().min(10, { error: "Use at least 10 characters" }).max(200, { error: "Use at most 200 characters" });

export const workspaceNameField = text()
  .trim()
  .min(2, { error: "Give the workspace a name of at least 2 characters" })
  .max(80, { error: "Keep the name under 80 characters" });

/** The email-and-password sign-in form (next-auth's credentials provider checks the rest). */
export const signInInput = z.object({
  email: text().trim().min(1, { error: "Enter your email" }),
  password: text().min(1, { error: "Enter your password" }),
});
export type SignInInput = z.infer<typeof signInInput>;

export const signUpInput = z.object({
  name: text().trim().min(1, { error: "Enter your name" }).max(120, { error: "Keep your name under 120 characters" }),
  email: emailField,
  password: passwordField,
  workspaceName: workspaceNameField,
  /** "Send me the product newsletter", unticked unless the person ticks it (offered only when the newsletter is set up). */
  newsletter: z.boolean().optional(),
});
export type SignUpInput = z.infer<typeof signUpInput>;

export const createWorkspaceInput = z.object({
  name: workspaceNameField,
  kind: z.enum(["brand", "agency"], { error: "Choose brand or agency" }),
});
export type CreateWorkspaceInput = z.infer<typeof createWorkspaceInput>;

export const createClientInput = z.object({ name: workspaceNameField });
export type CreateClientInput = z.infer<typeof createClientInput>;

export const switchWorkspaceInput = z.object({ workspaceId: z.uuid({ error: "Unknown workspace" }) });
export type SwitchWorkspaceInput = z.infer<typeof switchWorkspaceInput>;
