import "server-only";
import { router } from "@/server/trpc/init";
import { consentRouter } from "./consent.router";
import { formsRouter } from "./forms.router";
import { pagesRouter } from "./pages.router";
import { popupsRouter } from "./popups.router";

/** The website module's procedures, one namespace per area (pages, forms, pop-ups). */
export const websiteRouter = router({
  pages: pagesRouter,
  forms: formsRouter,
  popups: popupsRouter,
  consent: consentRouter,
});
