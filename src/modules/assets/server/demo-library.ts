import "server-only";
import { and, eq } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import type { AssetStatus } from "../contracts/items.constants";
import type { CreateAssetInput } from "../contracts/items.contracts";
import { assetItems } from "../db/items.table";
import { createAsset } from "./asset-writes";

const line = (text: string) => ({ text, pin: null });
const PLAN = "Spring subscription push";

/**
 * A few of Northwind Coffee's assets, so the library hub has something to show on the demo's first
 * sign-in: in each status, tagged and filed under a plan. Each one is within its platform's limits.
 */
export const demoLibrary: (Omit<CreateAssetInput, "brandKitId"> & { status: AssetStatus })[] = [
  {
    kind: "google-rsa",
    title: "Coffee subscription: search ad (demo)",
    status: "approved",
    planRef: PLAN,
    tags: ["subscription", "spring"],
    fields: {
      headlines: [line("Fresh Coffee Every 2 Weeks"), line("Roasted in Seattle"), line("Skip or Pause Any Time")],
      descriptions: [line("Beans roasted within 48 hours of shipping, at your door every two or four weeks."), line("Single origins or the house blend.")],
      path1: "subscription",
      path2: "",
      finalUrl: "https://www.northwindcoffee.example/subscription",
    },
  },
  {
    kind: "email",
    title: "Spring subscription: welcome email (demo)",
    status: "in-review",
    planRef: PLAN,
    tags: ["subscription", "onboarding"],
    fields: {
      subject: "Your first bag ships this week",
      preheader: "Here is how to pick your roast and when it arrives.",
      body: "<p>Welcome to Northwind Coffee. Your first bag is roasted within 48 hours of shipping.</p>",
    },
  },
  {
    kind: "instagram-post",
    title: "New Ethiopian single origin (demo)",
    status: "draft",
    planRef: null,
    tags: ["single-origin"],
    fields: { caption: "Our new Ethiopian single origin is here: bright, floral and roasted to order. #coffee #singleorigin" },
  },
  {
    kind: "x-post",
    title: "Café opening hours (demo)",
    status: "draft",
    planRef: null,
    tags: ["cafes"],
    fields: { text: "Our Portland café now opens at 6:30 on weekdays. See you for the first cup." },
  },
];

/** Creates the demo library under the demo's brand kit. */
export async function seedDemoLibrary(db: Db, tenant: Tenant, brandKitId: string): Promise<void> {
  for (const { status, ...asset } of demoLibrary) {
    const created = await createAsset(db, tenant, { ...asset, brandKitId, fields: asset.fields ?? {}, planRef: asset.planRef ?? null, tags: asset.tags ?? [] });
    if (status !== "draft") {
      await db
        .update(assetItems)
        .set({ status, submittedBy: tenant.userId })
        .where(and(eq(assetItems.workspaceId, tenant.workspaceId), eq(assetItems.id, created.id)));
    }
  }
}
