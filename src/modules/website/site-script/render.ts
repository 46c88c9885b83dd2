/**
 * Draws one pop-up into a Shadow DOM (its styles can't leak out, the page's can't leak in). Shared
 * by the site script and the builder's preview. Every text goes in through textContent and every
 * address through safeHttpUrl, so what a person typed never runs. Overlays are position:fixed: the
 * page under them never moves (a bar covers the top, it pushes nothing down).
 */
import { safeHttpUrl } from "./rules";
import type { SitePopup } from "./types";

export type MountOptions = {
  /** The builder's preview: no focus trap, no auto-focus, no Escape listener on the page. */
  preview?: boolean;
  onClose?: () => void;
  /** The call to action was clicked or the code copied. */
  onConvert?: () => void;
};

export type Mounted = { host: HTMLElement; close: () => void };

export const POPUP_CSS = `:host{all:initial}*{box-sizing:border-box;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.ov{position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;padding:16px;background:rgba(17,17,26,.55)}
.box{position:relative;background:#fff;color:#1f1d2b;border-radius:12px;box-shadow:0 12px 40px rgba(0,0,0,.25);padding:24px;max-width:420px;width:100%;max-height:calc(100vh - 32px);overflow:auto;line-height:1.45}
.slide-in{position:fixed;right:16px;bottom:16px;z-index:2147483000;max-width:360px;width:calc(100% - 32px)}
.bar{position:fixed;top:0;left:0;right:0;z-index:2147483000;border-radius:0;max-width:none;display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;padding:10px 48px 10px 16px}
.bar h2{font-size:15px;margin:0}.bar p{margin:0;font-size:14px}.bar img{display:none}
.fs{background:#fff}.fs .box{box-shadow:none;max-width:560px;text-align:center}
h2{font-size:20px;margin:0 0 8px;padding-right:24px}p{margin:0 0 16px;font-size:15px;white-space:pre-line}
img{display:block;max-width:100%;max-height:200px;margin:0 auto 12px;border-radius:8px}
.btn{display:inline-block;border:0;border-radius:8px;padding:10px 18px;font-size:15px;font-weight:600;text-decoration:none;cursor:pointer}
.code{display:inline-block;font-family:ui-monospace,Menlo,monospace;font-size:18px;letter-spacing:.08em;border:2px dashed currentColor;border-radius:8px;padding:6px 12px;margin:0 8px 12px 0}
.x{position:absolute;top:8px;right:8px;width:32px;height:32px;border:0;border-radius:16px;background:transparent;color:inherit;font-size:22px;line-height:1;cursor:pointer}
.x:hover{background:rgba(0,0,0,.06)}.btn:focus-visible,.x:focus-visible{outline:3px solid #4c6ef5;outline-offset:2px}
iframe{border:0;width:100%;min-height:200px}`;

let seq = 0;

function el<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

const FOCUSABLE = "a[href],button,iframe,[tabindex]";

/** Draws `popup` into a new host element appended to `parent` (the page's body, or the preview's frame). */
export function mountPopup(doc: Document, parent: HTMLElement, popup: SitePopup, options: MountOptions = {}): Mounted {
  const host = el(doc, "div");
  host.setAttribute("data-aimt-popup", popup.id);
  const root = host.attachShadow({ mode: "open" });
  root.appendChild(el(doc, "style", undefined, POPUP_CSS));

  const { content, style, colours } = popup;
  const id = `aimt-${++seq}`;
  const box = el(doc, "div", style === "slide-in" ? "box slide-in" : style === "bar" ? "box bar" : "box");
  box.setAttribute("role", "dialog");
  box.setAttribute("aria-labelledby", `${id}-h`);
  const blocking = style === "modal" || style === "full-screen";
  if (blocking) box.setAttribute("aria-modal", "true");

  const image = safeHttpUrl(content.imageUrl);
  if (image) {
    const img = el(doc, "img");
    img.src = image;
    img.alt = "";
    box.appendChild(img);
  }
  const heading = el(doc, "h2", undefined, content.headline);
  heading.id = `${id}-h`;
  box.appendChild(heading);
  if (content.body) {
    const body = el(doc, "p", undefined, content.body);
    body.id = `${id}-d`;
    box.setAttribute("aria-describedby", body.id);
    box.appendChild(body);
  }

  const paint = (node: HTMLElement) => {
    node.style.background = colours.accent;
    node.style.color = colours.onAccent;
  };
  const convert = () => options.onConvert?.();
  let onFormMessage: ((event: MessageEvent) => void) | null = null;
  if (content.kind === "offer-code" && content.offerCode) {
    box.appendChild(el(doc, "span", "code", content.offerCode));
    const copy = el(doc, "button", "btn", content.buttonText || "Copy code");
    copy.type = "button";
    paint(copy);
    copy.addEventListener("click", () => {
      void navigator.clipboard?.writeText(content.offerCode).catch(() => undefined);
      copy.textContent = "Copied";
      convert();
    });
    box.appendChild(copy);
  } else if (content.kind === "form") {
    const src = safeHttpUrl(content.formUrl);
    if (src) {
      const form = el(doc, "iframe");
      form.src = src;
      form.title = content.headline;
      box.appendChild(form);
      // The site form's frame says how tall it is and when it was sent (its submission is this pop-up's conversion).
      onFormMessage = (event: MessageEvent) => {
        if (event.source !== form.contentWindow) return;
        const message = event.data as { type?: unknown; height?: unknown } | null;
        if (message?.type === "aimt:form-height" && typeof message.height === "number" && message.height > 0 && message.height < 20000) {
          form.style.height = `${Math.ceil(message.height)}px`;
        } else if (message?.type === "aimt:form-submitted") convert();
      };
      doc.defaultView?.addEventListener("message", onFormMessage);
    }
  } else {
    const href = safeHttpUrl(content.url);
    const link = el(doc, "a", "btn", content.buttonText);
    if (href) link.href = href;
    link.rel = "noopener";
    paint(link);
    link.addEventListener("click", convert);
    box.appendChild(link);
  }

  const closeButton = el(doc, "button", "x", "×");
  closeButton.type = "button";
  closeButton.setAttribute("aria-label", "Close");
  box.appendChild(closeButton);

  let frame: HTMLElement = box;
  if (blocking) {
    frame = el(doc, "div", style === "full-screen" ? "ov fs" : "ov");
    frame.appendChild(box);
  }
  root.appendChild(frame);
  parent.appendChild(host);

  const returnTo = doc.activeElement as HTMLElement | null;
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== "Tab" || !blocking) return;
    const items = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = root.activeElement;
    if (event.shiftKey && (active === first || !active)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !active)) {
      event.preventDefault();
      first.focus();
    }
  };
  let closed = false;
  function close() {
    if (closed) return;
    closed = true;
    doc.removeEventListener("keydown", onKey, true);
    if (onFormMessage) doc.defaultView?.removeEventListener("message", onFormMessage);
    host.remove();
    if (!options.preview && returnTo && typeof returnTo.focus === "function") returnTo.focus();
    options.onClose?.();
  }
  closeButton.addEventListener("click", close);
  if (blocking && !options.preview) frame.addEventListener("click", (event) => event.target === frame && close());
  if (!options.preview) {
    doc.addEventListener("keydown", onKey, true);
    (root.querySelector<HTMLElement>(".btn") ?? closeButton).focus();
  }
  return { host, close };
}
