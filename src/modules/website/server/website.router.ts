import "server-only";
import { router } from "@/server/trpc/init";
import { pagesRouter } from "./pages.router";

/** The website module's procedures, one namespace per area (pages, forms, pop-ups). */
export const websiteRouter = router({
  pages: pagesRouter,
});
