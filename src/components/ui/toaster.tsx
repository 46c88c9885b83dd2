"use client";

import { CircleCheck, CircleX, Info, TriangleAlert, X, type IconComponent } from "./icons";
import { useSyncExternalStore } from "react";
import { toastStore, type ToastItem, type ToastKind, type ToastStore } from "./toast-store";

const kindMeta: Record<ToastKind, { icon: IconComponent; label: string; iconClass: string; accent: string }> = {
  success: { icon: CircleCheck, label: "Success", iconClass: "text-success", accent: "border-l-success" },
  error: { icon: CircleX, label: "Error", iconClass: "text-destructive", accent: "border-l-destructive" },
  info: { icon: Info, label: "Info", iconClass: "text-primary", accent: "border-l-primary" },
  warning: { icon: TriangleAlert, label: "Warning", iconClass: "text-warning", accent: "border-l-warning" },
};

interface ToastViewProps {
  item: ToastItem;
  store: ToastStore;
  compact?: boolean;
}

/** Its classes are joined as written: none overrides another, so they need no `cn` (toaster.render.test.ts). */
function ToastView({ item, store, compact = false }: ToastViewProps) {
  const meta = kindMeta[item.kind];
  const Icon = meta.icon;
  // Hover/focus pauses auto-close in the main area; notices always close after their 4 s.
  const pause = compact ? undefined : () => store.pause(item.id);
  const resume = compact ? undefined : () => store.resume(item.id);

  return (
    <div
      data-toast=""
      data-toast-kind={item.kind}
      role={item.kind === "error" ? "alert" : undefined}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
      className={`pointer-events-auto flex w-full animate-toast-in items-start border border-l-4 bg-popover text-popover-foreground shadow-lg ${meta.accent} ${compact ? "max-w-xs shrink-0 gap-2 rounded-md px-2.5 py-1.5 text-xs" : "max-w-sm gap-3 rounded-lg p-4 text-sm"}`}
    >
      <Icon aria-hidden="true" className={`shrink-0 ${meta.iconClass} ${compact ? "mt-px size-3.5" : "mt-0.5 size-4"}`} />
      <div className="min-w-0 flex-1">
        <p className={compact ? "break-words" : "break-words font-medium"}>
          <span className="sr-only">{meta.label}: </span>
          {item.message}
        </p>
        {item.description ? (
          <p className={compact ? "mt-0.5 break-words text-muted-foreground truncate" : "mt-0.5 break-words text-muted-foreground"}>{item.description}</p>
        ) : null}
        {item.action ? (
          <a href={item.action.href} className="mt-1 inline-block font-medium text-primary underline underline-offset-4">
            {item.action.label}
          </a>
        ) : null}
      </div>
      <button
        type="button"
        aria-label="Close notification"
        onClick={() => store.dismiss(item.id)}
        className={`shrink-0 cursor-pointer rounded-sm text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground ${compact ? "-my-0.5 p-0.5" : "-m-1 p-1"}`}
      >
        <X aria-hidden="true" className={compact ? "size-3.5" : "size-4"} />
      </button>
    </div>
  );
}

export interface ToasterProps {
  /** Defaults to the app-wide store used by `toast` / `notify`. */
  store?: ToastStore;
}

/** Mount once in the root layout. Renders the main area and the notice area. */
export function Toaster({ store = toastStore }: ToasterProps) {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);

  return (
    <>
      {/* Main: top-center on small screens, bottom-right from md (768px). */}
      <div
        data-toast-area="main"
        role="status"
        aria-live="polite"
        aria-label="Notifications"
        className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col items-center gap-2 p-4 md:inset-x-auto md:top-auto md:right-0 md:bottom-0 md:w-96 md:items-end"
      >
        {state.main.map((item) => (
          <ToastView key={item.id} item={item} store={store} />
        ))}
      </div>

      {/* Notice: top-right, newest first, clipped at 200px so the oldest fall off the bottom. */}
      <div
        data-toast-area="notice"
        role="status"
        aria-live="polite"
        aria-label="Notices"
        className="pointer-events-none fixed top-0 right-0 z-[100] flex max-h-[200px] w-72 max-w-[calc(100vw-1rem)] flex-col items-end gap-1.5 overflow-hidden p-2"
      >
        {[...state.notice].reverse().map((item) => (
          <ToastView key={item.id} item={item} store={store} compact />
        ))}
      </div>
    </>
  );
}
