import { formatCountOf } from "@/lib/format";
import type { PreviewBrand } from "./kit-tokens";
import { foldOf, previewLabel, type PreviewFields } from "./preview-labels";
import { CreativeFrame, FeedHeader, FeedText, OrPlaceholder, Placeholder, PreviewCard } from "./preview-parts";
import { filled, foldText, hostOf } from "./preview-text";

/** Meta's call-to-action buttons are Meta's own (the advertiser picks one from its list, in Meta's colours). */
const CTA = "Learn more";
const META_LINK = "font-semibold text-[#385898]";

/**
 * A Meta ad in the Facebook feed: the page's name and picture from the kit, “Sponsored”, the primary
 * text folded at Meta's “See more” (from the limits table), the creative's place, then the link's
 * domain, headline, description and the call-to-action button. Meta mixes the variations; the first of
 * each shows, and the caption says how many there are.
 */
export function MetaAdPreview({ fields, brand }: { fields: PreviewFields<"meta-ad">; brand: PreviewBrand }) {
  const primary = filled(fields.primaryTexts);
  const headlines = filled(fields.headlines);
  const descriptions = filled(fields.descriptions);
  const fold = foldOf("meta-ad", "primaryTexts") ?? 125;
  const host = hostOf(fields.finalUrl ?? "");
  const variations = Math.max(primary.length, headlines.length, descriptions.length);
  return (
    <PreviewCard label={previewLabel("meta-ad", "mobile")} narrow>
      <FeedHeader brand={brand} byline="Sponsored" />
      <FeedText folded={primary[0] ? foldText(primary[0], { chars: fold }) : null} more="See more" linkClass={META_LINK} placeholder="Your primary text" />
      <CreativeFrame ratio="1/1" />
      <div className="flex items-center gap-3 bg-neutral-100 px-3 py-2.5">
        <div className="min-w-0 flex-1 leading-snug">
          <p className="truncate text-xs text-neutral-500 uppercase">{host ?? <Placeholder>yourwebsite.com</Placeholder>}</p>
          <p className="font-semibold break-words">
            <OrPlaceholder text={headlines[0]} placeholder="Your headline" />
          </p>
          {descriptions[0] ? <p className="text-xs break-words text-neutral-600">{descriptions[0]}</p> : null}
        </div>
        <span className="shrink-0 rounded-md bg-neutral-200 px-3 py-2 text-sm font-semibold text-neutral-900">{CTA}</span>
      </div>
      {variations > 1 ? (
        <figcaption className="border-t border-neutral-200 bg-neutral-50 px-3 py-2 text-xs text-neutral-600">
          Meta mixes your variations ({formatCountOf(primary.length, undefined, "primary text", "primary texts")},{" "}
          {formatCountOf(headlines.length, undefined, "headline", "headlines")}, {formatCountOf(descriptions.length, undefined, "description", "descriptions")}
          ); the first of each is shown.
        </figcaption>
      ) : null}
    </PreviewCard>
  );
}
