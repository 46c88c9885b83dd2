import { Slot } from "radix-ui";
import { Loader2 } from "./icons";
import type { ComponentProps } from "react";

/** Every button's classes, before its variant's and size's. */
const buttonBase =
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

const variants = {
  default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  outline: "border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground",
  ghost: "hover:bg-accent hover:text-accent-foreground",
  destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
  link: "text-primary underline-offset-4 hover:underline",
};

const sizes = {
  sm: "h-8 px-3 text-xs",
  md: "h-9 px-4",
  lg: "h-11 px-6 text-base",
  icon: "size-9",
};

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** The sizes with a text size of their own, which takes the place of the base's `text-sm`. */
const ownTextSize: ReadonlySet<ButtonSize> = new Set(["sm", "lg"]);

/**
 * A button's classes for a variant and size (default and md when left out): the base, then the
 * variant's, then the size's, as class-variance-authority joined them, and already merged as `cn`
 * would (a size with its own text size drops the base's `text-sm`), so PlainButton can take them as
 * they are. Callers that add classes that override these merge them after (`cn(buttonVariants(…),
 * className)`, as Button does).
 */
export function buttonVariants({ variant, size }: { variant?: ButtonVariant | null; size?: ButtonSize | null } = {}): string {
  const s = size || "md";
  return `${ownTextSize.has(s) ? buttonBase.replace(" text-sm", "") : buttonBase} ${variants[variant || "default"]} ${sizes[s]}`;
}

export interface PlainButtonProps extends ComponentProps<"button"> {
  /** Render the single child element (e.g. a Next `<Link>`) with the button's classes instead of a `<button>`. */
  asChild?: boolean;
  /** Shows a spinner, sets `aria-busy` and disables the button. */
  loading?: boolean;
  /** An icon-only button: while loading, the spinner takes the place of its icon. */
  iconOnly?: boolean;
}

/**
 * Button's element and behaviour with `className` as its whole class list, used as given: no variant
 * lookup and no Tailwind merge, so the client islands of a page's first load can use it without
 * `cn`'s class table. Give it `buttonVariants(…)` (joined with classes that override none of its
 * own), or a string resolved ahead that a test pins to `cn(buttonVariants(…), …)`. Everywhere else,
 * use Button.
 */
export function PlainButton({ className, asChild = false, loading = false, iconOnly = false, disabled, children, type, ...props }: PlainButtonProps) {
  const spinner = loading ? <Loader2 aria-hidden="true" className="animate-spin" /> : null;

  if (asChild) {
    const slotProps = {
      className,
      "aria-busy": loading || undefined,
      "aria-disabled": disabled || loading || undefined,
      "data-loading": loading || undefined,
      ...props,
    };
    // The spinner goes ahead of the child element's own children.
    if (!spinner) return <Slot.Root {...slotProps}>{children}</Slot.Root>;
    return (
      <Slot.Root {...slotProps}>
        {spinner}
        <Slot.Slottable>{children}</Slot.Slottable>
      </Slot.Root>
    );
  }

  return (
    <button
      type={type ?? "button"}
      className={className}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      {...props}
    >
      {spinner}
      {/* Icon buttons swap their icon for the spinner; the aria-label keeps the name. */}
      {iconOnly && loading ? null : children}
    </button>
  );
}
