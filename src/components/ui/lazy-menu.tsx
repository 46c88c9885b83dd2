"use client";

import {
  cloneElement,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
} from "react";
import { toast } from "./toast";

export const MENU_LOAD_FAILED = "Couldn't open the menu. Check your connection and try again.";

/** How the person opened the menu: by pointer, or by keyboard (or assistive technology's click). */
export type MenuOpening = "pointer" | "keyboard";

type TriggerEvent = { type: string; button?: number; ctrlKey?: boolean; key?: string; detail?: number };

/**
 * The events that open the menu: the ones Radix's DropdownMenu.Trigger opens on (primary-button
 * pointerdown without Ctrl; Enter, Space, ArrowDown), and a click that no pointer made (a screen
 * reader's or `element.click()`), which Radix would answer through the keyboard path.
 */
export function menuOpening(event: TriggerEvent): MenuOpening | null {
  if (event.type === "pointerdown") return event.button === 0 && !event.ctrlKey ? "pointer" : null;
  if (event.type === "keydown") return event.key === "Enter" || event.key === " " || event.key === "ArrowDown" ? "keyboard" : null;
  if (event.type === "click") return event.detail === 0 ? "keyboard" : null;
  return null;
}

/** `load`, called at most once at a time: the promise is kept once it succeeds, dropped when it fails so a retry loads again. */
export function cachedLoader<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/**
 * A press's course, apart from React: the first press marks the trigger busy, awaits the module and
 * hands it over with how the menu was opened; presses while it loads do nothing; a failed load
 * shows a toast and leaves the trigger as it was, so the next press tries again.
 */
export function menuOpener<T>(fetchMenu: () => Promise<T>, on: { busy: (busy: boolean) => void; ready: (menu: T, how: MenuOpening) => void }) {
  let opening = false;
  return {
    /** Hover or focus: fetch ahead, quietly (a failure is shown when the menu is pressed). */
    prefetch: () => void fetchMenu().catch(() => undefined),
    open: async (how: MenuOpening): Promise<void> => {
      if (opening) return;
      opening = true;
      on.busy(true);
      try {
        on.ready(await fetchMenu(), how);
      } catch {
        opening = false;
        on.busy(false);
        toast.error(MENU_LOAD_FAILED);
      }
    },
  };
}

type Trigger = ReactElement<ComponentProps<"button">>;
type FullMenu<P> = ComponentType<P & { defaultOpen?: boolean }>;
type ButtonEvent = PointerEvent<HTMLButtonElement> | KeyboardEvent<HTMLButtonElement> | MouseEvent<HTMLButtonElement>;

/**
 * A menu whose code loads on first press. `children` is a light trigger that looks exactly like the
 * full menu's trigger (a plain element: no Radix, no `cn`); hovering or focusing it fetches the
 * module, and pressing it (as Radix's trigger opens) renders `<Full {...props} defaultOpen />` in its
 * place, which stays mounted from then on. Render it from a client component (`load` is a function);
 * `load` is read on the first render.
 *
 *   <LazyMenu load={() => import("./full-menu").then((m) => m.FullMenu)} props={{ id }}>
 *     <MenuTrigger />
 *   </LazyMenu>
 */
export function LazyMenu<P extends object>({ load, props, children }: { load: () => Promise<FullMenu<P>>; props: P; children: Trigger }) {
  const [opened, setOpened] = useState<{ Full: FullMenu<P>; how: MenuOpening } | null>(null);
  const [busy, setBusy] = useState(false);
  const [opener] = useState(() => menuOpener(cachedLoader(load), { busy: setBusy, ready: (Full, how) => setOpened({ Full, how }) }));

  useEffect(() => {
    // Radix's menu focuses its first item when it opens by keyboard: it learns that from a keydown
    // on the document after it mounted (its listener is in place now, its content mounts next).
    if (opened?.how === "keyboard") document.dispatchEvent(new KeyboardEvent("keydown", { key: "Unidentified" }));
  }, [opened]);

  if (opened) return <opened.Full {...props} defaultOpen />;

  const own = children.props;
  const pressed =
    <E extends ButtonEvent>(handler: ((event: E) => void) | undefined) =>
    (event: E) => {
      handler?.(event);
      const how = event.defaultPrevented ? null : menuOpening(event as E & TriggerEvent);
      if (!how) return;
      if (event.type !== "click") event.preventDefault(); // as Radix: no focus move on press, no scroll on Space
      void opener.open(how);
    };

  return cloneElement(children, {
    "aria-haspopup": "menu",
    "aria-expanded": false,
    "aria-busy": busy || undefined,
    "data-state": "closed",
    onPointerEnter: (event: PointerEvent<HTMLButtonElement>) => {
      own.onPointerEnter?.(event);
      opener.prefetch();
    },
    onFocus: (event: FocusEvent<HTMLButtonElement>) => {
      own.onFocus?.(event);
      opener.prefetch();
    },
    onPointerDown: pressed(own.onPointerDown),
    onKeyDown: pressed(own.onKeyDown),
    onClick: pressed(own.onClick),
  } as Partial<ComponentProps<"button">>);
}
