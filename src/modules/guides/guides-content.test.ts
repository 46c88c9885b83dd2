import { readdirSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { addons, formatAmount, PAST_DUE_GRACE_DAYS, tierById, tierIds, tierLimits, tiers, TRIAL_DAYS, TRIAL_TIER } from "@/modules/billing/plans";
import { defaultLeadStatuses, defaultLifecycleStages, mergeModes } from "@/modules/crm/contracts/crm-enums";
import { defaultPipeline } from "@/modules/crm/contracts/pipelines.contracts";
import { MAX_IMPORT_ROWS, MAX_UPLOAD_BYTES } from "@/modules/crm/server/imports-upload";
import { mergeModeCopy, statusLabels } from "@/modules/crm/ui/import/import-copy";
import type { Guide } from "./guide-file";
import { Markdown } from "./markdown";
import { loadGuides } from "./server/guides.service";

const appDir = path.resolve(import.meta.dirname, "../../app");

/** The addresses of the links the rendered guide holds. */
function links(body: string): string[] {
  const html = renderToStaticMarkup(createElement(Markdown, { source: body }));
  return [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
}

/** The app's page addresses: each folder with a page.tsx, its route groups ("(workspace)") left out of the address. */
const pageAddresses = new Set(
  readdirSync(appDir, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "page.tsx")
    .map(
      (file) =>
        `/${path
          .dirname(file)
          .split(path.sep)
          .filter((segment) => segment !== "." && !/^\(.+\)$/.test(segment))
          .join("/")}`.replace(/\/$/, "") || "/",
    ),
);

/** True when the app has a page for `pathname`. */
const hasPage = (pathname: string) => pageAddresses.has(`/${pathname.split("/").filter(Boolean).join("/")}`.replace(/\/$/, "") || "/");

describe("the guides in the repository", () => {
  let guides: Guide[] = [];
  beforeAll(async () => {
    guides = await loadGuides();
  });

  it("include the guides to each area the product has today", () => {
    expect(guides.map((g) => g.slug)).toEqual([
      "getting-started",
      "workspaces",
      "team-access",
      "signing-in-and-account-security",
      "account-menu-and-appearance",
      "plans-limits-and-billing",
      "data-connections",
      "reports",
      "crm",
      "product-analytics",
      "sending-email",
      "error-reports",
      "assets-library",
      "brand-kits",
      "copy-assets",
      "keywords",
      "creative-assets",
      "media-library",
      "site-forms",
      "landing-pages",
      "site-pop-ups",
      "site-surveys",
    ]);
    expect(new Set(guides.map((g) => g.slug)).size).toBe(guides.length);
  });

  it("have a short title and summary, and at least one ## section", () => {
    for (const guide of guides) {
      expect(guide.title.length, guide.slug).toBeLessThanOrEqual(60);
      expect(guide.summary.length, guide.slug).toBeLessThanOrEqual(160);
      expect(guide.body.replace(/```[\s\S]*?```/g, ""), guide.slug).toMatch(/^## \S/m);
    }
  });

  it("turn every Markdown link into a link (none is dropped as unsafe)", () => {
    for (const guide of guides) {
      const written = [...guide.body.replace(/```[\s\S]*?```/g, "").matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
      expect(links(guide.body), guide.slug).toEqual(written);
    }
  });

  it("link only to pages that exist and to guides that exist", () => {
    const slugs = new Set(guides.map((g) => g.slug));
    for (const guide of guides) {
      for (const href of links(guide.body)) {
        if (!href.startsWith("/")) continue;
        const url = new URL(href, "http://app.test");
        expect(hasPage(url.pathname), `${guide.slug} links to ${href}`).toBe(true);
        const target = url.searchParams.get("guide");
        if (target !== null) expect(slugs.has(target), `${guide.slug} links to guide ${target}`).toBe(true);
      }
    }
  });

  it("hold no raw HTML (code samples, shown as text, may quote it)", () => {
    const prose = (body: string) => body.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");
    for (const guide of guides) expect(prose(guide.body), guide.slug).not.toMatch(/<\/?[a-z][^>]*>/i);
  });

  it("state the plans, add-ons, trial and grace period that src/modules/billing/plans.ts defines", () => {
    const body = guides.find((g) => g.slug === "plans-limits-and-billing")!.body;
    for (const tier of tiers) {
      const l = tierLimits[tier.id];
      const line =
        `- **${tier.name}**, $${tier.priceUsd} a month: ${formatAmount("users", l.users)} ${l.users === 1 ? "user" : "users"}, ${formatAmount("sources", l.sources)} sources, ` +
        `${formatAmount("emails", l.emails)} emails a month, ${formatAmount("contacts", l.contacts)} contacts, ` +
        `${formatAmount("aiGenerations", l.aiGenerations)} AI generations a month, ${formatAmount("storage", l.storage)} of file storage.`;
      expect(body, tier.id).toContain(line);
    }
    for (const addon of Object.values(addons)) expect(body, addon.name).toContain(`- **${addon.name}**: each unit adds ${addon.stepLabel}.`);
    expect(body).toContain(`**${TRIAL_DAYS}-day ${tierById(TRIAL_TIER).name} trial**`);
    expect(body).toContain(`**grace period of ${PAST_DUE_GRACE_DAYS} days**`);
    expect(body).toContain(`after the ${PAST_DUE_GRACE_DAYS} days`);
    expect(body).toContain(
      tierIds
        .map((id) => `\`${id}\``)
        .join(", ")
        .replace(/, (?=[^,]*$)/, " or "),
    );
  });

  it("state the import limits, duplicate modes and starting vocabularies that the CRM defines", () => {
    const body = guides.find((g) => g.slug === "crm")!.body;
    const and = (items: readonly string[]) => items.join(", ").replace(/, (?=[^,]*$)/, " and ");
    expect(body).toContain(`**${MAX_IMPORT_ROWS.toLocaleString("en-US")} rows**`);
    expect(body).toContain(`**${MAX_UPLOAD_BYTES / (1024 * 1024)} MB**`);
    for (const mode of mergeModes) expect(body, mode).toContain(`- **${mergeModeCopy[mode].label}**:`);
    for (const label of Object.values(statusLabels)) expect(body, label).toContain(`**${label}**`);
    expect(body).toContain(`A new workspace has: ${and(defaultLifecycleStages.map((s) => s.label))}.`);
    expect(body).toContain(`A new workspace has: ${and(defaultLeadStatuses.map((s) => s.label))}.`);
    expect(body).toContain(`Every workspace starts with a **${defaultPipeline.name}**: ${and(defaultPipeline.stages.map((s) => s.name))}.`);
  });
});
