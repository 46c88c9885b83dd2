import "server-only";
import type { Transporter } from "nodemailer";
import { env } from "@/env";
import { createSmtpTransport } from "@/server/egress";
import { getLogger } from "@/server/log";
import { renderTemplate, type TemplateName, type TemplateData } from "./templates";

/** Mail is on when an SMTP server is configured; otherwise the product says who turns it on. */
export const mailEnabled = (): boolean => Boolean(env.SMTP_HOST);
/** What a person of the workspace reads when mail is off: no settings, just who can turn it on. */
export const MAIL_OFF_HINT = "Email sending is off on this server. Ask the person who runs it to turn it on.";
/** The operator's step, shown only inside a "For your administrator" note. */
export const MAIL_OFF_ADMIN_STEP = "Set SMTP_HOST (with SMTP_PORT, SMTP_USER and SMTP_PASSWORD as your mail server needs), then restart the server.";

const globalForMail = globalThis as unknown as { __amtMailer?: Transporter };

function transporter(): Transporter {
  // SMTP_HOST is the operator's host: its connections open without egress's address check.
  globalForMail.__amtMailer ??= createSmtpTransport(
    {
      host: env.SMTP_HOST ?? "localhost",
      port: env.SMTP_PORT,
      secure: env.SMTP_SECURE,
      auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD } : undefined,
    },
    "operator",
  );
  return globalForMail.__amtMailer;
}

/**
 * Sends one templated mail. Returns false (and sends nothing) when mail is off. Only for mail sent
 * before a workspace is chosen (sign-in links, password resets); a workspace's mail (invitations,
 * scheduled reports) goes through the messaging engine's outbox.
 */
export async function sendTemplatedMail<N extends TemplateName>(to: string, template: N, data: TemplateData<N>): Promise<boolean> {
  if (!mailEnabled()) return false;
  const message = renderTemplate(template, data);
  await transporter().sendMail({ from: env.MAIL_FROM, to, ...message });
  getLogger().info({ template, to }, "mail sent");
  return true;
}
