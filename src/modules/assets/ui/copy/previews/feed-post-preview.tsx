import { MessageCircle, Repeat2, Send, Share2, ThumbsUp } from "lucide-react";
import type { PreviewBrand } from "./kit-tokens";
import { LINKEDIN_LINK } from "./linkedin-ad-preview";
import { foldOf, previewLabel, type Device, type PreviewFields } from "./preview-labels";
import { FeedHeader, FeedText, PreviewCard } from "./preview-parts";
import { foldText } from "./preview-text";

type Kind = "linkedin-post" | "facebook-post";

/**
 * Each feed's “see more”: the characters from the limits table (Facebook folds later on a computer)
 * and the lines it shows at most (LinkedIn: three for organic posts, per John Espirian's 2024 survey;
 * Facebook: five).
 */
const feed: Record<Kind, { lines: number; more: string; linkClass: string; actions: { icon: typeof ThumbsUp; label: string }[] }> = {
  "linkedin-post": {
    lines: 3,
    more: "see more",
    linkClass: LINKEDIN_LINK,
    actions: [
      { icon: ThumbsUp, label: "Like" },
      { icon: MessageCircle, label: "Comment" },
      { icon: Repeat2, label: "Repost" },
      { icon: Send, label: "Send" },
    ],
  },
  "facebook-post": {
    lines: 5,
    more: "See more",
    linkClass: "text-[#385898]",
    actions: [
      { icon: ThumbsUp, label: "Like" },
      { icon: MessageCircle, label: "Comment" },
      { icon: Share2, label: "Share" },
    ],
  },
};

/** A LinkedIn or Facebook Page post in the feed: the page's name and picture, the text up to the feed's fold, and the action bar. */
export function FeedPostPreview({ kind, fields, brand, device }: { kind: Kind; fields: PreviewFields<Kind>; brand: PreviewBrand; device: Device }) {
  const spec = feed[kind];
  const text = fields.text?.trim() ?? "";
  const chars = foldOf(kind, "text", device) ?? 210;
  return (
    <PreviewCard label={previewLabel(kind, device)} narrow={device === "mobile"}>
      <FeedHeader brand={brand} byline="Just now" avatarClassName={kind === "linkedin-post" ? "rounded-md" : undefined} />
      <FeedText folded={text ? foldText(text, { chars, lines: spec.lines }) : null} more={spec.more} linkClass={spec.linkClass} placeholder="Your post" />
      <div aria-hidden className="flex justify-around border-t border-neutral-200 px-2 py-1.5 text-xs font-semibold text-neutral-600">
        {spec.actions.map(({ icon: Icon, label }) => (
          <span key={label} className="flex items-center gap-1 px-1 py-1">
            <Icon className="size-4" />
            {label}
          </span>
        ))}
      </div>
    </PreviewCard>
  );
}
