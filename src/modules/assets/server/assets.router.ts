import "server-only";
import { router } from "@/server/trpc/init";
import { brandKitsRouter } from "./brand-kits.router";
import { generateRouter } from "./generate.router";
import { itemsRouter } from "./items.router";
import { keywordsRouter } from "./keywords.router";

/** The assets module's procedures, one namespace per kind of asset. */
export const assetsRouter = router({
  brandKits: brandKitsRouter,
  items: itemsRouter,
  generate: generateRouter,
  keywords: keywordsRouter,
});
