import { Globe } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import type { PreviewBrand } from "./kit-tokens";
import { textParts, type Folded, type TextPart } from "./preview-text";

/** The words shown in place of an empty field, muted, so a placeholder never reads as copy. */
export function Placeholder({ children }: { children: ReactNode }) {
  return (
    <span className="text-neutral-400 italic" data-placeholder="">
      {children}
    </span>
  );
}

/** A field's text, or its placeholder when empty. */
export function OrPlaceholder({ text, placeholder }: { text: string | undefined; placeholder: string }) {
  return text?.trim() ? <>{text.trim()}</> : <Placeholder>{placeholder}</Placeholder>;
}

/** The page's picture: the workspace's logo, else the brand's first letter in a circle. */
export function Avatar({ brand, className }: { brand: PreviewBrand; className?: string }) {
  const box = cn("size-10 shrink-0 overflow-hidden rounded-full", className);
  return brand.logo ? (
    <img src={brand.logo} alt="" className={cn(box, "border border-neutral-200 bg-white object-contain")} />
  ) : (
    <span aria-hidden className={cn(box, "flex items-center justify-center bg-neutral-200 text-sm font-semibold text-neutral-700")}>
      {brand.initial}
    </span>
  );
}

/** Where the ad's image or video goes: a neutral frame of the platform's shape (no image is made up). */
export function CreativeFrame({ ratio, className }: { ratio: "1/1" | "1.91/1" | "4/5"; className?: string }) {
  return (
    <div
      className={cn("flex w-full items-center justify-center border-y border-neutral-200 bg-neutral-100 text-sm text-neutral-500", className)}
      style={{ aspectRatio: ratio }}
    >
      Creative
    </div>
  );
}

/** A post's text with its links, hashtags and mentions (or only the `marks` given) in the platform's link colour. */
export function RichText({
  text,
  linkClass,
  renderLink,
  marks,
}: {
  text: string;
  linkClass: string;
  renderLink?: (url: string) => string;
  marks?: readonly TextPart["kind"][];
}) {
  return (
    <>
      {textParts(text).map((part, i) =>
        part.kind === "text" || (marks && !marks.includes(part.kind)) ? (
          part.text
        ) : (
          <span key={i} className={linkClass} data-part={part.kind}>
            {part.kind === "link" && renderLink ? renderLink(part.text) : part.text}
          </span>
        ),
      )}
    </>
  );
}

/** A folded text and the platform's “… See more” after it when the rest is hidden. */
export function FoldedText({ folded, more, linkClass, className }: { folded: Folded; more: string; linkClass: string; className?: string }) {
  return (
    <p className={cn("break-words whitespace-pre-wrap", className)}>
      <RichText text={folded.visible} linkClass={linkClass} />
      {folded.folded ? (
        <>
          {"… "}
          <span className="text-neutral-500" data-fold="">
            {more}
          </span>
        </>
      ) : null}
    </p>
  );
}

/** The card every preview sits in: the platform's white surface, at most a phone's width on a phone. */
export function PreviewCard({ label, narrow, className, children }: { label: string; narrow: boolean; className?: string; children: ReactNode }) {
  return (
    <figure
      aria-label={label}
      className={cn(
        "mx-auto w-full min-w-0 overflow-hidden rounded-lg border border-neutral-200 bg-white text-sm text-neutral-900 shadow-sm",
        narrow ? "max-w-[375px]" : "max-w-[600px]",
        className,
      )}
    >
      {children}
    </figure>
  );
}

/** A feed item's head: the brand's picture and name, and a byline (“Sponsored”, “Just now”) with the public globe. */
export function FeedHeader({ brand, byline, avatarClassName }: { brand: PreviewBrand; byline: string; avatarClassName?: string }) {
  return (
    <div className="flex items-center gap-2 p-3">
      <Avatar brand={brand} className={avatarClassName} />
      <div className="min-w-0 leading-tight">
        <p className="truncate font-semibold">{brand.name}</p>
        <p className="flex items-center gap-1 text-xs text-neutral-500">
          {byline} · <Globe aria-hidden className="size-3" />
        </p>
      </div>
    </div>
  );
}

/** A feed item's text folded at the network's “see more”, or the placeholder while it is empty. */
export function FeedText({ folded, more, linkClass, placeholder }: { folded: Folded | null; more: string; linkClass: string; placeholder: string }) {
  return (
    <div className="px-3 pb-3">
      {folded ? (
        <FoldedText folded={folded} more={more} linkClass={linkClass} />
      ) : (
        <p>
          <Placeholder>{placeholder}</Placeholder>
        </p>
      )}
    </div>
  );
}
