import "server-only";
import { router } from "@/server/trpc/init";
import { brandKitsRouter } from "./brand-kits.router";
import { creativesRouter } from "./creatives.router";
import { generateRouter } from "./generate.router";
import { itemsRouter } from "./items.router";
import { keywordsRouter } from "./keywords.router";
import { mediaRouter } from "./media.router";

/** The assets module's procedures, one namespace per kind of asset. */
export const assetsRouter = router({
  brandKits: brandKitsRouter,
  items: itemsRouter,
  generate: generateRouter,
  keywords: keywordsRouter,
  media: mediaRouter,
  creatives: creativesRouter,
});
