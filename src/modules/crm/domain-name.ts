/**
 * A company's web domain as stored: lower-case, without scheme, "www.", port, path,
 * query or trailing dot ("https://WWW.Acme.com/about" → "acme.com"). Null when the text can't be a
 * domain (an email address is not one). Internationalised names are kept in their punycode form, as browsers show them in URLs.
 */
export function normaliseDomain(input: string | null | undefined): string | null {
  let text = (input ?? "").trim().toLowerCase();
  if (text === "" || text.includes("@")) return null;
  if (!/^[a-z][a-z0-9+.-]*:\/\//.test(text)) text = `http://${text}`;
  let host: string;
  try {
    host = new URL(text).hostname;
  } catch {
    return null;
  }
  host = host.replace(/\.$/, "").replace(/^www\d*\./, "");
  const labels = host.split(".");
  if (labels.length < 2) return null;
  const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
  if (!labels.every((l) => label.test(l))) return null;
  if (!/^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(labels.at(-1)!)) return null;
  return host.length <= 253 ? host : null;
}
