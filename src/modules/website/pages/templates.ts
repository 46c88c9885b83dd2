import type { PageTemplateId } from "../contracts/templates.constants";
import type { BlockType } from "./blocks/registry";
import type { PageBlock, PageData } from "./page-data";

/**
 * The documents new pages start from: complete pages a marketer edits rather than fills in from
 * nothing. `brand` is the brand kit's name (or the workspace's), woven into the copy. Their buttons
 * lead to the page's own anchors (`#form`, `#pricing`: see BLOCK_ANCHORS in ../pages/render-page.tsx).
 */
let counter = 0;
const block = (type: BlockType, props: Record<string, unknown>): PageBlock => ({
  type,
  props: { id: `${type}-${Date.now().toString(36)}-${(counter++).toString(36)}`, ...props },
});
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16) + ":00Z";

const templates: Record<PageTemplateId, (brand: string) => PageBlock[]> = {
  blank: () => [
    block("hero", {
      eyebrow: "",
      headline: "Your headline",
      subheadline: "Say what you offer and who it is for.",
      ctaLabel: "Get started",
      ctaHref: "#",
      image: "",
      imageAlt: "",
      align: "center",
    }),
  ],
  "lead-magnet": (brand) => [
    block("hero", {
      eyebrow: "Free guide",
      headline: "The 10-minute checklist for a better first impression",
      subheadline: `The same checklist the ${brand} team uses before every launch. Free, in your inbox in a minute.`,
      ctaLabel: "Send me the checklist",
      ctaHref: "#form",
      image: "",
      imageAlt: "",
      align: "center",
    }),
    block("features", {
      heading: "What's inside",
      items: [
        { title: "12 quick checks", text: "Each one takes under a minute and needs no special tools." },
        { title: "Real examples", text: "Before-and-after examples show what good looks like." },
        { title: "A printable page", text: "Keep it beside your desk for the next launch." },
      ],
    }),
    block("testimonials", {
      heading: "Readers say",
      items: [{ quote: "I fixed three things on our homepage the same afternoon.", name: "Sam Patel", role: "Marketing lead" }],
    }),
    block("cta", {
      headline: "Get the checklist",
      text: "Enter your email and we'll send it straight away. Unsubscribe whenever you like.",
      buttonLabel: "Send me the checklist",
      href: "#form",
      style: "button",
    }),
  ],
  webinar: (brand) => [
    block("hero", {
      eyebrow: "Live webinar",
      headline: "Plan a quarter of marketing in one hour",
      subheadline: `Join the ${brand} team live: a step-by-step plan you can copy, and answers to your questions.`,
      ctaLabel: "Save my seat",
      ctaHref: "#form",
      image: "",
      imageAlt: "",
      align: "center",
    }),
    block("countdown", { heading: "We go live in", endsAt: inDays(14), endedText: "This webinar has taken place. Watch the recording below." }),
    block("columns", {
      columns: [
        { heading: "What you'll learn", text: "How to pick three goals, the channels that reach them and a weekly rhythm that keeps them moving." },
        { heading: "Who it's for", text: "Small teams and founders who do their own marketing and want a plan they can keep." },
      ],
    }),
    block("faq", {
      heading: "Questions",
      items: [
        { question: "Is it free?", answer: "Yes. Register once and you'll get the link and the recording." },
        { question: "Can't make it live?", answer: "Register anyway: everyone who does gets the recording the next day." },
      ],
    }),
    block("cta", {
      headline: "Save your seat",
      text: "Seats are limited so questions get answered.",
      buttonLabel: "Register now",
      href: "#form",
      style: "button",
    }),
  ],
  "product-launch": (brand) => [
    block("hero", {
      eyebrow: "New",
      headline: `Meet the newest from ${brand}`,
      subheadline: "Built with our customers over six months, for the job they asked us to make easier.",
      ctaLabel: "See the plans",
      ctaHref: "#pricing",
      image: "",
      imageAlt: "",
      align: "center",
    }),
    block("features", {
      heading: "What's new",
      items: [
        { title: "Set up in minutes", text: "Sign in, answer three questions and it's ready." },
        { title: "Works with your tools", text: "Connects to the apps you already use." },
        { title: "Support from people", text: "Real answers from our team within a working day." },
      ],
    }),
    block("pricing", {
      heading: "Plans",
      plans: [
        {
          name: "Starter",
          price: "$19",
          period: "per month",
          features: "Everything to get going\nEmail support",
          buttonLabel: "Start with Starter",
          href: "#",
          highlighted: "no",
        },
        {
          name: "Growth",
          price: "$49",
          period: "per month",
          features: "Everything in Starter\nTeam seats\nPriority support",
          buttonLabel: "Choose Growth",
          href: "#",
          highlighted: "yes",
        },
      ],
    }),
    block("faq", {
      heading: "Questions",
      items: [
        { question: "Can I try it first?", answer: "Yes: every plan starts with 14 days free, no card needed." },
        { question: "Can I cancel?", answer: "Any time, from your account settings." },
      ],
    }),
  ],
  event: (brand) => [
    block("hero", {
      eyebrow: "In person",
      headline: `${brand} Summer Meetup`,
      subheadline: "An afternoon of short talks, good coffee and people who do the same work you do.",
      ctaLabel: "Get a ticket",
      ctaHref: "#pricing",
      image: "",
      imageAlt: "",
      align: "center",
    }),
    block("countdown", { heading: "Doors open in", endsAt: inDays(30), endedText: "The meetup has taken place. Thanks to everyone who came." }),
    block("columns", {
      columns: [
        { heading: "When", text: "Saturday afternoon, 2 pm to 6 pm." },
        { heading: "Where", text: "Our studio, with step-free access. The address comes with your ticket." },
        { heading: "Programme", text: "Four 15-minute talks, questions, then time to meet." },
      ],
    }),
    block("pricing", {
      heading: "Tickets",
      plans: [
        {
          name: "General admission",
          price: "Free",
          period: "",
          features: "All talks\nCoffee and snacks",
          buttonLabel: "Get a ticket",
          href: "#form",
          highlighted: "yes",
        },
      ],
    }),
  ],
};

export function templateDocument(template: PageTemplateId, title: string, brand: string): PageData {
  return { root: { props: { title, description: "" } }, content: templates[template](brand || "our") };
}
