import "server-only";
import type { Db } from "@/server/db/client";
import { PRODUCT_FUNNEL } from "../contracts/usage.constants";
import { captureNow } from "./capture.service";
import type { CaptureEventInput } from "../contracts/events.contracts";

const DAY_MS = 86_400_000;
/** How many made-up people reach each funnel step (signed up, connected, opened a report, made an asset). */
export const DEMO_FUNNEL_PEOPLE = [24, 17, 13, 8] as const;
const PAGES = [
  "/marketing-dashboard/home",
  "/marketing-dashboard/ppc-dashboard/google-ads",
  "/marketing-dashboard/email-marketing-dashboard/mailchimp",
  "/marketing-dashboard/organic-seo-dashboard/google-search-console",
  "/marketing-dashboard/copy-assets/paid-ads",
  "/marketing-dashboard/keywords",
  "/marketing-dashboard/data/crm-lists",
  "/marketing-dashboard/website/landing-pages",
];

/** A small deterministic random source, so every demo install shows the same believable figures. */
function randomFrom(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

/**
 * The demo workspace's product usage (Settings → Product analytics), made up and marked as demo data:
 * 24 people over the last four weeks, fewer at each key action (DEMO_FUNNEL_PEOPLE), each step after
 * the one before, and their page views on the busiest pages.
 */
export async function seedDemoProductUsage(db: Db, workspaceId: string, now = new Date()): Promise<number> {
  const random = randomFrom(28);
  const events: CaptureEventInput[] = [];
  for (let p = 0; p < DEMO_FUNNEL_PEOPLE[0]; p++) {
    const person = `demo-person-${String(p + 1).padStart(2, "0")}`;
    let at = now.getTime() - (2 + Math.floor(random() * 26)) * DAY_MS - Math.floor(random() * DAY_MS);
    PRODUCT_FUNNEL.forEach((step, index) => {
      if (p >= DEMO_FUNNEL_PEOPLE[index]!) return;
      at = Math.min(at + Math.floor(random() * 2 * DAY_MS), now.getTime() - 60_000);
      events.push({
        workspaceId,
        event: step.event,
        distinctId: person,
        personId: person,
        source: "product",
        occurredAt: new Date(at),
        properties: { demo: true },
      });
    });
    const visits = 3 + Math.floor(random() * 12);
    for (let v = 0; v < visits; v++) {
      const when = new Date(now.getTime() - Math.floor(random() * 28 * DAY_MS) - 60_000);
      const path = PAGES[Math.floor(random() * random() * PAGES.length)]!;
      events.push({
        workspaceId,
        event: "$pageview",
        distinctId: person,
        personId: person,
        source: "product",
        occurredAt: when,
        properties: { demo: true, $pathname: path },
      });
    }
  }
  return captureNow(db, events);
}
