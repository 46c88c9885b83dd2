import { z } from "zod";
import { emailField, passwordField } from "./identity.contracts";
import { text } from "@/lib/text";
import { assignableRoles } from "./team.constants";

export { assignableRoles } from "./team.constants";
export const assignableRole = z.enum(assignableRoles, { error: "Choose a role" });

export const inviteInput = z.object({ email: emailField, role: assignableRole });
export type InviteInput = z.infer<typeof inviteInput>;

export const invitationIdInput = z.object({ invitationId: z.uuid({ error: "Unknown invitation" }) });
export const memberIdInput = z.object({ memberId: z.uuid({ error: "Unknown member" }) });
export const changeRoleInput = memberIdInput.extend({ role: assignableRole });
export type ChangeRoleInput = z.infer<typeof changeRoleInput>;

export const invitationTokenInput = z.object({ token: text().min(1).max(200) });
export const signUpAndAcceptInput = invitationTokenInput.extend({
  name: text().trim().min(1, { error: "Enter your name" }).max(120, { error: "Keep your name under 120 characters" }),
  password: passwordField,
});
export type SignUpAndAcceptInput = z.infer<typeof signUpAndAcceptInput>;
