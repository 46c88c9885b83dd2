import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore, type ToastStore } from "./toast-store";

const ids = (list: readonly { id: string }[]) => list.map((t) => t.id);

describe("toast store: main area", () => {
  let store: ToastStore;
  beforeEach(() => {
    vi.useFakeTimers();
    store = createToastStore();
  });
  afterEach(() => {
    store.clear();
    vi.useRealTimers();
  });

  it("shows at most 2 toasts and queues the 3rd until one closes", () => {
    const a = store.show("success", "A");
    const b = store.show("info", "B");
    const c = store.show("warning", "C");
    expect(ids(store.getSnapshot().main)).toEqual([a, b]);
    expect(ids(store.getSnapshot().queue)).toEqual([c]);

    store.dismiss(a);
    expect(ids(store.getSnapshot().main)).toEqual([b, c]);
    expect(store.getSnapshot().queue).toHaveLength(0);
  });

  it("auto-closes after 6 s and the queued toast gets a fresh 6 s once visible", () => {
    store.show("success", "A");
    store.show("success", "B");
    const c = store.show("success", "C");

    vi.advanceTimersByTime(5999);
    expect(store.getSnapshot().main).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(ids(store.getSnapshot().main)).toEqual([c]);

    vi.advanceTimersByTime(5999);
    expect(ids(store.getSnapshot().main)).toEqual([c]);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().main).toHaveLength(0);
  });

  it("error toasts never auto-close and hold their slot", () => {
    const e = store.show("error", "Failed");
    store.show("info", "B");
    const c = store.show("info", "C");
    vi.advanceTimersByTime(6000);
    expect(ids(store.getSnapshot().main)).toEqual([e, c]);
    vi.advanceTimersByTime(6000);
    expect(ids(store.getSnapshot().main)).toEqual([e]);
    vi.advanceTimersByTime(10 * 60_000);
    expect(ids(store.getSnapshot().main)).toEqual([e]);
    store.dismiss(e);
    expect(store.getSnapshot().main).toHaveLength(0);
  });

  it("pausing stops the timer and resuming continues with the remaining time", () => {
    const a = store.show("info", "A");
    vi.advanceTimersByTime(4000);
    store.pause(a);
    vi.advanceTimersByTime(30_000);
    expect(ids(store.getSnapshot().main)).toEqual([a]);
    store.resume(a);
    vi.advanceTimersByTime(1999);
    expect(ids(store.getSnapshot().main)).toEqual([a]);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().main).toHaveLength(0);
  });

  it("reusing an id updates the toast instead of adding one", () => {
    store.show("info", "Uploading…", { id: "upload" });
    store.show("success", "Uploaded", { id: "upload", description: "3 files" });
    const { main } = store.getSnapshot();
    expect(main).toHaveLength(1);
    expect(main[0]).toMatchObject({ id: "upload", kind: "success", message: "Uploaded", description: "3 files" });
  });

  it("dismissing a queued toast removes it from the queue", () => {
    store.show("info", "A");
    store.show("info", "B");
    const c = store.show("info", "C");
    store.dismiss(c);
    expect(store.getSnapshot().queue).toHaveLength(0);
    expect(store.getSnapshot().main).toHaveLength(2);
  });

  it("notifies subscribers and produces a new snapshot per change", () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    const a = store.show("info", "A");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    unsubscribe();
    store.dismiss(a);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("keeps messages as plain strings", () => {
    store.show("info", "<img src=x onerror=alert(1)>");
    expect(store.getSnapshot().main[0]?.message).toBe("<img src=x onerror=alert(1)>");
  });
});

describe("toast store: notice area", () => {
  let store: ToastStore;
  beforeEach(() => {
    vi.useFakeTimers();
    store = createToastStore();
  });
  afterEach(() => {
    store.clear();
    vi.useRealTimers();
  });

  it("keeps at most 5 notices; the 6th pushes out the oldest", () => {
    const created = Array.from({ length: 6 }, (_, i) => store.notify(`N${i + 1}`));
    const { notice } = store.getSnapshot();
    expect(notice).toHaveLength(5);
    expect(ids(notice)).toEqual(created.slice(1));
  });

  it("each notice closes itself after 4 s", () => {
    store.notify("First");
    vi.advanceTimersByTime(2000);
    const second = store.notify("Second");
    vi.advanceTimersByTime(1999);
    expect(store.getSnapshot().notice).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(ids(store.getSnapshot().notice)).toEqual([second]);
    vi.advanceTimersByTime(2000);
    expect(store.getSnapshot().notice).toHaveLength(0);
  });

  it("does not interact with the main area", () => {
    store.show("error", "A");
    store.show("error", "B");
    store.notify("N");
    expect(store.getSnapshot().main).toHaveLength(2);
    expect(store.getSnapshot().queue).toHaveLength(0);
    expect(store.getSnapshot().notice).toHaveLength(1);
  });
});

describe("default exports", () => {
  it("toast.* and notify use the shared store", async () => {
    vi.useFakeTimers();
    const { toast, notify, toastStore } = await import("./toast-store");
    const id = toast.warning("Careful");
    notify("Saved");
    expect(ids(toastStore.getSnapshot().main)).toEqual([id]);
    expect(toastStore.getSnapshot().notice).toHaveLength(1);
    toast.dismiss(id);
    expect(toastStore.getSnapshot().main).toHaveLength(0);
    toastStore.clear();
    vi.useRealTimers();
  });
});
