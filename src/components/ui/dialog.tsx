"use client";

import { AlertDialog as AlertDialogPrimitive, Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { useState, type ComponentProps, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Button } from "./button";
import { useFocusReturn } from "./focus-return";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const overlayClasses = "fixed inset-0 z-50 bg-black/50 backdrop-blur-[1px] data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out";

const panelClasses =
  "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-card p-6 text-card-foreground shadow-lg data-[state=open]:animate-zoom-in data-[state=closed]:animate-zoom-out";

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Hide the top-right close button (Escape still closes). */
  hideClose?: boolean;
}

/** Always render a <DialogTitle> inside (visually hide it with className="sr-only" if needed). */
/** Focus goes back to the control that opened it, or to its menu's button when that was a menu item (focus-return.ts). */
export function DialogContent({ className, children, hideClose = false, onOpenAutoFocus, onCloseAutoFocus, ...props }: DialogContentProps) {
  const focusReturn = useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content className={cn(panelClasses, className)} {...props} {...focusReturn}>
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close
            aria-label="Close dialog"
            className="absolute top-4 right-4 cursor-pointer rounded-sm p-1 text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
          >
            <X aria-hidden="true" className="size-4" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 pr-6 text-left", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-lg leading-tight font-semibold", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive. */
  destructive?: boolean;
  /**
   * Called on confirm. The dialog closes once it returns (or once its promise resolves);
   * if the promise rejects the dialog stays open so the user can retry.
   */
  onConfirm: () => void | Promise<unknown>;
  /** External pending state (e.g. a mutation's isPending): disables both buttons and blocks closing. */
  pending?: boolean;
}

/**
 * Accessible confirmation (role="alertdialog"). Focus starts on Cancel, the safe choice;
 * clicking outside does not dismiss it, Escape does (unless pending). Closed, it gives the focus back
 * to the control that opened it (focus-return.ts).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  destructive = false,
  onConfirm,
  pending = false,
}: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);
  const busy = pending || running;
  const focusReturn = useFocusReturn({});

  async function handleConfirm() {
    setRunning(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // Keep the dialog open; the caller reports the error (e.g. with a toast).
    } finally {
      setRunning(false);
    }
  }

  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={overlayClasses} />
        <AlertDialogPrimitive.Content
          className={cn(panelClasses, "max-w-md")}
          aria-busy={busy || undefined}
          {...focusReturn}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <DialogHeader className="pr-0">
            <AlertDialogPrimitive.Title className="text-lg leading-tight font-semibold">{title}</AlertDialogPrimitive.Title>
            {description ? <AlertDialogPrimitive.Description className="text-sm text-muted-foreground">{description}</AlertDialogPrimitive.Description> : null}
          </DialogHeader>
          <DialogFooter>
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialogPrimitive.Cancel>
            <Button variant={destructive ? "destructive" : "default"} loading={busy} onClick={handleConfirm}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
