import "server-only";
/**
 * Northwind Coffee's demo copy assets: a search ad, a Meta ad, a LinkedIn sponsored post, four social
 * posts, an email and an SMS, written from the demo brand kit (its products, proof points, offers and
 * disclaimers) and within every platform's limits. Titles say they are demo data.
 */
import { and, eq } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import type { AssetKind, AssetStatus } from "../contracts/items.constants";
import { assetItems } from "../db/items.table";
import { createAsset } from "./asset-writes";

const SUBSCRIPTION_TERMS = "Subscriptions renew until you pause or cancel them in your account.";
const SITE = "https://www.northwindcoffee.example";

type DemoCopy = { kind: AssetKind; title: string; status: AssetStatus; tags: string[]; fields: Record<string, unknown> };

const line = (text: string, pin: number | null = null) => ({ text, pin });

export const demoCopyAssets: DemoCopy[] = [
  {
    kind: "google-rsa",
    title: "Subscription search ad, roast-date angle (demo)",
    status: "approved",
    tags: ["subscription", "demo"],
    fields: {
      headlines: [
        line("Northwind Coffee", 1),
        line("Freshly roasted coffee"),
        line("Roasted within 48 hours"),
        line("Your first bag free"),
        line("Skip or pause any time"),
        line("Single origins, at your door"),
      ],
      descriptions: [line("Beans roasted within 48 hours of shipping, at your door every two or four weeks."), line(SUBSCRIPTION_TERMS)],
      path1: "coffee",
      path2: "subscription",
      finalUrl: `${SITE}/subscription`,
    },
  },
  {
    kind: "meta-ad",
    title: "First bag free, Meta ad (demo)",
    status: "in-review",
    tags: ["subscription", "demo"],
    fields: {
      primaryTexts: [
        `Start a coffee subscription and your first bag is free. ${SUBSCRIPTION_TERMS}`,
        `Tasting notes and a brew guide on every bag, roasted within 48 hours. ${SUBSCRIPTION_TERMS}`,
      ],
      headlines: ["Your first bag free", "Freshly roasted coffee"],
      descriptions: ["Skip or pause any time"],
      finalUrl: `${SITE}/subscription`,
    },
  },
  {
    kind: "linkedin-ad",
    title: "Wholesale coffee for offices, LinkedIn (demo)",
    status: "draft",
    tags: ["wholesale", "demo"],
    fields: {
      introText: `Coffee, machines and barista training for your office on one invoice. ${SUBSCRIPTION_TERMS}`,
      headline: "Office coffee your team will taste",
      description: "Scheduled deliveries on one invoice.",
      finalUrl: `${SITE}/wholesale`,
    },
  },
  {
    kind: "x-post",
    title: "New Ethiopia roast, X post (demo)",
    status: "approved",
    tags: ["single origin", "demo"],
    fields: { text: "Our new Ethiopia single origin tastes of blueberry and dark chocolate. Brew it as pour-over to taste both. #coffee" },
  },
  {
    kind: "linkedin-post",
    title: "Barista training, LinkedIn post (demo)",
    status: "draft",
    tags: ["wholesale", "demo"],
    fields: {
      text: "Our baristas now train café and hotel teams on site. Your staff learn to dial in the house espresso blend the way our own four cafés pour it. Book a session with our wholesale team.",
    },
  },
  {
    kind: "facebook-post",
    title: "Roast date on every bag, Facebook post (demo)",
    status: "draft",
    tags: ["demo"],
    fields: {
      text: "Every bag carries its roast date. Subscription orders roast on Mondays and Thursdays, so your beans arrive freshly roasted. Try a bag this week.",
    },
  },
  {
    kind: "instagram-post",
    title: "Pour-over Sunday, Instagram post (demo)",
    status: "draft",
    tags: ["demo"],
    fields: {
      caption: "Pour-over Sunday: this month's roast tastes of blueberry and dark chocolate. Brew it slow and taste both. #pourover #singleorigin #coffee",
    },
  },
  {
    kind: "email",
    title: "Your next roast, subscriber email (demo)",
    status: "approved",
    tags: ["subscription", "demo"],
    fields: {
      subject: "Your next bag roasts on Monday",
      preheader: "Want a different origin this time? Swap it before Sunday night.",
      body: [
        "<h2>Your next bag roasts on Monday</h2>",
        "<p>This month we roast a washed Ethiopia with notes of blueberry and dark chocolate, and a Colombia that tastes of caramel.</p>",
        "<p>Want a different origin this time? Swap it in your account before Sunday night.</p>",
        `<p><a href="${SITE}/account">Choose your coffee</a></p>`,
        `<p>${SUBSCRIPTION_TERMS}</p>`,
      ].join("\n"),
    },
  },
  {
    kind: "sms",
    title: "Roast day reminder, SMS (demo)",
    status: "draft",
    tags: ["subscription", "demo"],
    fields: { text: "Northwind Coffee: your beans roast Monday. Swap your origin before Sunday night in your account. Reply STOP to opt out." },
  },
];

/** The demo workspace's copy assets, linked to its brand kit, with their review status. */
export async function seedDemoCopyAssets(db: Db, tenant: Tenant, brandKitId: string): Promise<void> {
  for (const a of demoCopyAssets) {
    const created = await createAsset(db, tenant, { kind: a.kind, title: a.title, fields: a.fields as never, brandKitId, planRef: null, tags: a.tags });
    if (a.status !== "draft") {
      await db
        .update(assetItems)
        .set({ status: a.status, submittedBy: tenant.userId })
        .where(and(eq(assetItems.workspaceId, tenant.workspaceId), eq(assetItems.id, created.id)));
    }
  }
}
