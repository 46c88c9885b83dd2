import type { SmsLength } from "@/modules/ai/client";
import { formatCount } from "@/lib/format";
import type { PreviewBrand } from "./kit-tokens";
import { previewLabel } from "./preview-labels";
import { Placeholder, PreviewCard, RichText } from "./preview-parts";

/** The characters that made a text Unicode, as people can spot them (a space is named). */
const shown = (c: string) => (c.trim() ? c : c === "\u00a0" ? "non-breaking space" : "special space");

/**
 * An SMS as a phone shows it: the sender's name (the brand), the text in a bubble, and under it the
 * parts it is sent in and their encoding. One character outside the GSM alphabet makes the whole text
 * Unicode (UCS-2): 70 characters a part instead of 160, and the line says which character did it.
 * `length` comes from the SMS counter (loaded on demand); null while it loads.
 */
export function SmsPreview({ text, brand, length }: { text: string; brand: PreviewBrand; length: SmsLength | null }) {
  const body = text.trim();
  return (
    <PreviewCard label={previewLabel("sms", "mobile")} narrow className="max-w-[320px] rounded-3xl border-4 border-neutral-800">
      <div className="border-b border-neutral-200 bg-neutral-50 px-3 py-2 text-center">
        <p className="truncate text-xs font-semibold">{brand.name}</p>
        <p className="text-[11px] text-neutral-500">Text message · Today</p>
      </div>
      <div className="flex min-h-40 flex-col justify-end bg-white p-3">
        <p className="max-w-[85%] self-start rounded-2xl rounded-bl-sm bg-neutral-200 px-3 py-2 break-words whitespace-pre-wrap" data-testid="sms-bubble">
          {body ? <RichText text={body} linkClass="text-[#0a7aff] underline" marks={["link"]} /> : <Placeholder>Your message</Placeholder>}
        </p>
      </div>
      <div className="border-t border-neutral-200 px-3 py-2 text-xs text-neutral-600" data-testid="sms-parts">
        {!length ? (
          <p>Counting the parts…</p>
        ) : (
          <>
            <p className="tabular-nums">
              {formatCount(length.segments)} {length.segments === 1 ? "segment" : "segments"} · {length.encoding} · {formatCount(length.units)} /{" "}
              {formatCount(length.segments > 1 ? length.segments * length.perSegment : length.perSegment)}
            </p>
            {length.encoding === "UCS-2" ? (
              <p className="mt-1 text-[#8a5a00]" data-encoding="UCS-2">
                Sent as Unicode (70 characters a part instead of 160) because of {length.unicodeCharacters.slice(0, 3).map(shown).join(", ")}
                {length.unicodeCharacters.length > 3 ? ` and ${formatCount(length.unicodeCharacters.length - 3)} more` : ""}.
              </p>
            ) : null}
          </>
        )}
      </div>
    </PreviewCard>
  );
}
