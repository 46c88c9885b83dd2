import "server-only";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { insertBrandKit } from "./brand-kits.service";
import { demoBrandKit } from "./demo-brand-kit";
import { seedDemoCopyAssets } from "./demo-copy-assets";
import { seedDemoLibrary } from "./demo-library";
import { seedDemoMedia } from "./demo-media";

/** The demo workspace's assets: Northwind Coffee's brand kit (its default), a few planned and tagged assets in the library, and copy of every kind written from it, demo photos in the media library and a creative set rendered from the kit. */
export async function seedDemoAssets(db: Db, tenant: Tenant): Promise<void> {
  const kit = await insertBrandKit(db, tenant, demoBrandKit);
  await seedDemoLibrary(db, tenant, kit.id);
  // Before the copy, which stays the newest ten ("recently edited by you").
  await seedDemoMedia(db, tenant, kit.id);
  await seedDemoCopyAssets(db, tenant, kit.id);
}
