import { BarChart2, Heart, MessageCircle, Repeat2 } from "lucide-react";
import type { XLength } from "@/modules/ai/client";
import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format";
import { handleOf, type PreviewBrand } from "./kit-tokens";
import { previewLabel } from "./preview-labels";
import { Avatar, Placeholder, PreviewCard, RichText } from "./preview-parts";
import { xDisplayUrl } from "./preview-text";

/** X warns in the last 20 characters before the limit. */
const NEAR = 20;

type CounterState = "ok" | "near" | "over";

export function xCounterState(weighted: number, max: number): CounterState {
  if (weighted > max) return "over";
  return max - weighted <= NEAR ? "near" : "ok";
}

/** The composer's counter as X shows it: quiet, then the characters left near the limit, then how far over. */
function Counter({ length, max }: { length: XLength | null; max: number }) {
  if (!length) return <p className="text-xs text-neutral-500">Counting characters as X does…</p>;
  const state = xCounterState(length.weighted, max);
  const words =
    state === "over"
      ? `${formatCount(length.weighted - max)} over X's ${formatCount(max)}`
      : state === "near"
        ? `${formatCount(max - length.weighted)} left of X's ${formatCount(max)}`
        : `${formatCount(length.weighted)} of X's ${formatCount(max)}`;
  const ratio = Math.min(1, length.weighted / max);
  const colour = state === "over" ? "#f4212e" : state === "near" ? "#ffd400" : "#1d9bf0";
  return (
    <p className={cn("flex items-center gap-2 text-xs", state === "over" ? "text-[#f4212e]" : "text-neutral-600")} data-state={state} data-testid="x-counter">
      <svg aria-hidden viewBox="0 0 20 20" className="size-5 -rotate-90">
        <circle cx="10" cy="10" r="8" fill="none" stroke="#e5e7eb" strokeWidth="2" />
        <circle cx="10" cy="10" r="8" fill="none" stroke={colour} strokeWidth="2" strokeDasharray={`${ratio * 50.27} 50.27`} />
      </svg>
      <span>{words} characters (links count 23, emoji 2)</span>
    </p>
  );
}

/**
 * An X post: the account's name and handle, the text with each link shown as X shortens it (t.co:
 * 23 characters) and hashtags and mentions as links, and the composer's counter of X's weighted length.
 * `length` comes from X's own counting rules (loaded on demand); null while they load.
 */
export function XPostPreview({ text, brand, length, max = 280 }: { text: string; brand: PreviewBrand; length: XLength | null; max?: number }) {
  const body = text.trim();
  const handle = handleOf(brand.name);
  return (
    <PreviewCard label={previewLabel("x-post", "mobile")} narrow>
      <div className="flex gap-3 p-3">
        <Avatar brand={brand} />
        <div className="min-w-0 flex-1">
          <p className="flex min-w-0 items-baseline gap-1">
            <span className="truncate font-bold">{brand.name}</span>
            <span className="min-w-0 truncate text-neutral-500">@{handle} · now</span>
          </p>
          <p className="mt-0.5 text-[15px] leading-snug break-words whitespace-pre-wrap">
            {body ? <RichText text={body} linkClass="text-[#1d9bf0]" renderLink={xDisplayUrl} /> : <Placeholder>Your post</Placeholder>}
          </p>
          <div aria-hidden className="mt-3 flex justify-between text-neutral-500">
            <MessageCircle className="size-4" />
            <Repeat2 className="size-4" />
            <Heart className="size-4" />
            <BarChart2 className="size-4" />
          </div>
        </div>
      </div>
      <div className="border-t border-neutral-200 px-3 py-2">
        <Counter length={length} max={max} />
      </div>
    </PreviewCard>
  );
}
