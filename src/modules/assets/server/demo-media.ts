import "server-only";
import sharp from "sharp";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { createFolder } from "./media-folders.service";
import { storeMedia } from "./media.service";
import { saveCreativeSet } from "./creatives.service";

/** A demo "photo": a warm diagonal gradient with a darker disc (something for the attention crop to find). Drawn here, so no file ships with the app. */
async function demoPhoto(width: number, height: number, [r1, g1, b1]: number[], [r2, g2, b2]: number[]): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  const cx = width * 0.62;
  const cy = height * 0.45;
  const radius = Math.min(width, height) * 0.22;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const inDisc = (x - cx) ** 2 + (y - cy) ** 2 < radius ** 2;
      const i = (y * width + x) * 3;
      raw[i] = inDisc ? 60 : Math.round(r1! + (r2! - r1!) * t);
      raw[i + 1] = inDisc ? 35 : Math.round(g1! + (g2! - g1!) * t);
      raw[i + 2] = inDisc ? 20 : Math.round(b1! + (b2! - b1!) * t);
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * The demo workspace's media library and a creative set: two demo photos in a "Photos (demo)" folder,
 * and an email header creative set rendered from the demo kit at seed time (each size a media file).
 */
export async function seedDemoMedia(db: Db, tenant: Tenant, kitId: string): Promise<void> {
  const folder = await createFolder(db, tenant, { name: "Photos (demo)" });
  const bag = await storeMedia(db, tenant, {
    data: await demoPhoto(1200, 900, [232, 196, 150], [150, 96, 60]),
    name: "Coffee bag (demo).png",
    folderId: folder.id,
    altText: "Demo image: a bag of coffee on a warm background",
  });
  await storeMedia(db, tenant, {
    data: await demoPhoto(900, 900, [245, 235, 220], [200, 170, 130]),
    name: "Coffee cup (demo).png",
    folderId: folder.id,
    altText: "Demo image: a cup of coffee seen from above",
  });
  // The email family: two sizes, so seeding stays quick (the ad sizes are one select away on its page).
  await saveCreativeSet(db, tenant, {
    family: "email",
    title: "Spring roast email header (demo)",
    template: "split",
    brandKitId: kitId,
    copy: { headline: "Spring roast is here", subline: "Freshly roasted, at your door in two days", cta: "Order now" },
    photoMediaId: bag.id,
  });
}
