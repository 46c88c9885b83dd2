"use client";

import { TriangleAlert } from "lucide-react";
import { useMemo } from "react";
import { cn } from "@/lib/cn";
import { smsCount } from "../sms/sms-count";
import { counterLine, describeCharacter } from "../sms/segments";

/**
 * The live length of an SMS under the compose field: "142 / 160 · 1 segment · GSM-7". The text is
 * counted as sent: merge tags at a sample contact's values and, for marketing, the opt-out line.
 * When a character forces Unicode (UCS-2, 70 per segment), it says which one.
 */
export function SmsCounter({ text, marketing = true, className }: { text: string; marketing?: boolean; className?: string }) {
  const count = useMemo(() => smsCount(text, { marketing }), [text, marketing]);
  const shown = count.unicodeCharacters.slice(0, 3).map(describeCharacter);
  const more = count.unicodeCharacters.length - shown.length;
  return (
    <div className={cn("flex flex-col gap-1 text-xs", className)} data-testid="sms-counter">
      <p className={cn("tabular-nums", count.segments > 1 ? "text-foreground" : "text-muted-foreground")}>{counterLine(count)}</p>
      {count.encoding === "UCS-2" ? (
        <p role="status" className="flex items-start gap-1.5 rounded-md border border-warning/40 bg-warning/10 px-2 py-1.5 text-foreground">
          <TriangleAlert aria-hidden className="mt-0.5 size-3.5 shrink-0 text-warning" />
          <span>
            {shown.map((c, i) => (
              <span key={c}>
                {i > 0 ? ", " : ""}
                <code className="rounded bg-background px-1 font-mono">{c}</code>
              </span>
            ))}
            {more > 0 ? ` and ${more} more` : ""} {count.unicodeCharacters.length === 1 ? "isn't" : "aren't"} in the GSM alphabet, so the message goes out as
            Unicode (UCS-2): 70 characters per segment instead of 160. Replace {count.unicodeCharacters.length === 1 ? "it" : "them"} to fit more in each
            segment.
          </span>
        </p>
      ) : null}
    </div>
  );
}
