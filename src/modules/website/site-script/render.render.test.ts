// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableIframePageLoading": true}}
import { describe, expect, it, vi } from "vitest";
import { mountPopup } from "./render";
import type { SitePopup } from "./types";

const HOSTILE = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>`;

const popup = (over: Partial<SitePopup["content"]> = {}, style: SitePopup["style"] = "modal"): SitePopup => ({
  id: "p1",
  style,
  content: {
    kind: "cta",
    headline: HOSTILE,
    body: HOSTILE,
    buttonText: HOSTILE,
    url: "javascript:alert(1)",
    offerCode: "",
    imageUrl: "javascript:alert(1)",
    formUrl: "",
    ...over,
  },
  trigger: { type: "delay", delaySeconds: 0, scrollPercent: 50, selector: "" },
  frequency: { mode: "once", days: 1, stopAfterConversion: false },
  targeting: { urlRules: [], devices: ["desktop"], visitors: "all" },
  colours: { accent: "#000000", onAccent: "#ffffff" },
});

describe("mountPopup", () => {
  it("renders every typed text as text and drops addresses that aren't http(s)", () => {
    const { host } = mountPopup(document, document.body, popup());
    const root = host.shadowRoot!;
    expect(root.querySelector("script")).toBeNull();
    expect(root.querySelector("img")).toBeNull(); // the image address was javascript:
    expect(root.querySelector("h2")!.textContent).toBe(HOSTILE);
    expect(root.querySelector("p")!.textContent).toBe(HOSTILE);
    const link = root.querySelector("a")!;
    expect(link.textContent).toBe(HOSTILE);
    expect(link.getAttribute("href")).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it("is a labelled modal dialog with a close button, closed by Escape, giving the focus back", () => {
    const opener = document.createElement("button");
    document.body.appendChild(opener);
    opener.focus();
    const onClose = vi.fn();
    const { host } = mountPopup(document, document.body, popup({ headline: "Hello", url: "https://shop.test/" }), { onClose });
    const dialog = host.shadowRoot!.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(host.shadowRoot!.getElementById(dialog.getAttribute("aria-labelledby")!)!.textContent).toBe("Hello");
    expect(host.shadowRoot!.querySelector('button[aria-label="Close"]')).not.toBeNull();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(host.isConnected).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it("frames a site form, sizes it from the frame's height message and counts its submission as the conversion (messages from elsewhere change nothing)", () => {
    const onConvert = vi.fn();
    const formUrl = "https://app.test/f/northwind/7d1f6a2e-3b4c-4d5e-8f90-1a2b3c4d5e6f?embed=1&popup_id=p1";
    const { host, close } = mountPopup(document, document.body, popup({ kind: "form", headline: "Join", formUrl }), { onConvert });
    const frame = host.shadowRoot!.querySelector("iframe")!;
    expect(frame.getAttribute("src")).toBe(formUrl);
    expect(frame.title).toBe("Join");
    window.dispatchEvent(new MessageEvent("message", { data: { type: "aimt:form-height", height: 480.2 }, source: window }));
    window.dispatchEvent(new MessageEvent("message", { data: { type: "aimt:form-submitted" }, source: window }));
    expect(frame.style.height).toBe("");
    expect(onConvert).not.toHaveBeenCalled();
    window.dispatchEvent(new MessageEvent("message", { data: { type: "aimt:form-height", height: 480.2 }, source: frame.contentWindow }));
    expect(frame.style.height).toBe("481px");
    window.dispatchEvent(new MessageEvent("message", { data: { type: "aimt:form-submitted" }, source: frame.contentWindow }));
    expect(onConvert).toHaveBeenCalledOnce();
    close();
  });

  it("shows an offer code as text and counts copying it as the conversion", () => {
    const onConvert = vi.fn();
    const { host } = mountPopup(document, document.body, popup({ kind: "offer-code", offerCode: "<b>SAVE10</b>", buttonText: "Copy code" }, "slide-in"), {
      onConvert,
    });
    const root = host.shadowRoot!;
    expect(root.querySelector(".code")!.textContent).toBe("<b>SAVE10</b>");
    expect(root.querySelector('[role="dialog"]')!.hasAttribute("aria-modal")).toBe(false);
    (root.querySelector("button.btn") as HTMLButtonElement).click();
    expect(onConvert).toHaveBeenCalledOnce();
  });
});
