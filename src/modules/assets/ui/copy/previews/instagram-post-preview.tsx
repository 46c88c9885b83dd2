import { Bookmark, Heart, MessageCircle, Send } from "lucide-react";
import { formatCount } from "@/lib/format";
import { handleOf, type PreviewBrand } from "./kit-tokens";
import { foldOf, previewLabel, type PreviewFields } from "./preview-labels";
import { Avatar, CreativeFrame, Placeholder, PreviewCard, RichText } from "./preview-parts";
import { foldText, textParts } from "./preview-text";

const IG_LINK = "text-[#00376b]";
/** Instagram shows the caption's first two lines before “… more”. */
const CAPTION_LINES = 2;

/**
 * An Instagram feed post: the account's handle and picture, the image's place, the action row, and
 * the caption after the handle, folded after its first lines (and the limits table's characters) with
 * “… more”. Hashtags read as links; how many the caption holds shows under it.
 */
export function InstagramPostPreview({ fields, brand }: { fields: PreviewFields<"instagram-post">; brand: PreviewBrand }) {
  const caption = fields.caption?.trim() ?? "";
  const handle = handleOf(brand.name);
  const folded = foldText(caption, { chars: foldOf("instagram-post", "caption") ?? 125, lines: CAPTION_LINES });
  const tags = textParts(caption).filter((p) => p.kind === "hashtag").length;
  const hidden = tags - textParts(folded.visible).filter((p) => p.kind === "hashtag").length;
  return (
    <PreviewCard label={previewLabel("instagram-post", "mobile")} narrow>
      <div className="flex items-center gap-2 px-3 py-2">
        <Avatar brand={brand} className="size-8 text-xs" />
        <p className="truncate font-semibold">{handle}</p>
      </div>
      <CreativeFrame ratio="4/5" />
      <div aria-hidden className="flex items-center gap-4 px-3 pt-2.5 text-neutral-900">
        <Heart className="size-6" />
        <MessageCircle className="size-6" />
        <Send className="size-6" />
        <Bookmark className="ml-auto size-6" />
      </div>
      <p className="px-3 pt-2 pb-3 break-words whitespace-pre-wrap">
        <span className="font-semibold">{handle}</span>{" "}
        {caption ? (
          <>
            <RichText text={folded.visible} linkClass={IG_LINK} />
            {folded.folded ? (
              <>
                {"… "}
                <span className="text-neutral-500" data-fold="">
                  more
                </span>
              </>
            ) : null}
          </>
        ) : (
          <Placeholder>Your caption</Placeholder>
        )}
      </p>
      {tags > 0 ? (
        <figcaption className="border-t border-neutral-200 bg-neutral-50 px-3 py-2 text-xs text-neutral-600">
          {formatCount(tags)} {tags === 1 ? "hashtag" : "hashtags"} in the caption{hidden > 0 ? `, ${formatCount(hidden)} of them after “more”` : ""}.
        </figcaption>
      ) : null}
    </PreviewCard>
  );
}
