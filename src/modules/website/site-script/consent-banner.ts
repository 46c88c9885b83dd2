/**
 * The site script's own consent banner (with `data-banner="on"` on its tag), for a customer's site:
 * the workspace's texts from the config endpoint, drawn in a Shadow DOM like the pop-ups (every text
 * through textContent, the privacy link through safeHttpUrl). Fixed at the bottom, so the page
 * under it never moves; accept and reject are the same size and weight; "Choose" opens the two
 * purposes in place. Not modal: the visitor can read the page and decide later.
 */
import { safeHttpUrl } from "./rules";
import type { SiteConsentConfig } from "./types";

export type BannerChoice = { analytics: boolean; advertising: boolean };

const CSS = `:host{all:initial}*{box-sizing:border-box;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.b{position:fixed;z-index:2147483001;left:0;right:0;bottom:0;background:#fff;color:#1f1d2b;box-shadow:0 -4px 24px rgba(0,0,0,.15);padding:14px 16px;font-size:14px;line-height:1.45}
.box{left:auto;right:16px;bottom:16px;max-width:380px;border-radius:12px}.bottom-left{right:auto;left:16px}
p{margin:0 0 10px}a{color:inherit}fieldset{border:0;margin:0 0 10px;padding:0}label{display:block;margin:4px 0}
.r{display:flex;flex-wrap:wrap;gap:8px}button{flex:1 1 auto;min-width:96px;min-height:40px;border-radius:8px;border:2px solid;font-weight:600;font-size:14px;padding:8px 14px;cursor:pointer}
button:focus-visible{outline:3px solid #4c6ef5;outline-offset:2px}`;

/** Draws the banner, `current` ticked when it's opened again; `onChoice` gets the answer (then it removes itself). */
export function mountConsentBanner(doc: Document, config: SiteConsentConfig, current: BannerChoice, onChoice: (choice: BannerChoice) => void): HTMLElement {
  const host = doc.createElement("div");
  host.setAttribute("data-aimt-consent", config.version);
  const root = host.attachShadow({ mode: "open" });
  const node = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => {
    const el = doc.createElement(tag);
    if (text !== undefined) el.textContent = text;
    return el;
  };
  const style = node("style", CSS);
  const bar = node("section");
  bar.className = config.position === "bottom" ? "b" : `b box ${config.position}`;
  bar.setAttribute("aria-label", "Cookie choices");
  const message = node("p", config.message);
  const privacy = safeHttpUrl(config.privacyUrl);
  if (privacy) {
    const link = node("a", "Privacy policy");
    link.href = privacy;
    link.target = "_blank";
    link.rel = "noopener noreferrer";
    message.append(" ", link);
  }
  const purposes = node("fieldset");
  purposes.hidden = true;
  purposes.appendChild(node("legend", "Choose what you allow"));
  const box = (text: string, checked: boolean) => {
    const label = node("label");
    const input = node("input");
    input.type = "checkbox";
    input.checked = checked;
    label.append(input, ` ${text}`);
    purposes.appendChild(label);
    return input;
  };
  const analytics = box("Analytics: count visits and see which pages work", current.analytics);
  const advertising = box("Advertising: measure ads and show relevant ones", current.advertising);

  const row = node("div");
  row.className = "r";
  const button = (text: string, filled: boolean, onClick: () => void) => {
    const b = node("button", text);
    b.type = "button";
    b.style.borderColor = config.colours.accent;
    b.style.background = filled ? config.colours.accent : "transparent";
    b.style.color = filled ? config.colours.onAccent : config.colours.accent;
    b.addEventListener("click", onClick);
    row.appendChild(b);
    return b;
  };
  const done = (choice: BannerChoice) => {
    host.remove();
    onChoice(choice);
  };
  button(config.rejectLabel, true, () => done({ analytics: false, advertising: false }));
  const choose = button(config.chooseLabel, false, () => {
    purposes.hidden = false;
    choose.hidden = true;
    save.hidden = false;
    analytics.focus();
  });
  const save = button("Save my choices", false, () => done({ analytics: analytics.checked, advertising: advertising.checked }));
  save.hidden = true;
  button(config.acceptLabel, true, () => done({ analytics: true, advertising: true }));

  bar.append(message, purposes, row);
  root.append(style, bar);
  (doc.body ?? doc.documentElement).appendChild(host);
  return host;
}
