import { useRef } from "react";
import { MAIN_ID } from "@/lib/landmarks";

/**
 * Where a dialog's focus goes back to when it closes. Radix gives it back to the element focused when
 * the dialog opened, which is lost when that element has left the page: a menu item (the menu closed
 * as the dialog opened), a row's button (the row was deleted), a button swapped for another. So each
 * dialog (dialog.tsx, sheet.tsx) notes its opener, the opener's id and, for a menu item, the id of the
 * menu's button, and gives the focus to the first of them still on the page; failing all of them, to
 * the page's main region (`<main id="main" tabIndex={-1}>`, app-shell.tsx), never to <body>.
 */
export type Opener = {
  /** The element focused when the dialog opened, unless it was a menu item. */
  element: HTMLElement | null;
  /** Its id, to find it again if React replaced the element. */
  id: string | null;
  /** The button of the menu the opener sat in (Radix labels a menu with its trigger's id). */
  menuTriggerId: string | null;
};

type FocusTarget = Pick<HTMLElement, "focus" | "isConnected">;
type Lookup = { getElementById(id: string): FocusTarget | null; activeElement: unknown };

/** A dialog opened this soon after a menu item was chosen, with the focus nowhere, was opened by that item. */
export const MENU_CHOICE_WITHIN_MS = 10_000;

let menuChoice: { menuTriggerId: string; at: number } | null = null;

/**
 * Notes the menu a chosen item sits in (DropdownMenuItem calls it on select). A dialog whose code loads
 * after the press opens once the menu has gone, with the focus on <body>: this says where it came from.
 */
export function noteMenuChoice(item: Element | null, now = Date.now()): void {
  const menuTriggerId = item?.closest('[role="menu"]')?.getAttribute("aria-labelledby");
  menuChoice = menuTriggerId ? { menuTriggerId, at: now } : null;
}

/**
 * Notes the opener from the element focused as the dialog opens. With nothing focused, the menu item
 * chosen just before (noteMenuChoice), else null (then Radix's own behaviour stands).
 */
export function openerOf(active: Element | null, now = Date.now()): Opener | null {
  if (!active || active === active.ownerDocument.body || active === active.ownerDocument.documentElement) {
    return menuChoice && now - menuChoice.at < MENU_CHOICE_WITHIN_MS ? { element: null, id: null, menuTriggerId: menuChoice.menuTriggerId } : null;
  }
  const menu = active.closest('[role="menu"]');
  const menuTriggerId = menu?.getAttribute("aria-labelledby") || null;
  return { element: menu ? null : (active as HTMLElement), id: menu ? null : active.id || null, menuTriggerId };
}

/** Focuses the first of the opener, its id, its menu's button and the main region that takes the focus; false when none does. */
export function restoreFocus(opener: Opener, doc: Lookup): boolean {
  const candidates: Array<FocusTarget | null> = [
    opener.element,
    opener.id ? doc.getElementById(opener.id) : null,
    opener.menuTriggerId ? doc.getElementById(opener.menuTriggerId) : null,
    doc.getElementById(MAIN_ID),
  ];
  for (const target of candidates) {
    if (!target?.isConnected) continue;
    target.focus({ preventScroll: true });
    // A disabled or hidden element refuses the focus: try the next one.
    if (doc.activeElement === target) return true;
  }
  return false;
}

type AutoFocusHandlers = { onOpenAutoFocus?: (event: Event) => void; onCloseAutoFocus?: (event: Event) => void };

/**
 * The `onOpenAutoFocus` / `onCloseAutoFocus` pair for a Radix Dialog or AlertDialog Content, wrapping
 * the caller's own (a caller that calls `preventDefault()` on close keeps the focus to itself).
 */
export function useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers): Required<AutoFocusHandlers> {
  const opener = useRef<Opener | null>(null);
  return {
    onOpenAutoFocus(event) {
      opener.current = openerOf(document.activeElement);
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event) {
      onCloseAutoFocus?.(event);
      const from = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !from) return;
      if (restoreFocus(from, document)) event.preventDefault();
    },
  };
}
