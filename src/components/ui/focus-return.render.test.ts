import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { Dialog, DialogContent, DialogTitle } from "./dialog";
import { MAIN_ID } from "@/lib/landmarks";
import { MENU_CHOICE_WITHIN_MS, noteMenuChoice, openerOf, restoreFocus, type Opener } from "./focus-return";
import { Sheet, SheetContent, SheetTitle } from "./sheet";

/** A page of focusable stand-ins: `focus()` moves `activeElement` unless the element is detached or refuses it (disabled). */
function page() {
  const doc = { activeElement: null as unknown, body: {} as unknown, documentElement: {} as unknown, byId: new Map<string, Fake>() };
  type Fake = {
    id: string;
    isConnected: boolean;
    disabled: boolean;
    focus: () => void;
    menu: Fake | null;
    labelledBy: string | null;
    ownerDocument: typeof doc;
  };
  const el = (id = "", opts: Partial<Pick<Fake, "disabled" | "menu" | "labelledBy">> = {}): Fake => {
    const e: Fake = {
      id,
      isConnected: true,
      disabled: opts.disabled ?? false,
      menu: opts.menu ?? null,
      labelledBy: opts.labelledBy ?? null,
      ownerDocument: doc,
      focus() {
        if (e.isConnected && !e.disabled) doc.activeElement = e;
      },
    };
    if (id) doc.byId.set(id, e);
    return e;
  };
  const lookup = {
    getElementById: (id: string) => {
      const e = doc.byId.get(id);
      return e?.isConnected ? e : null;
    },
    get activeElement() {
      return doc.activeElement;
    },
  };
  // openerOf reads `closest('[role="menu"]')` and the menu's `aria-labelledby`.
  const asElement = (e: Fake) =>
    ({
      ...e,
      ownerDocument: doc,
      closest: () => (e.menu ? { getAttribute: () => e.menu?.labelledBy ?? null } : null),
    }) as unknown as Element;
  return { doc, el, lookup, asElement };
}

describe("openerOf", () => {
  it("notes a focused button and its id", () => {
    const { el, asElement } = page();
    const button = el("new-contact");
    const opener = openerOf(asElement(button));
    expect(opener?.id).toBe("new-contact");
    expect(opener?.menuTriggerId).toBeNull();
  });

  it("notes a menu item's menu button instead of the item (the item leaves with the menu)", () => {
    const { el, asElement } = page();
    const menu = el("", { labelledBy: "radix-trigger-1" });
    const item = el("", { menu });
    expect(openerOf(asElement(item))).toEqual({ element: null, id: null, menuTriggerId: "radix-trigger-1" });
  });

  it("notes nothing when nothing was focused and no menu item was just chosen (Radix's own behaviour stands)", () => {
    const { doc } = page();
    const body = { ownerDocument: doc };
    doc.body = body;
    noteMenuChoice(null);
    expect(openerOf(null)).toBeNull();
    expect(openerOf(body as unknown as Element)).toBeNull();
  });

  it("with the focus on <body> (a dialog whose code loaded after its menu closed), notes the menu of the item just chosen", () => {
    const { doc, el, asElement } = page();
    const body = { ownerDocument: doc };
    doc.body = body;
    const menu = el("", { labelledBy: "radix-account" });
    noteMenuChoice(asElement(el("", { menu })), 1_000);
    expect(openerOf(body as unknown as Element, 1_500)).toEqual({ element: null, id: null, menuTriggerId: "radix-account" });
    expect(openerOf(body as unknown as Element, 1_000 + MENU_CHOICE_WITHIN_MS)).toBeNull();
    noteMenuChoice(null);
    expect(openerOf(body as unknown as Element, 1_500)).toBeNull();
  });
});

describe("restoreFocus", () => {
  it("gives the focus back to the opener when it is still on the page", () => {
    const { el, lookup } = page();
    const button = el("export");
    el(MAIN_ID);
    expect(restoreFocus({ element: button as unknown as HTMLElement, id: "export", menuTriggerId: null }, lookup)).toBe(true);
    expect(lookup.activeElement).toBe(button);
  });

  it("finds the opener again by its id when React replaced it", () => {
    const { el, lookup } = page();
    const old = el("schedule");
    old.isConnected = false;
    const fresh = el("schedule");
    expect(restoreFocus({ element: old as unknown as HTMLElement, id: "schedule", menuTriggerId: null }, lookup)).toBe(true);
    expect(lookup.activeElement).toBe(fresh);
  });

  it("falls back to the menu's button when the dialog was opened from a menu item", () => {
    const { el, lookup } = page();
    const trigger = el("row-actions");
    el(MAIN_ID);
    const opener: Opener = { element: null, id: null, menuTriggerId: "row-actions" };
    expect(restoreFocus(opener, lookup)).toBe(true);
    expect(lookup.activeElement).toBe(trigger);
  });

  it("falls back to the main region when the opener and its menu are gone (a deleted row), never to the page body", () => {
    const { el, lookup } = page();
    const trigger = el("row-actions");
    trigger.isConnected = false;
    const main = el(MAIN_ID);
    expect(restoreFocus({ element: null, id: null, menuTriggerId: "row-actions" }, lookup)).toBe(true);
    expect(lookup.activeElement).toBe(main);
  });

  it("skips an opener that refuses the focus (disabled while its action runs)", () => {
    const { el, lookup } = page();
    const button = el("save", { disabled: true });
    const main = el(MAIN_ID);
    expect(restoreFocus({ element: button as unknown as HTMLElement, id: "save", menuTriggerId: null }, lookup)).toBe(true);
    expect(lookup.activeElement).toBe(main);
  });

  it("reports false when nothing takes the focus, so Radix's default runs", () => {
    const { lookup } = page();
    expect(restoreFocus({ element: null, id: "gone", menuTriggerId: "gone-too" }, lookup)).toBe(false);
  });
});

describe("the shared dialog pieces", () => {
  it("render closed without touching the page (the focus handlers run in the browser only)", () => {
    const dialog = renderToStaticMarkup(
      createElement(Dialog, { open: false }, createElement(DialogContent, null, createElement(DialogTitle, null, "Schedule"))),
    );
    const sheet = renderToStaticMarkup(
      createElement(Sheet, { open: false }, createElement(SheetContent, null, createElement(SheetTitle, null, "New contact"))),
    );
    expect(dialog).toBe("");
    expect(sheet).toBe("");
  });
});
