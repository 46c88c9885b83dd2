/** The three copy-assets pages: which kinds each holds and how it names them (zod-free). */
import type { AssetKind } from "@/modules/ai/client";

export const copyPageIds = ["paid-ads", "email", "social-media"] as const;
export type CopyPageId = (typeof copyPageIds)[number];

export type CopyPage = { id: CopyPageId; title: string; description: string; kinds: readonly AssetKind[]; noun: string };

export const copyPages: Record<CopyPageId, CopyPage> = {
  "paid-ads": {
    id: "paid-ads",
    title: "Paid-ads copy",
    description: "Search ads for Google and Microsoft, Meta ads and LinkedIn sponsored content, checked against each platform's limits as you type.",
    kinds: ["google-rsa", "microsoft-rsa", "meta-ad", "linkedin-ad"],
    noun: "ad",
  },
  email: {
    id: "email",
    title: "Email copy",
    description: "Subject lines, preheaders and bodies for your emails, and SMS copy, checked for inbox and phone limits as you type.",
    kinds: ["email", "sms"],
    noun: "email",
  },
  "social-media": {
    id: "social-media",
    title: "Social copy",
    description: "Posts for X, LinkedIn, your Facebook Page and Instagram, with each network's count as you type.",
    kinds: ["x-post", "linkedin-post", "facebook-post", "instagram-post"],
    noun: "post",
  },
};

export const copyPageHref = (page: CopyPageId) => `/marketing-dashboard/copy-assets/${page}`;
export const COPY_GUIDE_HREF = "/marketing-dashboard/settings/guides-and-references?guide=copy-assets";

/** Whether `kind` is one of the page's. */
export const isPageKind = (page: CopyPage, kind: string | null | undefined): kind is AssetKind => Boolean(kind) && page.kinds.includes(kind as AssetKind);
