import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LazyMenu, MENU_LOAD_FAILED, cachedLoader, menuOpener, menuOpening, type MenuOpening } from "./lazy-menu";
import { toastStore } from "./toast-store";

const FullMenu: ComponentType<{ label: string; defaultOpen?: boolean }> = () => null;
const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};
const toastMessages = () => [...toastStore.getSnapshot().main, ...toastStore.getSnapshot().queue].map((t) => t.message);

afterEach(() => toastStore.clear());

describe("LazyMenu at first load", () => {
  it("renders the caller's trigger as a closed menu button, not busy, without loading the menu", () => {
    const load = vi.fn(() => Promise.resolve(FullMenu));
    const html = renderToStaticMarkup(
      createElement(LazyMenu<{ label: string }>, {
        load,
        props: { label: "Reports" },
        children: createElement("button", { type: "button" as const, className: "trigger", "aria-label": "Open reports menu" }, "Reports"),
      }),
    );
    expect(html).toBe(
      '<button type="button" class="trigger" aria-label="Open reports menu" aria-haspopup="menu" aria-expanded="false" data-state="closed">Reports</button>',
    );
    expect(load).not.toHaveBeenCalled();
  });
});

describe("menuOpening: the presses that open the menu, as Radix's trigger answers them", () => {
  it("opens on a primary-button press without Ctrl, by pointer", () => {
    expect(menuOpening({ type: "pointerdown", button: 0, ctrlKey: false })).toBe("pointer");
  });

  it("does not open on a secondary-button or Ctrl press (the context menu's gestures)", () => {
    expect(menuOpening({ type: "pointerdown", button: 2, ctrlKey: false })).toBeNull();
    expect(menuOpening({ type: "pointerdown", button: 0, ctrlKey: true })).toBeNull();
  });

  it("opens on Enter, Space and ArrowDown, by keyboard, and on no other key", () => {
    for (const key of ["Enter", " ", "ArrowDown"]) expect(menuOpening({ type: "keydown", key })).toBe("keyboard");
    for (const key of ["ArrowUp", "Tab", "Escape", "a"]) expect(menuOpening({ type: "keydown", key })).toBeNull();
  });

  it("answers a click no pointer made (a screen reader's) as a keyboard opening, and ignores a pointer's click (its press opened already)", () => {
    expect(menuOpening({ type: "click", detail: 0 })).toBe("keyboard");
    expect(menuOpening({ type: "click", detail: 1 })).toBeNull();
    expect(menuOpening({ type: "pointerenter" })).toBeNull();
  });
});

describe("cachedLoader", () => {
  it("loads the module once when a hover's prefetch is followed by a press", async () => {
    const load = vi.fn(() => Promise.resolve(FullMenu));
    const fetchMenu = cachedLoader(load);
    const [hovered, pressed] = [fetchMenu(), fetchMenu()];
    expect(await hovered).toBe(FullMenu);
    expect(await pressed).toBe(FullMenu);
    expect(await fetchMenu()).toBe(FullMenu);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads again after a failure, so the next press can succeed", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(FullMenu);
    const fetchMenu = cachedLoader(load);
    await expect(fetchMenu()).rejects.toThrow("offline");
    expect(await fetchMenu()).toBe(FullMenu);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("menuOpener: a press's course", () => {
  const track = (fetchMenu: () => Promise<typeof FullMenu>) => {
    const busy: boolean[] = [];
    const ready: MenuOpening[] = [];
    const opener = menuOpener(fetchMenu, { busy: (b) => busy.push(b), ready: (menu, how) => (expect(menu).toBe(FullMenu), ready.push(how)) });
    return { opener, busy, ready };
  };

  it("marks the trigger busy while the module loads, then hands it over with how it was opened", async () => {
    const module = deferred<typeof FullMenu>();
    const { opener, busy, ready } = track(() => module.promise);
    const opening = opener.open("keyboard");
    expect(busy).toEqual([true]);
    expect(ready).toEqual([]);
    module.resolve(FullMenu);
    await opening;
    expect(ready).toEqual(["keyboard"]);
    expect(toastMessages()).toEqual([]);
  });

  it("ignores presses while the module loads", async () => {
    const fetchMenu = vi.fn(() => Promise.resolve(FullMenu));
    const { opener, busy, ready } = track(fetchMenu);
    await Promise.all([opener.open("pointer"), opener.open("pointer"), opener.open("keyboard")]);
    expect(fetchMenu).toHaveBeenCalledTimes(1);
    expect(busy).toEqual([true]);
    expect(ready).toEqual(["pointer"]);
  });

  it("prefetches quietly: a failed hover fetch shows nothing and does not open", async () => {
    const fetchMenu = vi.fn(() => Promise.reject(new Error("offline")));
    const { opener, busy, ready } = track(fetchMenu);
    opener.prefetch();
    await vi.waitFor(() => expect(fetchMenu).toHaveBeenCalled());
    await Promise.resolve();
    expect([busy, ready, toastMessages()]).toEqual([[], [], []]);
  });

  it("shows a toast when the module fails to load and leaves the trigger usable for another press", async () => {
    const fetchMenu = cachedLoader(
      vi.fn<() => Promise<typeof FullMenu>>().mockRejectedValueOnce(new Error("Failed to fetch dynamically imported module")).mockResolvedValue(FullMenu),
    );
    const { opener, busy, ready } = track(fetchMenu);
    await opener.open("pointer");
    expect(toastMessages()).toEqual([MENU_LOAD_FAILED]);
    expect(toastStore.getSnapshot().main[0]?.kind).toBe("error");
    expect(busy).toEqual([true, false]);
    expect(ready).toEqual([]);
    await opener.open("pointer");
    expect(ready).toEqual(["pointer"]);
  });
});
