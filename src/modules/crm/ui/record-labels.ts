import { displayEmail } from "@/lib/email-address";

/** A contact as a person reads it: the name, else the email or phone. */
export function contactLabel(c: { firstName?: string | null; lastName?: string | null; email?: string | null; phone?: string | null }): string {
  return [c.firstName, c.lastName].filter(Boolean).join(" ") || displayEmail(c.email) || c.phone || "Unnamed contact";
}

/** Initials for an owner's badge: "Dana Ray" → "DR", "dana@x.com" → "D". */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? "")
    .trim()
    .split(/[\s@._-]+/)
    .filter(Boolean);
  return ((words[0]?.[0] ?? "") + (words.length > 1 && !(name ?? "").includes("@") ? (words[1]?.[0] ?? "") : "")).toUpperCase() || "?";
}
