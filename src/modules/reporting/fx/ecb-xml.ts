/**
 * The European Central Bank's reference-rate XML (eurofxref-daily.xml, eurofxref-hist-90d.xml):
 * `<Cube time="2026-11-27"><Cube currency="USD" rate="1.0575"/>…</Cube>`, a day's cube per day, rates
 * as units per euro. Pure; a regular-expression reader, as the format is flat and fixed.
 */
import { isDay } from "@/lib/days";
import { isDecimal } from "@/lib/decimal";

export type EcbDay = { date: string; rates: Record<string, string> };

export function parseEcbXml(xml: string): EcbDay[] {
  const days: EcbDay[] = [];
  const dayRe = /<Cube\s+time=["'](\d{4}-\d{2}-\d{2})["']\s*>([\s\S]*?)<\/Cube>\s*(?=<Cube\s+time=|<\/Cube>)/g;
  for (const [, date = "", body = ""] of xml.matchAll(dayRe)) {
    if (!isDay(date)) continue;
    const rates: Record<string, string> = {};
    for (const [, currency = "", rate = ""] of body.matchAll(/<Cube\s+currency=["']([A-Z]{3})["']\s+rate=["']([0-9.]+)["']\s*\/>/g)) {
      if (isDecimal(rate) && /[1-9]/.test(rate)) rates[currency] = rate;
    }
    if (Object.keys(rates).length > 0) days.push({ date, rates });
  }
  return days.sort((a, b) => a.date.localeCompare(b.date));
}

/** The 90-day document beside a daily one (the ECB's naming), for catching up after days without a fetch; null for other addresses. */
export const ninetyDayUrl = (dailyUrl: string): string | null =>
  /eurofxref-daily\.xml(\?.*)?$/.test(dailyUrl) ? dailyUrl.replace(/eurofxref-daily\.xml/, "eurofxref-hist-90d.xml") : null;
