import "server-only";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { insertBrandKit } from "./brand-kits.service";
import { demoBrandKit } from "./demo-brand-kit";
import { seedDemoLibrary } from "./demo-library";

/** The demo workspace's assets: Northwind Coffee's brand kit (its default) and a few assets in the library. */
export async function seedDemoAssets(db: Db, tenant: Tenant): Promise<void> {
  const kit = await insertBrandKit(db, tenant, demoBrandKit);
  await seedDemoLibrary(db, tenant, kit.id);
}
