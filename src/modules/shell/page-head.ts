import type { Metadata } from "next";
import { tiers } from "@/modules/billing/client";
import { APP_NAME, BASE, DEFAULT_ROUTE, routeFor } from "./routes";

export type PageHeadInput = { title: string; description: string; metaTitle: string; path: string };

/** The share image of a page: the site URL + /api/og with the title (spec §2). */
export const shareImageUrl = (siteUrl: string, title: string) => `${siteUrl}/api/og?title=${encodeURIComponent(title)}`;

const isPrivate = (path: string) => path === BASE || path.startsWith(`${BASE}/`) || path.startsWith("/auth") || path.startsWith("/invite");

/** The shared page head: title, meta title, description, social tags, robots and canonical URL. */
export function pageHead(input: PageHeadInput, siteUrl: string): Metadata {
  const image = shareImageUrl(siteUrl, input.title);
  const hidden = isPrivate(input.path);
  return {
    metadataBase: new URL(siteUrl),
    title: { absolute: input.title },
    description: input.description,
    applicationName: APP_NAME,
    alternates: { canonical: `${siteUrl}${input.path}` },
    robots: hidden ? { index: false, follow: false, googleBot: { index: false, follow: false } } : { index: true, follow: true },
    openGraph: {
      type: "website",
      siteName: APP_NAME,
      title: input.metaTitle,
      description: input.description,
      url: `${siteUrl}${input.path}`,
      images: [{ url: image, width: 1200, height: 630, alt: input.title }],
    },
    twitter: { card: "summary_large_image", title: input.metaTitle, description: input.description, images: [image] },
    other: { title: input.metaTitle },
  };
}

/** The head of a registered route (or the defaults for one the registry doesn't know). */
export function pageMetadata(path: string, siteUrl: string): Metadata {
  const entry = routeFor(path);
  return pageHead({ title: entry.title, description: entry.description, metaTitle: entry.metaTitle, path }, siteUrl);
}

export const defaultHead = (siteUrl: string, path = "/") =>
  pageHead({ title: DEFAULT_ROUTE.title, description: DEFAULT_ROUTE.description, metaTitle: DEFAULT_ROUTE.metaTitle, path }, siteUrl);

/** JSON-LD for the product (spec §1, §9): a SoftwareApplication, version 1.0, rated 5 from 10. */
export function structuredData(siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: APP_NAME,
    url: siteUrl,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    softwareVersion: "1.0",
    description: DEFAULT_ROUTE.description,
    featureList: ["Campaign management", "Analytics and reporting", "Lead nurturing", "Social media integration"],
    aggregateRating: { "@type": "AggregateRating", ratingValue: 5, ratingCount: 10, bestRating: 5 },
    offers: tiers.map((tier) => ({
      "@type": "Offer",
      name: tier.name,
      price: tier.priceUsd.toFixed(2),
      priceCurrency: "USD",
    })),
  };
}

/** Serialises JSON for a <script> element: no "</script>" can end it early. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
