/**
 * The route registry: every product route of the specification (../shared/ROUTES.md), with its page
 * title, meta title and description. Pure data, read by the page head, breadcrumbs and navigation.
 */
export type RouteEntry = { url: string; title: string; metaTitle: string; description: string };

export const APP_NAME = "AI Marketing Tools";
export const DEFAULT_ROUTE: RouteEntry = {
  url: "",
  title: APP_NAME,
  metaTitle: APP_NAME,
  description:
    "The AI marketing department and ERP for brands and agencies: reporting, assets, campaigns, social, email/SMS, collaboration and CRM in one place.",
};

export const BASE = "/marketing-dashboard";

const r = (path: string, title: string, description: string): RouteEntry => ({
  url: path === "/" ? `${BASE}/` : `${BASE}/${path}`,
  title,
  metaTitle: `${title} | ${APP_NAME}`,
  description,
});

const connections = "settings/data-settings/marketing-reporting-tools/connections-and-sources";

export const routes: readonly RouteEntry[] = [
  r("/", "Home", "Your marketing at a glance and the next steps to set up your workspace."),
  r("home", "Home", "Your marketing at a glance and the next steps to set up your workspace."),
  // Settings
  r("settings/general", "Workspace settings", "Name, time zone, currency and regional formats of your workspace."),
  r("settings/team-access", "Team access", "Invite teammates, set their roles and manage who can see what."),
  r("settings/subscription", "Subscription and usage", "Your plan, add-ons, limits and how much of them you use."),
  r("settings/company-profile", "Company profile", "Your brand, audiences, competitors and tone of voice, as the AI uses them."),
  r("settings/guides-and-references", "Guides", "How to do each job in AI Marketing Tools, step by step."),
  r("settings/data-settings/email-verification", "Email verification", "Check lists of addresses before you send to them."),
  r("settings/data-settings/domain-verification", "Sending domains", "Verify the domains your email is sent from (SPF, DKIM, DMARC)."),
  r("settings/data-settings/crm", "CRM settings", "Custom fields, pipelines and deduplication rules of your CRM."),
  r(connections, "Connections and sources", "Connect your ad, analytics, SEO, email and store accounts."),
  r(`${connections}/ads`, "Ad platform connections", "Connect Google, Microsoft, LinkedIn and Meta ad accounts."),
  r(`${connections}/organic/seo-audit-report`, "SEO audit", "Crawl your site and fix what holds back its search rankings."),
  // Data
  r("data/marketing-reporting-tools", "Cross-channel overview", "Spend, traffic, leads and revenue across every connected channel."),
  r("ppc-dashboard/google-ads", "Google Ads report", "Campaigns, spend, clicks, conversions and ROAS from Google Ads."),
  r("ppc-dashboard/microsoft-ads", "Microsoft Advertising report", "Campaigns, spend, clicks and conversions from Microsoft Advertising."),
  r("ppc-dashboard/linkedin-ads", "LinkedIn Ads report", "Campaigns, spend, leads and engagement from LinkedIn Ads."),
  r("ppc-dashboard/facebook-ads", "Meta (Facebook) Ads report", "Campaigns, spend, reach and conversions from Meta Ads."),
  r("ppc-dashboard/instagram-ads", "Instagram Ads report", "Campaigns, spend, reach and conversions from Instagram placements."),
  r("ppc-analytics/google-analytics", "Google Analytics 4 report", "Sessions, users, engagement and conversions from Google Analytics 4."),
  r("organic-seo-dashboard/google-search-console", "Search Console report", "Queries, pages, clicks and positions from Google Search Console."),
  r("organic-seo-dashboard/bing-webmaster-tools", "Bing Webmaster report", "Queries, pages, clicks and positions from Bing Webmaster Tools."),
  r("email-marketing-dashboard/mailchimp", "Mailchimp report", "Campaign sends, opens, clicks and unsubscribes from Mailchimp."),
  r("email-marketing-dashboard/email-tool", "Our email tool report", "Sends, opens, clicks, bounces and unsubscribes of your campaigns sent here."),
  r("shopify-dashboard", "Shopify store report", "Orders, revenue, products and customers from your Shopify store."),
  r("ppc-social/facebook-page", "Facebook page report", "Reach, engagement and follower growth of your Facebook page."),
  r("ppc-social/instagram-page", "Instagram page report", "Reach, engagement and follower growth of your Instagram account."),
  r("data/crm-lists", "CRM: contacts, lists and segments", "Your contacts, companies, deals, lists and segments."),
  // Collaboration
  r("marketing-collaboration", "Collaboration hub", "Chat, files and projects of your marketing team."),
  r("team-chat", "Team chat", "Talk with your team in channels and direct messages."),
  r("team-files", "Team files", "Files your team keeps and works on together."),
  r("shared-files", "Shared files", "Files shared with you and by you."),
  r("team-projects", "Team projects", "Briefs, projects and tasks across design, development and marketing."),
  r("team-projects/design", "Design projects", "Design briefs and projects."),
  r("team-projects/design/new", "New design brief", "Write a design brief and start the project."),
  r("team-projects/development", "Development projects", "Development briefs and projects."),
  r("team-projects/development/new", "New development brief", "Write a development brief and start the project."),
  r("team-projects/marketing", "Marketing projects", "Marketing briefs and projects."),
  r("team-projects/marketing/new", "New marketing brief", "Write a marketing brief and start the project."),
  r("team-projects/custom-projects", "Custom projects", "Projects that follow your own process."),
  r("team-projects/custom-projects/new", "New custom brief", "Write a brief and start a custom project."),
  // Assets library
  r("marketing-assets-library", "Assets library", "Every marketing asset you have made or generated, in one place."),
  r("themes", "Themes (brand kits)", "Voice, words, claims, colours, fonts and logos that keep every asset on brand."),
  r("website/landing-pages", "Landing pages", "Build, publish and measure landing pages."),
  r("website/site-pop-up", "Site pop-ups", "Pop-ups that capture leads on your website."),
  r("website/site-form", "Site forms", "Forms for your website that feed the CRM."),
  r("copy-assets/paid-ads", "Paid-ads copy", "Headlines and descriptions for your ads, within each platform's limits."),
  r("copy-assets/email", "Email copy", "Subject lines, preheaders and bodies for your emails."),
  r("copy-assets/social-media", "Social copy", "Posts and captions for each social network."),
  r("creative-assets/paid-ads-and-social-media", "Ad and social creatives", "Images and videos for ads and social posts, in every size."),
  r("creative-assets/email", "Email creatives", "Images and banners for your emails."),
  r("keywords", "Keywords", "Keyword research and lists for search ads and SEO."),
  r("audiences/paid-ads-targeting", "Paid-ads targeting", "Targeting audiences for your ad campaigns."),
  r("audiences/automation-triggers", "Automation triggers", "Events that start your automated messages."),
  r("audiences/audience-segments", "Audience segments", "Segments of your contacts to target and message."),
  // Planning
  r("marketing-plans", "Marketing plans", "Plan your paid, social and email/SMS marketing."),
  r("marketing-plans/paid-ads", "Paid-ads plans", "Budgets, channels and schedules of your paid campaigns."),
  r("marketing-plans/paid-ads/new", "New paid-ads plan", "Plan a new paid campaign."),
  r("marketing-plans/social-media", "Social plans", "Your social media calendar and plans."),
  r("marketing-plans/social-media/new", "New social plan", "Plan new social media posts."),
  r("marketing-plans/email-sms-communication", "Email/SMS plans", "Your email and SMS communication plans."),
  r("marketing-plans/email-sms-communication/new", "New email/SMS plan", "Plan a new email or SMS communication."),
  // Launch
  r("launch-marketing-plans", "Launches", "Launch approved plans and follow their status."),
  r("launch-marketing-plans/paid-ads", "Paid-ads launches", "Push paid campaigns to the ad platforms."),
  r("launch-marketing-plans/paid-ads/new", "New paid-ads launch", "Launch a paid campaign."),
  r("launch-marketing-plans/social-media", "Social launches", "Publish and schedule social posts."),
  r("launch-marketing-plans/social-media/new", "New social launch", "Publish or schedule a social post."),
  r("launch-marketing-plans/email-sms-communication", "Email/SMS launches", "Send and schedule email and SMS campaigns."),
  r("launch-marketing-plans/email-sms-communication/new", "New email/SMS launch", "Send or schedule an email or SMS campaign."),
];

