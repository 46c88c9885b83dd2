import { assetKindLabel, type AssetKind } from "../../contracts/items.constants";

/**
 * Where each kind of asset opens, and what the hub's "Create" menu offers: only pages that exist.
 * A kind whose page hasn't been built yet is listed in the hub but not linked, and can't be created
 * from it.
 */
const COPY = "/marketing-dashboard/copy-assets";
const copyPage: Partial<Record<AssetKind, "paid-ads" | "email" | "social-media">> = {
  "google-rsa": "paid-ads",
  "microsoft-rsa": "paid-ads",
  "meta-ad": "paid-ads",
  "linkedin-ad": "paid-ads",
  email: "email",
  sms: "email",
  "x-post": "social-media",
  "linkedin-post": "social-media",
  "facebook-post": "social-media",
  "instagram-post": "social-media",
};

/** The address an asset opens at, or null when its kind has no page yet. */
export function assetHref(kind: AssetKind, id: string): string | null {
  const page = copyPage[kind];
  if (page) return `${COPY}/${page}?asset=${encodeURIComponent(id)}`;
  if (kind === "keyword-list") return `/marketing-dashboard/keywords?list=${encodeURIComponent(id)}`;
  // An email creative set opens here too, and the page sends it on to the email creatives page.
  if (kind === "creative-set") return `/marketing-dashboard/creative-assets/paid-ads-and-social-media?asset=${encodeURIComponent(id)}`;
  return null;
}

export type CreateEntry = { label: string; href: string };
export type CreateGroup = { label: string; entries: CreateEntry[] };

const newCopy = (kind: AssetKind): CreateEntry => ({ label: assetKindLabel[kind], href: `${COPY}/${copyPage[kind]}?new=${kind}` });

/** The "Create" menu, grouped as the sidebar groups the pages. */
export const createGroups: CreateGroup[] = [
  {
    label: "Ad copy",
    entries: [newCopy("google-rsa"), newCopy("microsoft-rsa"), newCopy("meta-ad"), newCopy("linkedin-ad")],
  },
  { label: "Email copy", entries: [newCopy("email"), newCopy("sms")] },
  {
    label: "Social copy",
    entries: [newCopy("x-post"), newCopy("linkedin-post"), newCopy("facebook-post"), newCopy("instagram-post")],
  },
  {
    label: "Creatives",
    entries: [
      { label: "Ad and social creatives", href: "/marketing-dashboard/creative-assets/paid-ads-and-social-media" },
      { label: "Email creatives", href: "/marketing-dashboard/creative-assets/email" },
    ],
  },
  {
    label: "More",
    entries: [
      { label: "Keyword list", href: "/marketing-dashboard/keywords?new=1" },
      { label: "Brand kit", href: "/marketing-dashboard/themes" },
    ],
  },
];
