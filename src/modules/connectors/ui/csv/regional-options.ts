/** Currencies and time zones to pick from, with names people recognise. */
export type Option = { value: string; label: string };

let currencies: Option[] | null = null;
let zones: Option[] | null = null;

export function currencyOptions(): Option[] {
  if (currencies) return currencies;
  const names = new Intl.DisplayNames(["en"], { type: "currency" });
  currencies = Intl.supportedValuesOf("currency").map((code) => {
    const name = names.of(code);
    return { value: code, label: name && name !== code ? `${code}: ${name}` : code };
  });
  return currencies;
}

export function timeZoneOptions(): Option[] {
  zones ??= ["UTC", ...Intl.supportedValuesOf("timeZone").filter((z) => z !== "UTC")].map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }));
  return zones;
}
