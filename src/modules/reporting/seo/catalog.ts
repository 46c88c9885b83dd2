/**
 * Every check of the SEO audit: its id, severity, title and the sentence on how to fix it. Pure
 * data, read by the checks on the server and by the page. The thresholds are documented here.
 */

export type Severity = "error" | "warning" | "notice";

/** A title longer than this is cut in search results (about 600 px). */
export const TITLE_MAX = 60;
/** A meta description longer than this is cut in search results. */
export const DESCRIPTION_MAX = 160;
/** An HTML document larger than this (decoded) is slow to load and may be cut by search engines. */
export const LARGE_PAGE_BYTES = 2 * 1024 * 1024;
/** A page that takes longer than this to download (first byte to last) is slow. */
export const SLOW_RESPONSE_MS = 1_500;
/** Affected URLs kept per finding; the count is always exact. */
export const URLS_PER_FINDING = 100;

type CheckInfo = { severity: Severity; title: string; fix: string };

export const checks = {
  "robots-unreachable": {
    severity: "error",
    title: "robots.txt couldn't be read",
    fix: "Make /robots.txt answer 200 (or 404 when you have none): while it fails, search engines treat the whole site as off limits.",
  },
  "start-disallowed": {
    severity: "error",
    title: "robots.txt blocks the start page",
    fix: "Remove the Disallow rule that matches this page in robots.txt, or start the audit from a page crawlers may read.",
  },
  "status-4xx": {
    severity: "error",
    title: "Pages answering 4xx",
    fix: "Restore these pages, or redirect each (301) to its closest live page, and update the links pointing to them.",
  },
  "status-5xx": {
    severity: "error",
    title: "Pages answering 5xx",
    fix: "Look at the server's error log for these addresses and fix what fails; search engines drop pages that keep failing.",
  },
  unreachable: {
    severity: "error",
    title: "Pages that didn't answer",
    fix: "Make these addresses answer within 10 seconds; check the server, its firewall and where the redirects lead.",
  },
  "redirect-loop": {
    severity: "error",
    title: "Redirect loops",
    fix: "Point each of these redirects straight at a page that answers 200, so no redirect leads back to itself.",
  },
  "redirect-chain": {
    severity: "warning",
    title: "Redirect chains",
    fix: "Make the first redirect go straight to the final address, and link to the final address directly.",
  },
  "broken-internal-link": {
    severity: "error",
    title: "Broken internal links",
    fix: "Change these links to live pages on your site, or restore the pages they point to.",
  },
  "broken-external-link": { severity: "warning", title: "Broken external links", fix: "Update or remove links to other sites' pages that no longer answer." },
  "title-missing": { severity: "error", title: "Missing title", fix: "Give each page a unique <title> that says what the page is about." },
  "title-duplicate": {
    severity: "warning",
    title: "Duplicate titles",
    fix: "Write a different <title> for each of these pages so search engines can tell them apart.",
  },
  "title-too-long": {
    severity: "warning",
    title: `Titles over ${TITLE_MAX} characters`,
    fix: `Shorten these titles to ${TITLE_MAX} characters or fewer, with the important words first.`,
  },
  "description-missing": {
    severity: "warning",
    title: "Missing meta description",
    fix: 'Add a <meta name="description"> that sums the page up in one or two sentences.',
  },
  "description-duplicate": { severity: "warning", title: "Duplicate meta descriptions", fix: "Write a different meta description for each of these pages." },
  "description-too-long": {
    severity: "notice",
    title: `Meta descriptions over ${DESCRIPTION_MAX} characters`,
    fix: `Shorten these descriptions to ${DESCRIPTION_MAX} characters or fewer so they aren't cut in results.`,
  },
  "h1-missing": { severity: "warning", title: "Missing H1", fix: "Give each page one <h1> heading that names its topic." },
  "h1-multiple": { severity: "notice", title: "More than one H1", fix: "Keep one <h1> per page and turn the others into <h2> or lower." },
  "canonical-invalid": { severity: "error", title: "Invalid canonical", fix: 'Set rel="canonical" to the full https:// address of the page you want indexed.' },
  "canonical-multiple": {
    severity: "error",
    title: "More than one canonical",
    fix: 'Keep a single rel="canonical" link per page; search engines ignore conflicting ones.',
  },
  "canonical-broken": {
    severity: "error",
    title: "Canonical points to a page that isn't 200",
    fix: "Point the canonical at a live page that answers 200 without redirecting.",
  },
  "canonical-elsewhere": {
    severity: "notice",
    title: "Canonical points to another page",
    fix: "Check that these pages really are copies of the page their canonical names; otherwise make the canonical point to the page itself.",
  },
  noindex: {
    severity: "warning",
    title: "Pages kept out of search (noindex)",
    fix: "Remove noindex from the robots meta tag or X-Robots-Tag header of pages you want found in search.",
  },
  "img-alt-missing": {
    severity: "warning",
    title: "Images without alt text",
    fix: 'Add an alt attribute describing each image (alt="" for purely decorative ones).',
  },
  "mixed-content": { severity: "error", title: "Mixed content", fix: "Load every image, script and stylesheet of these https pages over https." },
  "page-too-large": {
    severity: "warning",
    title: "Oversized pages",
    fix: "Make these pages' HTML smaller than 2 MB: move inline data, scripts and styles to files and paginate long lists.",
  },
  "slow-response": {
    severity: "warning",
    title: "Slow responses",
    fix: "Make these pages download in under 1.5 seconds: cache them, and speed up the server work behind them.",
  },
  "structured-data-missing": {
    severity: "notice",
    title: "No structured data",
    fix: "Describe the page with schema.org structured data (JSON-LD) so it can show as a rich result.",
  },
  "sitemap-missing": {
    severity: "warning",
    title: "No sitemap",
    fix: "Publish a sitemap.xml listing your pages, and name it in robots.txt with a Sitemap: line.",
  },
  "sitemap-missing-page": {
    severity: "notice",
    title: "Pages missing from the sitemap",
    fix: "Add these indexable pages to your sitemap so search engines find and recrawl them.",
  },
  "orphan-page": {
    severity: "warning",
    title: "Orphan pages",
    fix: "Link to these pages from other pages of your site; a page only the sitemap lists gets little weight.",
  },
} as const satisfies Record<string, CheckInfo>;

export type CheckId = keyof typeof checks;
export const checkIds = Object.keys(checks) as CheckId[];

export const severityOrder: Severity[] = ["error", "warning", "notice"];
export const severityLabels: Record<Severity, string> = { error: "Errors", warning: "Warnings", notice: "Notices" };
