import type { PreviewBrand } from "./kit-tokens";
import { foldOf, previewLabel, type PreviewFields } from "./preview-labels";
import { CreativeFrame, FeedHeader, FeedText, OrPlaceholder, Placeholder, PreviewCard } from "./preview-parts";
import { foldText, hostOf } from "./preview-text";

export const LINKEDIN_LINK = "font-semibold text-[#0a66c2]";
/** Sponsored content shows two lines of intro text before “…see more” (organic posts three). */
const AD_LINES = 2;

/**
 * LinkedIn sponsored content (single image): the company's name and logo, “Promoted”, the intro
 * text folded at LinkedIn's guidance (limits table) or two lines, the creative's place, the headline
 * and domain, and the call-to-action button.
 */
export function LinkedinAdPreview({ fields, brand }: { fields: PreviewFields<"linkedin-ad">; brand: PreviewBrand }) {
  const intro = fields.introText?.trim() ?? "";
  const fold = foldOf("linkedin-ad", "introText") ?? 150;
  const host = hostOf(fields.finalUrl ?? "");
  return (
    <PreviewCard label={previewLabel("linkedin-ad", "mobile")} narrow>
      <FeedHeader brand={brand} byline="Promoted" avatarClassName="rounded-md" />
      <FeedText
        folded={intro ? foldText(intro, { chars: fold, lines: AD_LINES }) : null}
        more="see more"
        linkClass={LINKEDIN_LINK}
        placeholder="Your intro text"
      />
      <CreativeFrame ratio="1.91/1" />
      <div className="flex items-center gap-3 bg-[#eef3f8] px-3 py-2.5">
        <div className="min-w-0 flex-1 leading-snug">
          <p className="font-semibold break-words">
            <OrPlaceholder text={fields.headline} placeholder="Your headline" />
          </p>
          <p className="truncate text-xs text-neutral-500">{host ?? <Placeholder>yourwebsite.com</Placeholder>}</p>
          {fields.description?.trim() ? <p className="text-xs break-words text-neutral-600">{fields.description.trim()}</p> : null}
        </div>
        <span className="shrink-0 rounded-full border border-[#0a66c2] px-3 py-1 text-sm font-semibold text-[#0a66c2]">Learn more</span>
      </div>
    </PreviewCard>
  );
}
