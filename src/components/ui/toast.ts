/**
 * Public toast API. Usage (client code):
 *   import { toast, notify } from "@/components/ui/toast";
 *   toast.success("Campaign saved");            // main area (max 2 visible, rest queued)
 *   toast.error("Sync failed", { description }); // stays until closed
 *   notify("Copied to clipboard");              // notice area (top-right, 4 s, max 5)
 * Render <Toaster /> (from "@/components/ui/toaster") once in the root layout.
 */
export { toast, notify, toastStore, createToastStore } from "./toast-store";
export type { ToastAction, ToastArea, ToastItem, ToastKind, ToastOptions, ToastState, ToastStore } from "./toast-store";
