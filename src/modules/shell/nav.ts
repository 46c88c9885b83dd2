import {
  LayoutTemplate,
  BarChart3,
  BookOpen,
  Building,
  Contact,
  CreditCard,
  FolderOpen,
  Globe,
  Home,
  Image,
  LineChart,
  Mail,
  MailCheck,
  Megaphone,
  Palette,
  Plug,
  Search,
  Settings,
  Share2,
  ShoppingBag,
  SlidersHorizontal,
  Users,
  type IconComponent,
} from "@/components/ui/markup-icons";
import type { NavTarget } from "./nav-active";

export type NavItem = NavTarget & { label: string; icon: IconComponent };
export type NavGroup = { label: string; items: NavItem[] };

/**
 * The sidebar, grouped as the spec groups the product. A group appears once its area has a page:
 * each issue that builds an area adds its items here. Empty groups are not shown.
 */
const groups: NavGroup[] = [
  { label: "Home", items: [{ href: "/marketing-dashboard/home", label: "Home", icon: Home }] },
  {
    label: "Data",
    items: [
      { href: "/marketing-dashboard/data/marketing-reporting-tools", label: "Overview", icon: BarChart3 },
      { href: "/marketing-dashboard/ppc-dashboard/google-ads", label: "Paid ads", icon: Megaphone, also: ["/marketing-dashboard/ppc-dashboard"] },
      { href: "/marketing-dashboard/ppc-analytics/google-analytics", label: "Web analytics", icon: LineChart },
      {
        href: "/marketing-dashboard/organic-seo-dashboard/google-search-console",
        label: "Organic search",
        icon: Search,
        also: ["/marketing-dashboard/organic-seo-dashboard"],
      },
      {
        href: "/marketing-dashboard/email-marketing-dashboard/mailchimp",
        label: "Email",
        icon: Mail,
        also: ["/marketing-dashboard/email-marketing-dashboard"],
      },
      { href: "/marketing-dashboard/shopify-dashboard", label: "Store", icon: ShoppingBag },
      { href: "/marketing-dashboard/ppc-social/facebook-page", label: "Social pages", icon: Share2, also: ["/marketing-dashboard/ppc-social"] },
    ],
  },
  {
    label: "Assets library",
    items: [
      { href: "/marketing-dashboard/marketing-assets-library", label: "All assets", icon: FolderOpen },
      { href: "/marketing-dashboard/themes", label: "Themes", icon: Palette },
      { href: "/marketing-dashboard/website/landing-pages", label: "Landing pages", icon: LayoutTemplate },
      { href: "/marketing-dashboard/copy-assets/paid-ads", label: "Paid-ads copy", icon: Megaphone },
      { href: "/marketing-dashboard/copy-assets/email", label: "Email copy", icon: Mail },
      { href: "/marketing-dashboard/copy-assets/social-media", label: "Social copy", icon: Share2 },
      { href: "/marketing-dashboard/creative-assets/paid-ads-and-social-media", label: "Ad and social creatives", icon: Image },
      { href: "/marketing-dashboard/creative-assets/email", label: "Email creatives", icon: Image },
      { href: "/marketing-dashboard/keywords", label: "Keywords", icon: Search },
      { href: "/marketing-dashboard/website/site-pop-up", label: "Site pop-ups", icon: Megaphone },
      { href: "/marketing-dashboard/website/site-form", label: "Site forms", icon: Globe },
    ],
  },
  { label: "Planning", items: [] },
  { label: "Launch", items: [] },
  { label: "Collaboration", items: [] },
  { label: "CRM", items: [{ href: "/marketing-dashboard/data/crm-lists", label: "Contacts and lists", icon: Contact }] },
  {
    label: "Settings",
    items: [
      { href: "/marketing-dashboard/settings/general", label: "General", icon: Settings },
      { href: "/marketing-dashboard/settings/team-access", label: "Team access", icon: Users },
      { href: "/marketing-dashboard/settings/company-profile", label: "Company profile", icon: Building },
      { href: "/marketing-dashboard/settings/subscription", label: "Subscription", icon: CreditCard },
      { href: "/marketing-dashboard/settings/data-settings/crm", label: "CRM settings", icon: SlidersHorizontal },
      { href: "/marketing-dashboard/settings/data-settings/domain-verification", label: "Sending domains", icon: Globe },
      { href: "/marketing-dashboard/settings/data-settings/email-verification", label: "Email verification", icon: MailCheck },
      { href: "/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources", label: "Connections", icon: Plug },
      { href: "/marketing-dashboard/settings/guides-and-references", label: "Guides", icon: BookOpen },
    ],
  },
];

export const navigation = (): NavGroup[] => groups.filter((g) => g.items.length > 0);

/** The sidebar's groups as areas of the product and the addresses in each (the product usage page counts page views per area). */
export const navAreas = (): { label: string; prefixes: string[] }[] =>
  navigation().map((g) => ({ label: g.label, prefixes: g.items.flatMap((i) => [i.href, ...(i.also ?? [])]) }));
