import "server-only";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { insertBrandKit } from "./brand-kits.service";
import { demoBrandKit } from "./demo-brand-kit";

/** The demo workspace's assets: Northwind Coffee's brand kit (its default). */
export async function seedDemoAssets(db: Db, tenant: Tenant): Promise<void> {
  await insertBrandKit(db, tenant, demoBrandKit);
}
