import "server-only";
import { SITE_EVENTS, totals } from "@/modules/analytics";
import { listBrandKits } from "@/modules/assets";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { listPopups, type StoredPopup } from "./popups.service";

export type PopupStats = { views: number; conversions: number; rate: number | null };
export type PopupListRow = StoredPopup & { stats: PopupStats };

const STATS_DAYS = 30;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export type PopupBrandKit = { id: string; name: string; accent: string | null; isDefault: boolean };

/**
 * The pop-ups page: every pop-up with its views, conversions and rate (conversions per view) over
 * the last 30 days, from the daily rollups; and the brand kits the builder offers (their first colour paints the button).
 */
export async function listPopupsWithStats(
  db: Db,
  tenant: Tenant,
  now = new Date(),
): Promise<{ popups: PopupListRow[]; days: number; brandKits: PopupBrandKit[] }> {
  const [rows, kits] = await Promise.all([listPopups(db, tenant), listBrandKits(db, tenant)]);
  const brandKits = kits.map((k) => ({ id: k.id, name: k.kit.name, accent: k.kit.colours[0]?.hex ?? null, isDefault: k.isDefault }));
  const from = isoDay(new Date(now.getTime() - (STATS_DAYS - 1) * 86_400_000));
  const to = isoDay(now);
  const withStats = await Promise.all(
    rows.map(async (popup) => {
      const dimension = { key: "popup_id" as const, value: popup.id };
      const [views, conversions] = await Promise.all([
        totals(db, tenant.workspaceId, { event: SITE_EVENTS.popupView, from, to, dimension }),
        totals(db, tenant.workspaceId, { event: SITE_EVENTS.popupConversion, from, to, dimension }),
      ]);
      return { ...popup, stats: { views: views.count, conversions: conversions.count, rate: views.count === 0 ? null : conversions.count / views.count } };
    }),
  );
  return { popups: withStats, days: STATS_DAYS, brandKits };
}