/**
 * Tabs of a registry route that have an address of their own but no row in ROUTES.md: they get a
 * title, meta title, description and breadcrumb like a route (under the route they are a tab of),
 * and the sidebar item of that route stays active on them; they aren't routes of the specification.
 */
export const tabRoutes: readonly RouteEntry[] = [
  r(`${connections}/exchange-rates`, "Exchange rates", "The exchange rates your reports convert other currencies with, and your own rates."),
  r("settings/general/product-analytics", "Product analytics", "How your team uses the product, feature flags and early-access features."),
];

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);
const byUrl = new Map([...routes, ...tabRoutes].map((route) => [normalise(route.url), route]));

/** The registry entry of a path, or the defaults for a path the registry doesn't list. */
export function routeFor(path: string): RouteEntry {
  const clean = normalise(path.split(/[?#]/)[0] ?? "");
  // "/marketing-dashboard/" has its own entry; Next serves it without the trailing slash.
  if (clean === BASE) return routes[0]!;
  return byUrl.get(clean) ?? { ...DEFAULT_ROUTE, url: clean };
}

export const isRegistered = (path: string) => normalise(path) === BASE || byUrl.has(normalise(path));

/** Titles by path below the base, for the browser's breadcrumbs (see crumbs.ts). */
export function crumbTitles(): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const route of [...routes, ...tabRoutes]) {
    const key = normalise(route.url).slice(BASE.length + 1);
    if (key) titles[key] = route.title;
  }
  return titles;
}

/** Breadcrumb trail: each registered ancestor of the path, then the path itself. */
export function breadcrumbsFor(path: string): RouteEntry[] {
  const clean = normalise(path);
  if (!clean.startsWith(BASE)) return [];
  const parts = clean.slice(BASE.length).split("/").filter(Boolean);
  const trail: RouteEntry[] = [];
  for (let i = 1; i <= parts.length; i++) {
    const entry = byUrl.get(`${BASE}/${parts.slice(0, i).join("/")}`);
    if (entry) trail.push(entry);
  }
  return trail;
}
