import type { ReactNode } from "react";
import { formatCount } from "@/lib/format";
import type { PreviewBrand } from "./kit-tokens";
import { previewLabel, type PreviewFields } from "./preview-labels";
import { Avatar, Placeholder, PreviewCard } from "./preview-parts";
import { hostOf } from "./preview-text";
import { rsaCombinations, type RsaCombination, type RsaLine } from "./rsa-combinations";

type Kind = "google-rsa" | "microsoft-rsa";

/** How many combinations the preview shows: the platforms rotate through many, a few give the idea. */
const SHOWN = 3;

const lines = (values: unknown): RsaLine[] =>
  Array.isArray(values)
    ? values.map((v) =>
        typeof v === "string" ? { text: v, pin: null } : { text: typeof v?.text === "string" ? v.text : "", pin: typeof v?.pin === "number" ? v.pin : null },
      )
    : [];

/** "example.com › shoes › sale" (Google) or "example.com/shoes/sale" (Microsoft): path 2 shows only after path 1, as the platforms require. */
function displayUrl(kind: Kind, finalUrl: string, path1: string, path2: string) {
  const host = hostOf(finalUrl);
  const paths = path1.trim() ? [path1.trim(), ...(path2.trim() ? [path2.trim()] : [])] : [];
  const joiner = kind === "google-rsa" ? " › " : "/";
  return (
    <>
      {host ?? <Placeholder>yourwebsite.com</Placeholder>}
      {paths.map((p) => `${joiner}${p}`).join("")}
    </>
  );
}

function Result({ kind, combination, brand, url }: { kind: Kind; combination: RsaCombination; brand: PreviewBrand; url: ReactNode }) {
  const headline = combination.headlines.length ? combination.headlines.join(" | ") : null;
  const description = combination.descriptions.length ? combination.descriptions.join(" ") : null;
  if (kind === "microsoft-rsa")
    return (
      <div className="flex min-w-0 flex-col gap-1 p-3" data-testid="search-result">
        <p className="text-lg leading-snug break-words text-[#001ba0]">{headline ?? <Placeholder>Your headline | Your second headline</Placeholder>}</p>
        <p className="flex min-w-0 items-center gap-1.5 text-[13px] text-[#006d21]">
          <span className="rounded-sm border border-neutral-400 px-1 text-[11px] leading-4 text-neutral-600">Ad</span>
          <span className="min-w-0 break-all">{url}</span>
        </p>
        <p className="break-words text-neutral-700">{description ?? <Placeholder>Your description</Placeholder>}</p>
      </div>
    );
  return (
    <div className="flex min-w-0 flex-col gap-1 p-3" data-testid="search-result">
      <p className="text-xs font-semibold text-neutral-900">Sponsored</p>
      <div className="flex min-w-0 items-center gap-2">
        <Avatar brand={brand} className="size-7 text-xs" />
        <div className="min-w-0 leading-tight">
          <p className="truncate text-sm text-neutral-900">{brand.name}</p>
          <p className="text-xs break-all text-neutral-600">{url}</p>
        </div>
      </div>
      <p className="text-xl leading-snug break-words text-[#1a0dab]">{headline ?? <Placeholder>Your headline | Your second headline</Placeholder>}</p>
      <p className="break-words text-neutral-700">{description ?? <Placeholder>Your description</Placeholder>}</p>
    </div>
  );
}

/**
 * A responsive search ad as a search result: the ad label, the display URL with path 1 and path 2, up
 * to three headlines joined with " | " and the descriptions, in a few of the combinations the platform
 * may rotate through (pinned lines stay in their positions).
 */
export function SearchAdPreview({ kind, fields, brand }: { kind: Kind; fields: PreviewFields<Kind>; brand: PreviewBrand }) {
  const combinations = rsaCombinations(lines(fields.headlines), lines(fields.descriptions), SHOWN);
  const url = displayUrl(kind, fields.finalUrl ?? "", fields.path1 ?? "", fields.path2 ?? "");
  const shown = combinations.length ? combinations : [{ headlines: [], descriptions: [] }];
  return (
    <PreviewCard label={previewLabel(kind, "mobile")} narrow={false}>
      <ol className="divide-y divide-neutral-200">
        {shown.map((combination, i) => (
          <li key={i}>
            <Result kind={kind} combination={combination} brand={brand} url={url} />
          </li>
        ))}
      </ol>
      {combinations.length > 1 ? (
        <figcaption className="border-t border-neutral-200 bg-neutral-50 px-3 py-2 text-xs text-neutral-600">
          {kind === "google-rsa" ? "Google" : "Microsoft Advertising"} shows a different combination of your headlines and descriptions each time; here are{" "}
          {formatCount(combinations.length)} of them.
        </figcaption>
      ) : null}
    </PreviewCard>
  );
}
