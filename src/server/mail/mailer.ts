import "server-only";
import type { Transporter } from "nodemailer";
import { env } from "@/env";
import { createSmtpTransport } from "@/server/egress";
import { getLogger } from "@/server/log";
import { renderTemplate, type TemplateName, type TemplateData } from "./templates";

/** Mail is on when an SMTP server is configured; otherwise the product says how to turn it on. */
export const mailEnabled = (): boolean => Boolean(env.SMTP_HOST);
export const MAIL_OFF_HINT =
  "Email sending is off on this server. An administrator turns it on by setting SMTP_HOST (and SMTP_PORT, SMTP_USER, SMTP_PASSWORD).";

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
