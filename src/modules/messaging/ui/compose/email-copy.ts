/** An email written in the copy library: its subject, preheader and HTML body. */
export type EmailCopy = { name: string; subject: string; preheader: string; body: string };

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The body as sent: the preheader as the hidden first text inboxes show after the subject, then the body. */
export function bodyWithPreheader(copy: Pick<EmailCopy, "preheader" | "body">): string {
  const preheader = copy.preheader.trim();
  if (!preheader) return copy.body;
  return `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeHtml(preheader)}</div>\n${copy.body}`;
}
