/** Country calling codes of the regions a workspace locale names (en-US → 1), for numbers typed without one. */
const callingCodes: Record<string, string> = {
  US: "1",
  CA: "1",
  GB: "44",
  IE: "353",
  FR: "33",
  DE: "49",
  ES: "34",
  IT: "39",
  NL: "31",
  BE: "32",
  PT: "351",
  CH: "41",
  AT: "43",
  SE: "46",
  NO: "47",
  DK: "45",
  FI: "358",
  PL: "48",
  CZ: "420",
  AU: "61",
  NZ: "64",
  IN: "91",
  JP: "81",
  BR: "55",
  MX: "52",
  ZA: "27",
  SG: "65",
  AE: "971",
};

/** The calling code for a locale like "en-GB", or null when the locale names no known region. */
export function callingCodeOf(locale: string | null | undefined): string | null {
  const region = locale?.split(/[-_]/)[1]?.toUpperCase();
  return (region && callingCodes[region]) || null;
}

/**
 * A phone number in E.164 (+14155550123), or null when it can't be one. "+", "00" or a default
 * calling code give the country; spaces, dots, dashes, brackets and an extension after "x" are dropped.
 */
export function toE164(raw: string, defaultCallingCode: string | null = null): string | null {
  const trimmed = raw.trim().replace(/\s*(?:x|ext\.?|#)\s*\d+$/i, "");
  if (!/^[+\d\s().\-/]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) {
    // already international
  } else if (digits.startsWith("00")) {
    digits = digits.slice(2);
  } else if (defaultCallingCode) {
    digits = defaultCallingCode + digits.replace(/^0+/, "");
  } else {
    return null;
  }
  return /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : null;
}
