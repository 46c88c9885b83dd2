import "server-only";
import { hasSources } from "@/modules/connectors";
import { hasContacts } from "@/modules/crm";
import { companyProfileCompleteness, countSeats, PROFILE_DONE_SCORE, type Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";

export type ChecklistItem = {
  id: "company-profile" | "teammates" | "sources" | "contacts" | "sending-domain";
  title: string;
  description: string;
  done: boolean;
  /** The page that does the step; null until the area that owns it is built. */
  href: string | null;
};

type Step = Omit<ChecklistItem, "done" | "href"> & {
  /** Reads the real state from the owning module; absent while that module isn't built. */
  probe?: (db: Db, tenant: Tenant) => Promise<boolean>;
  href?: string;
};

/**
 * The getting-started steps, in the order a new workspace should take them. Each area adds its
 * probe and page here when it lands (identity: profile and team; connectors; crm; messaging).
 */
const steps: Step[] = [
  {
    id: "company-profile",
    title: "Fill in your company profile",
    description: "Your brand, audiences and tone of voice: the AI writes from it.",
    // Done once the profile's completeness meter reaches 60%.
    probe: async (db, tenant) => (await companyProfileCompleteness(db, tenant)).score >= PROFILE_DONE_SCORE,
    href: "/marketing-dashboard/settings/company-profile",
  },
  {
    id: "teammates",
    title: "Invite your teammates",
    description: "Marketing is a team sport: bring in colleagues, clients or your agency.",
    // Done once someone else has joined or been invited.
    probe: async (db, tenant) => (await countSeats(db, tenant)).used > 1,
    href: "/marketing-dashboard/settings/team-access",
  },
  {
    id: "sources",
    title: "Connect your sources",
    description: "Ad, analytics, SEO, email and store accounts feed every report.",
    probe: (db, tenant) => hasSources(db, tenant),
    href: "/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources",
  },
  {
    id: "contacts",
    title: "Import your contacts",
    description: "Bring your audience into the CRM to segment and message it.",
    probe: (db, tenant) => hasContacts(db, tenant),
    href: "/marketing-dashboard/data/crm-lists?tab=imports",
  },
  { id: "sending-domain", title: "Verify a sending domain", description: "Mail from your own domain lands in inboxes, not spam." },
];

export async function getChecklist(db: Db, tenant: Tenant): Promise<ChecklistItem[]> {
  return Promise.all(
    steps.map(async ({ probe, href, ...step }) => ({
      ...step,
      done: probe ? await probe(db, tenant) : false,
      href: href ?? null,
    })),
  );
}
