/*
 * Kept instead of sonner (issue 24), for two reasons, measured and read in sonner 2.0.8:
 * - Spec §8's main area shows at most 2 toasts and, here, queues the rest with their timers not
 *   started, so none closes unseen (e2e/specs/shell/toasts.spec.ts: closing one lets the queued
 *   third in). sonner's `visibleToasts` only hides the toasts past the limit: they stay mounted and
 *   their close timers run, so a third toast can time out before anyone sees it. Two areas would
 *   fit (two <Toaster id>s); the queue would not.
 * - The JS budget: the Toaster is in the root layout, so it is in every page's first load. A build
 *   with sonner's two Toasters on the Google Ads report page measured 157.4 kB against 148.3 kB
 *   without (+9.1 kB gzip); this store and <Toaster /> are 3.1 kB, so the swap would put the report
 *   pages at about 154 kB, over their 150 kB. Numbers in bench/README.md.
 *
 * Toast store: pure TypeScript (no React), used by <Toaster /> through useSyncExternalStore.
 *
 * MAIN area   at most `mainLimit` (2) toasts visible; the rest wait in a FIFO queue and are shown
 *             when a visible one closes. Auto-close after `mainDuration` (6 s) except `error`
 *             toasts, which stay until dismissed. Timers can be paused (hover/focus).
 * NOTICE area at most `noticeLimit` (5) toasts; adding one more drops the oldest. Each closes
 *             itself after `noticeDuration` (4 s).
 *
 * Messages are plain text; the renderer must never interpret them as HTML.
 */

export type ToastKind = "success" | "error" | "info" | "warning";
export type ToastArea = "main" | "notice";

/** A link the toast offers, e.g. "See plans" on a limit error. */
export interface ToastAction {
  label: string;
  href: string;
}

export interface ToastOptions {
  description?: string;
  action?: ToastAction;
  /** Reusing an id replaces that toast (content updated, timer restarted) instead of adding one. */
  id?: string;
}

export interface ToastItem {
  id: string;
  area: ToastArea;
  kind: ToastKind;
  message: string;
  description?: string;
  action?: ToastAction;
  createdAt: number;
}

export interface ToastState {
  /** Visible main-area toasts, oldest first. */
  main: readonly ToastItem[];
  /** Main-area toasts waiting for a free slot, oldest first. */
  queue: readonly ToastItem[];
  /** Notice-area toasts, oldest first. */
  notice: readonly ToastItem[];
}

export interface ToastStoreOptions {
  mainLimit?: number;
  mainDuration?: number;
  noticeLimit?: number;
  noticeDuration?: number;
}

export interface ToastStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ToastState;
  getServerSnapshot(): ToastState;
  show(kind: ToastKind, message: string, opts?: ToastOptions): string;
  notify(message: string, opts?: ToastOptions & { kind?: ToastKind }): string;
  dismiss(id: string): void;
  /** Pause / resume a toast's auto-close timer (no-op for toasts without one). */
  pause(id: string): void;
  resume(id: string): void;
  clear(): void;
}

interface Timer {
  handle: ReturnType<typeof setTimeout> | null;
  remaining: number;
  startedAt: number;
}

const EMPTY: ToastState = Object.freeze({ main: [], queue: [], notice: [] });

