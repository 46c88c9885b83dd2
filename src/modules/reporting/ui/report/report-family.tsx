import { AppLink } from "@/components/ui/app-link";
import { reportViewParams, type ReportView } from "../../contracts/report-view";
import type { ReportKind } from "../../views/report-kind";

const B = "/marketing-dashboard";

/** Reports of one kind, shown as tabs so a person moves between platforms keeping the same view. */
const families: Partial<Record<ReportKind["kind"], { section: string; reports: ReadonlyArray<{ platform: string; label: string }> }>> = {
  ads: {
    section: "ppc-dashboard",
    reports: [
      { platform: "google-ads", label: "Google Ads" },
      { platform: "microsoft-ads", label: "Microsoft" },
      { platform: "linkedin-ads", label: "LinkedIn" },
      { platform: "facebook-ads", label: "Meta" },
      { platform: "instagram-ads", label: "Instagram" },
    ],
  },
  search: {
    section: "organic-seo-dashboard",
    reports: [
      { platform: "google-search-console", label: "Search Console" },
      { platform: "bing-webmaster-tools", label: "Bing Webmaster" },
    ],
  },
  email: {
    section: "email-marketing-dashboard",
    reports: [
      { platform: "mailchimp", label: "Mailchimp" },
      { platform: "email-tool", label: "Our email tool" },
    ],
  },
  social: {
    section: "ppc-social",
    reports: [
      { platform: "facebook-page", label: "Facebook page" },
      { platform: "instagram-page", label: "Instagram" },
    ],
  },
};

export type FamilyLink = { href: string; label: string; current: boolean };

/**
 * The reports of the same kind as `report`, each linked with the view's range, comparison, grain and
 * chart metric (account and campaign filters belong to one platform); null for a report without kin.
 */
export function familyLinks(report: ReportKind, view: ReportView): FamilyLink[] | null {
  const family = families[report.kind];
  if (!family || !("platform" in report)) return null;
  const qs = reportViewParams({ ...view, sourceIds: [], campaignIds: [] }).toString();
  return family.reports.map((r) => ({
    href: `${B}/${family.section}/${r.platform}${qs ? `?${qs}` : ""}`,
    label: r.label,
    current: r.platform === report.platform,
  }));
}

/** Rendered on the server with the page: a change of view renders the page again, links included. */
export function ReportFamily({ report, view }: { report: ReportKind; view: ReportView }) {
  const links = familyLinks(report, view);
  if (!links) return null;
  return (
    <nav aria-label="Reports of this kind" className="-mb-1 flex gap-1 overflow-x-auto border-b print:hidden">
      {links.map((r) => (
        <AppLink
          key={r.label}
          href={r.href}
          aria-current={r.current ? "page" : undefined}
          className={`shrink-0 border-b-2 px-3 py-2 text-sm whitespace-nowrap ${r.current ? "border-primary font-medium" : "border-transparent text-muted-foreground hover:text-foreground"}`}
        >
          {r.label}
        </AppLink>
      ))}
    </nav>
  );
}
