import "server-only";
import { captureNow, rollupNow, SITE_EVENTS, type CaptureEventInput } from "@/modules/analytics";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { blankPopup } from "../contracts/popups.contracts";
import { createPopup, setPopupStatus } from "./popups.service";

const DAY_MS = 86_400_000;

/**
 * The demo business's pop-up, live, with two weeks of views and conversions (marked as demo data
 * in its name and its events' properties), so the list shows a rate on the first visit.
 */
export async function seedDemoPopup(db: Db, tenant: Tenant, now = new Date()): Promise<void> {
  const popup = await createPopup(db, tenant, {
    ...blankPopup,
    name: "Welcome offer (demo data)",
    style: "slide-in",
    content: {
      ...blankPopup.content,
      kind: "offer-code",
      headline: "10% off your first bag",
      body: "New to Northwind Coffee? Use this code at checkout. (Demo pop-up: it shows on no real site.)",
      buttonText: "Copy code",
      offerCode: "WELCOME10",
    },
    trigger: { ...blankPopup.trigger, type: "delay", delaySeconds: 8 },
    frequency: { mode: "days", days: 7, stopAfterConversion: true },
    targeting: { ...blankPopup.targeting, visitors: "new" },
  });
  await setPopupStatus(db, tenant, { id: popup.id, status: "live" });

  const events: CaptureEventInput[] = [];
  for (let daysAgo = 13; daysAgo >= 0; daysAgo--) {
    const views = 20 + ((daysAgo * 7) % 11);
    for (let i = 0; i < views; i++) {
      const occurredAt = new Date(now.getTime() - daysAgo * DAY_MS - i * 60_000);
      const distinctId = `demo-visitor-${daysAgo}-${i}`;
      const properties = { popup_id: popup.id, demo: true };
      events.push({ workspaceId: tenant.workspaceId, event: SITE_EVENTS.popupView, distinctId, source: "site-script", properties, occurredAt });
      if (i % 9 === 0)
        events.push({ workspaceId: tenant.workspaceId, event: SITE_EVENTS.popupConversion, distinctId, source: "site-script", properties, occurredAt });
    }
  }
  await captureNow(db, events);
  await rollupNow(db);
}
