/** The templates a new page starts from (their documents: ../pages/templates.ts). */
export const pageTemplateIds = ["blank", "lead-magnet", "webinar", "product-launch", "event"] as const;
export type PageTemplateId = (typeof pageTemplateIds)[number];
export const pageTemplateInfo: Record<PageTemplateId, { label: string; description: string }> = {
  blank: { label: "Blank page", description: "A headline and a button to start from." },
  "lead-magnet": { label: "Lead magnet", description: "Offer a guide or checklist in exchange for an email address." },
  webinar: { label: "Webinar sign-up", description: "Date, speakers, what people learn and a countdown." },
  "product-launch": { label: "Product launch", description: "Introduce a product with features, pricing and answers." },
  event: { label: "Event", description: "An in-person event: when, where, the programme and tickets." },
};
