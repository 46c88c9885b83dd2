import { z } from "zod";
import { text } from "@/lib/text";

/**
 * The address a person typed, as the crawler starts from it: https:// added when no scheme is
 * given, the fragment dropped. null when it can't be a web address.
 */
export function siteUrlFrom(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    url.hash = "";
    return url.href;
  } catch {
    return null;
  }
}

export const startSeoAuditInput = z.object({
  url: text({ error: "Enter your site's address" })
    .trim()
    .min(1, { error: "Enter your site's address" })
    .max(2000, { error: "Keep the address under 2,000 characters" })
    .refine((v) => siteUrlFrom(v) !== null, { error: "Enter a web address such as https://example.com" }),
});
export type StartSeoAuditInput = z.infer<typeof startSeoAuditInput>;

export const seoAuditIdInput = z.object({ auditId: z.uuid({ error: "Choose an audit" }) });
export type SeoAuditIdInput = z.infer<typeof seoAuditIdInput>;
