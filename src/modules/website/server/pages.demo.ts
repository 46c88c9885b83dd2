import "server-only";
import { captureMany, SITE_EVENTS, type CaptureEventInput } from "@/modules/analytics";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import type { BlockType } from "../pages/blocks/registry";
import type { PageBlock, PageData } from "../pages/page-data";
import { publishPage, saveDraft } from "./pages.publish";
import { createPage, getPage } from "./pages.service";

const block = (type: BlockType, id: string, props: Record<string, unknown>): PageBlock => ({ type, props: { id, ...props } });

/** Northwind Coffee's subscription page, written from the demo brand kit's products and offers. */
const demoPage: PageData = {
  root: {
    props: {
      title: "Northwind Coffee subscription: fresh beans every two or four weeks",
      description: "Freshly roasted Seattle coffee at your door every two or four weeks. Skip, pause or cancel any time. (Demo page.)",
    },
  },
  content: [
    block("hero", "demo-hero", {
      eyebrow: "Coffee subscription",
      headline: "Never run out of fresh coffee",
      subheadline: "Beans roasted in Seattle within 48 hours of shipping, at your door every two or four weeks. Skip, pause or cancel any time.",
      ctaLabel: "Start my subscription",
      ctaHref: "https://www.northwindcoffee.example/subscribe",
      image: "",
      imageAlt: "",
      align: "center",
    }),
    block("features", "demo-features", {
      heading: "How it works",
      items: [
        { title: "Choose your coffee", text: "A single origin from Ethiopia, Colombia, Kenya or Guatemala, or the house blend our cafés pour." },
        { title: "Pick your rhythm", text: "Every two or four weeks, whole bean or ground for your brewer." },
        { title: "Brew and enjoy", text: "Tasting notes and a brew guide come with every bag." },
      ],
    }),
    block("testimonials", "demo-testimonials", {
      heading: "Subscribers say",
      items: [{ quote: "The Kenyan in October was the best coffee I've brewed at home.", name: "Jordan (demo customer)", role: "Subscriber since 2024" }],
    }),
    block("faq", "demo-faq", {
      heading: "Questions",
      items: [
        { question: "Can I skip a delivery?", answer: "Yes. Skip, pause or cancel from your account any time before the next roast." },
        { question: "Do you deliver outside Seattle?", answer: "We ship across the US; Seattle and Portland orders usually arrive the next day." },
      ],
    }),
    block("cta", "demo-cta", {
      headline: "Fresh coffee, on your schedule",
      text: "This is a demo page with made-up data.",
      buttonLabel: "Start my subscription",
      href: "https://www.northwindcoffee.example/subscribe",
      style: "button",
    }),
  ],
};

/**
 * The demo workspace's landing page: published, with three weeks of made-up views, clicks and
 * sign-ups (captured as events; the rollup job turns them into the page's stats).
 */
export async function seedDemoLandingPage(db: Db, tenant: Tenant, now = new Date()): Promise<{ id: string }> {
  const created = await createPage(db, tenant, { title: "Coffee subscription", template: "product-launch", slug: "coffee-subscription" });
  const page = await getPage(db, tenant, created.id);
  await saveDraft(db, tenant, { id: page.id, baseRevision: page.draftRevision, draft: demoPage });
  await publishPage(db, tenant, page.id);
  const events: CaptureEventInput[] = [];
  for (let daysAgo = 20; daysAgo >= 1; daysAgo--) {
    const visitors = 30 + ((daysAgo * 37) % 25);
    for (let v = 0; v < visitors; v++) {
      const occurredAt = new Date(now.getTime() - daysAgo * 86_400_000 + v * 60_000);
      const distinctId = `demo-${daysAgo}-${v}`;
      const utm: Record<string, string> = v % 3 === 0 ? { utm_source: "newsletter", utm_campaign: "autumn-roast" } : {};
      events.push({
        workspaceId: tenant.workspaceId,
        event: SITE_EVENTS.pageView,
        distinctId,
        source: "page" as const,
        occurredAt,
        properties: { page_id: page.id, ...utm },
      });
      if (v % 4 === 0)
        events.push({
          workspaceId: tenant.workspaceId,
          event: SITE_EVENTS.ctaClick,
          distinctId,
          source: "page" as const,
          occurredAt,
          properties: { page_id: page.id, block_id: "demo-hero", ...utm },
        });
      if (v % 9 === 0)
        events.push({
          workspaceId: tenant.workspaceId,
          event: SITE_EVENTS.formSubmit,
          distinctId,
          source: "form" as const,
          occurredAt,
          properties: { page_id: page.id, ...utm },
        });
    }
  }
  captureMany(events);
  return { id: page.id };
}
