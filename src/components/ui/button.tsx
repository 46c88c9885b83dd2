import { Loader2 } from "./icons";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { buttonVariants, type ButtonSize, type ButtonVariant } from "./button-classes";
import { slot } from "./slot";

export { buttonVariants };

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant | null;
  size?: ButtonSize | null;
  /** Render the single child element (e.g. a Next `<Link>`) with button styles instead of a `<button>`. */
  asChild?: boolean;
  /** Shows a spinner, sets `aria-busy` and disables the button. */
  loading?: boolean;
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const spinner = loading ? <Loader2 aria-hidden="true" className="animate-spin" /> : null;
  const classes = cn(buttonVariants({ variant, size }), className);

  if (asChild) {
    // The spinner goes ahead of the child element's own children.
    return slot(
      children,
      {
        className: classes,
        "aria-busy": loading || undefined,
        "aria-disabled": disabled || loading || undefined,
        "data-loading": loading || undefined,
        ...props,
      },
      spinner,
    );
  }

  return (
    <button
      type={type ?? "button"}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      {...props}
    >
      {spinner}
      {/* Icon buttons swap their icon for the spinner; the aria-label keeps the name. */}
      {size === "icon" && loading ? null : children}
    </button>
  );
}
