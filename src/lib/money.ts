/** "$99", "$1,234.50": an amount in minor units (cents) in its currency, for display. */
export function formatMoney(minor: number, currency = "usd"): string {
  const whole = minor % 100 === 0;
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
}
