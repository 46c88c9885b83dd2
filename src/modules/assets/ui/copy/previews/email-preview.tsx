import { Star } from "lucide-react";
import type { CSSProperties, ReactNode } from "react";
import { cn } from "@/lib/cn";
import { emailBlocks, type EmailBlock } from "./email-blocks";
import type { PreviewBrand } from "./kit-tokens";
import { previewLabel, type Device, type PreviewFields } from "./preview-labels";
import { Avatar, OrPlaceholder, Placeholder, PreviewCard } from "./preview-parts";

/** Consecutive list items as one list, the other blocks as they come. */
function group(blocks: EmailBlock[]): (EmailBlock | { kind: "list"; items: string[] })[] {
  const out: (EmailBlock | { kind: "list"; items: string[] })[] = [];
  for (const b of blocks) {
    const last = out.at(-1);
    if (b.kind === "item" && last?.kind === "list") last.items.push(b.text);
    else if (b.kind === "item") out.push({ kind: "list", items: [b.text] });
    else out.push(b);
  }
  return out;
}

/** The opened message's body as blocks, in the kit's fonts and accent colour (the sender styles an email). */
function Body({ html, brand }: { html: string; brand: PreviewBrand }) {
  const blocks = group(emailBlocks(html));
  if (!blocks.length)
    return (
      <p>
        <Placeholder>Your message</Placeholder>
      </p>
    );
  const heading: CSSProperties = brand.headingFont ? { fontFamily: `"${brand.headingFont}", ui-sans-serif, sans-serif` } : {};
  const button: CSSProperties = brand.accent ? { backgroundColor: brand.accent, color: "#fff" } : {};
  return (
    <>
      {blocks.map((b, i): ReactNode => {
        switch (b.kind) {
          case "heading":
            return (
              <h4 key={i} className="text-base font-semibold break-words" style={heading}>
                {b.text}
              </h4>
            );
          case "paragraph":
            return (
              <p key={i} className="break-words whitespace-pre-wrap">
                {b.text}
              </p>
            );
          case "list":
            return (
              <ul key={i} className="list-disc space-y-1 pl-5">
                {b.items.map((item, j) => (
                  <li key={j} className="break-words">
                    {item}
                  </li>
                ))}
              </ul>
            );
          case "button":
            return (
              <p key={i}>
                <span className={cn("inline-block rounded-md px-4 py-2 font-semibold", !brand.accent && "bg-neutral-900 text-white")} style={button}>
                  {b.text}
                </span>
              </p>
            );
          case "image":
            return (
              <div key={i} className="flex aspect-[2/1] w-full items-center justify-center rounded bg-neutral-100 text-xs text-neutral-500">
                {b.alt ? `Image: ${b.alt}` : "Image"}
              </div>
            );
          case "rule":
            return <hr key={i} className="border-neutral-200" />;
          default:
            return null;
        }
      })}
    </>
  );
}

/**
 * An email as the inbox lists it (sender from the kit, subject, preheader, cut where the row ends:
 * earlier on a phone) and as it reads when opened: subject, sender, then the body's blocks. The body's
 * HTML is read for its text only; images show as frames and nothing is loaded.
 */
export function EmailPreview({ fields, brand, device }: { fields: PreviewFields<"email">; brand: PreviewBrand; device: Device }) {
  const subject = fields.subject?.trim() ?? "";
  const preheader = fields.preheader?.trim() ?? "";
  const font: CSSProperties = brand.bodyFont ? { fontFamily: `"${brand.bodyFont}", ui-sans-serif, sans-serif` } : {};
  return (
    <PreviewCard label={previewLabel("email", device)} narrow={device === "mobile"}>
      <div className="border-b border-neutral-200 bg-neutral-50 px-3 py-1.5 text-xs font-semibold text-neutral-500">Inbox</div>
      {device === "mobile" ? (
        <div className="flex gap-3 border-b border-neutral-200 px-3 py-2.5" data-testid="inbox-row">
          <Avatar brand={brand} />
          <div className="min-w-0 flex-1 leading-snug">
            <p className="flex items-baseline gap-2">
              <span className="min-w-0 flex-1 truncate font-bold">{brand.name}</span>
              <span className="shrink-0 text-xs text-neutral-500">9:41</span>
            </p>
            <p className="truncate font-semibold">
              <OrPlaceholder text={subject} placeholder="Your subject" />
            </p>
            <p className="truncate text-neutral-500">
              <OrPlaceholder text={preheader} placeholder="Your preheader" />
            </p>
          </div>
        </div>
      ) : (
        <div className="flex min-w-0 items-center gap-3 border-b border-neutral-200 px-3 py-2" data-testid="inbox-row">
          <Star aria-hidden className="size-4 shrink-0 text-neutral-400" />
          <span className="w-32 shrink-0 truncate font-bold">{brand.name}</span>
          <p className="min-w-0 flex-1 truncate">
            <span className="font-semibold">
              <OrPlaceholder text={subject} placeholder="Your subject" />
            </span>
            <span className="text-neutral-500">
              {" – "}
              <OrPlaceholder text={preheader} placeholder="Your preheader" />
            </span>
          </p>
          <span className="shrink-0 text-xs text-neutral-500">9:41 AM</span>
        </div>
      )}
      <div className="flex flex-col gap-3 p-4" style={font} data-testid="email-opened">
        <p className="text-lg break-words">
          <OrPlaceholder text={subject} placeholder="Your subject" />
        </p>
        <div className="flex items-center gap-2">
          <Avatar brand={brand} className="size-8 text-xs" />
          <p className="min-w-0 truncate text-xs">
            <span className="font-semibold">{brand.name}</span> <span className="text-neutral-500">to me</span>
          </p>
        </div>
        <Body html={fields.body ?? ""} brand={brand} />
      </div>
    </PreviewCard>
  );
}
