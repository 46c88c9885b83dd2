import "server-only";
import { router } from "@/server/trpc/init";
import { domainsRouter } from "./domains.router";
import { preferencesRouter } from "./preferences.router";
import { sendsRouter } from "./sends.router";
import { settingsRouter } from "./settings.router";
import { smsRouter } from "./sms.router";
import { verificationRouter } from "./verification.router";

/** messaging.{sends, domains, settings, preferences, sms, verification}. */
export const messagingRouter = router({
  sends: sendsRouter,
  domains: domainsRouter,
  settings: settingsRouter,
  preferences: preferencesRouter,
  sms: smsRouter,
  verification: verificationRouter,
});
