import { COMPANY_LOGO_URL } from "../../contracts/brand-kits.constants";

/**
 * The address to show a kit's logo from: the company profile's logo with its version (so a new upload
 * shows), a web address as it is, nothing for anything else (a half-typed address, a `javascript:` one).
 */
export function logoSrc(url: string, companyLogoVersion: number | null): string | null {
  const value = url.trim();
  if (value === COMPANY_LOGO_URL) return companyLogoVersion === null ? null : `${COMPANY_LOGO_URL}?v=${companyLogoVersion}`;
  try {
    const parsed = new URL(value);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}