export function createToastStore(options: ToastStoreOptions = {}): ToastStore {
  const { mainLimit = 2, mainDuration = 6000, noticeLimit = 5, noticeDuration = 4000 } = options;
  let state: ToastState = EMPTY;
  const listeners = new Set<() => void>();
  const timers = new Map<string, Timer>();
  let counter = 0;

  function emit(next: ToastState) {
    state = next;
    for (const listener of listeners) listener();
  }

  function clearTimer(id: string) {
    const timer = timers.get(id);
    if (timer?.handle) clearTimeout(timer.handle);
    timers.delete(id);
  }

  function startTimer(id: string, duration: number) {
    clearTimer(id);
    const timer: Timer = { handle: null, remaining: duration, startedAt: Date.now() };
    timer.handle = setTimeout(() => dismiss(id), duration);
    timers.set(id, timer);
  }

  function durationFor(item: ToastItem): number | null {
    if (item.area === "notice") return noticeDuration;
    return item.kind === "error" ? null : mainDuration;
  }

  function armVisible(item: ToastItem) {
    const duration = durationFor(item);
    if (duration === null) clearTimer(item.id);
    else startTimer(item.id, duration);
  }

  /** Move queued toasts into free visible slots (starting their timers). */
  function promote(main: ToastItem[], queue: ToastItem[]) {
    while (main.length < mainLimit && queue.length > 0) {
      const next = queue.shift() as ToastItem;
      main.push(next);
      armVisible(next);
    }
  }

  function replaceIn(list: readonly ToastItem[], item: ToastItem): ToastItem[] | null {
    const index = list.findIndex((t) => t.id === item.id);
    if (index === -1) return null;
    const copy = [...list];
    copy[index] = item;
    return copy;
  }

  function add(area: ToastArea, kind: ToastKind, message: unknown, opts: ToastOptions = {}): string {
    const id = opts.id ?? `toast-${++counter}`;
    const item: ToastItem = {
      id,
      area,
      kind,
      message: String(message),
      description: opts.description === undefined ? undefined : String(opts.description),
      action: opts.action,
      createdAt: Date.now(),
    };

    // Same id already shown/queued in the same area: update in place.
    const key = area === "notice" ? "notice" : "main";
    const updatedVisible = replaceIn(state[key], item);
    if (updatedVisible) {
      emit({ ...state, [key]: updatedVisible });
      armVisible(item);
      return id;
    }
    if (area === "main") {
      const updatedQueue = replaceIn(state.queue, item);
      if (updatedQueue) {
        emit({ ...state, queue: updatedQueue });
        return id;
      }
    }
    // An id moving between areas: drop the old one first.
    if (opts.id) dismiss(opts.id);

    if (area === "notice") {
      const notice = [...state.notice, item];
      while (notice.length > noticeLimit) {
        const oldest = notice.shift() as ToastItem;
        clearTimer(oldest.id);
      }
      armVisible(item);
      emit({ ...state, notice });
      return id;
    }

    const main = [...state.main];
    const queue = [...state.queue, item];
    promote(main, queue);
    emit({ ...state, main, queue });
    return id;
  }

  function dismiss(id: string) {
    clearTimer(id);
    const inMain = state.main.some((t) => t.id === id);
    const inQueue = state.queue.some((t) => t.id === id);
    const inNotice = state.notice.some((t) => t.id === id);
    if (!inMain && !inQueue && !inNotice) return;

    const main = state.main.filter((t) => t.id !== id);
    const queue = state.queue.filter((t) => t.id !== id);
    const notice = inNotice ? state.notice.filter((t) => t.id !== id) : state.notice;
    promote(main, queue);
    emit({ main, queue, notice });
  }

  function pause(id: string) {
    const timer = timers.get(id);
    if (!timer?.handle) return;
    clearTimeout(timer.handle);
    timer.handle = null;
    timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.startedAt));
  }

  function resume(id: string) {
    const timer = timers.get(id);
    if (!timer || timer.handle) return;
    timer.startedAt = Date.now();
    timer.handle = setTimeout(() => dismiss(id), timer.remaining);
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    getServerSnapshot: () => EMPTY,
    show: (kind, message, opts) => add("main", kind, message, opts),
    notify: (message, opts) => add("notice", opts?.kind ?? "info", message, opts),
    dismiss,
    pause,
    resume,
    clear() {
      for (const id of [...timers.keys()]) clearTimer(id);
      emit(EMPTY);
    },
  };
}

/** App-wide store rendered by <Toaster />. */
export const toastStore = createToastStore();

export const toast = {
  success: (message: string, opts?: ToastOptions) => toastStore.show("success", message, opts),
  error: (message: string, opts?: ToastOptions) => toastStore.show("error", message, opts),
  info: (message: string, opts?: ToastOptions) => toastStore.show("info", message, opts),
  warning: (message: string, opts?: ToastOptions) => toastStore.show("warning", message, opts),
  dismiss: (id: string) => toastStore.dismiss(id),
};

/** Short, self-closing notice (top-right area, 4 s). */
export function notify(message: string, opts?: ToastOptions & { kind?: ToastKind }): string {
  return toastStore.notify(message, opts);
}
