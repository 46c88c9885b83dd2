import "server-only";
import { captureProductEvent } from "@/modules/analytics";
import { seedDemoKeywordList } from "@/modules/assets";
import { assertWithinLimit, checkLimit } from "@/modules/billing";
import { provideWarehouse } from "@/modules/connectors";
import { can, provideInvitationMailer, provideProductEvents, provideSeatCheck, resolveMembership } from "@/modules/identity";
import { sendWorkspaceMail, workspaceMailDelivery } from "@/modules/messaging";
import { replaceWindow, warmConvertedMonths, writeEmailCampaigns, writeWindow } from "@/modules/reporting";
import { provideAccess } from "@/server/trpc/procedures";

/**
 * The composition root: the one place that knows every module and plugs a higher module's function
 * into the port a lower one declares. The modules are layered (tests/lint/module-cycles.test.ts fails
 * on an import cycle):
 *
 *   identity  <  billing, analytics  <  crm, connectors, ai  <  messaging  <  reporting  <  assets  <  website  <  home, shell
 *
 * A module imports only modules to its left; what it needs from one to its right is a port it
 * declares and this file fills. Loaded by every entry that runs module code: the app router (every
 * tRPC call, server caller and report page) and the job list (src/server/jobs/all-jobs.ts: the web
 * process's queue and `npm run worker`). An entry that skips it gets an error naming the port.
 */

// tRPC's procedures check membership and permissions with identity's rules.
provideAccess({ resolveMembership, can });

// Identity counts a team role against the plan's seats, which billing keeps.
provideSeatCheck({
  assertSeatsFree: (db, tenant, amount) => assertWithinLimit(db, tenant, "users", amount),
  seatsOfPlan: async (db, tenant) => {
    const { used, limit } = await checkLimit(db, tenant, "users", 0);
    return { used, limit };
  },
});

// Identity mails invitations through messaging's workspace mail.
provideInvitationMailer({ send: sendWorkspaceMail, deliveries: workspaceMailDelivery });

// A sign-up is the first step of the product's key-actions funnel, which analytics keeps.
provideProductEvents({ signedUp: (who) => captureProductEvent("signed_up", who) });

// Connectors write what they sync into reporting's warehouse; after a search sync, the demo
// workspace's keyword list is built from its queries once (assets; demo workspace only).
provideWarehouse({ replaceWindow, writeWindow, warmConvertedMonths, writeEmailCampaigns, searchSynced: seedDemoKeywordList });
