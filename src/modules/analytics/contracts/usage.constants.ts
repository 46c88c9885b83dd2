/**
 * The product's own usage (Settings → Product analytics): events of source `product` (the product's
 * instrumentation, posthog-js pointed at the product with this workspace's token as
 * NEXT_PUBLIC_POSTHOG_KEY). zod-free: the page and the query share it.
 */
export const USAGE_RANGES = [7, 30, 90] as const;
export type UsageRange = (typeof USAGE_RANGES)[number];

/**
 * The key actions funnel, in order, by the event names the product's instrumentation sends (a
 * person counts at a step when they did it and every step before it in the range). The server records
 * them where they happen (captureProductEvent): identity's sign-up, connectors' new connection, a
 * report page, a new asset.
 */
export const PRODUCT_FUNNEL = [
  { event: "signed_up", label: "Signed up" },
  { event: "connector_connected", label: "Connected a first data source" },
  { event: "report_viewed", label: "Opened a first report" },
  { event: "asset_created", label: "Made a first asset" },
] as const;
export type ProductFunnelEvent = (typeof PRODUCT_FUNNEL)[number]["event"];

/** An area of the product (a sidebar group) and the addresses that belong to it. */
export type UsageArea = { label: string; prefixes: string[] };

/** Page views per area: each path goes to the area with the longest matching prefix; the rest is "Other". */
export function viewsByArea(paths: readonly { path: string; views: number }[], areas: readonly UsageArea[]): { label: string; value: number }[] {
  const totals = new Map<string, number>();
  for (const { path, views } of paths) {
    let best: { label: string; length: number } | null = null;
    for (const area of areas) {
      for (const prefix of area.prefixes) {
        const matches = path === prefix || path.startsWith(`${prefix.replace(/\/+$/, "")}/`);
        if (matches && (!best || prefix.length > best.length)) best = { label: area.label, length: prefix.length };
      }
    }
    const label = best?.label ?? "Other";
    totals.set(label, (totals.get(label) ?? 0) + views);
  }
  return [...totals].map(([label, value]) => ({ label, value })).sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
}
