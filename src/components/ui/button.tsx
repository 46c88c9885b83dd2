import { cn } from "@/lib/cn";
import { buttonVariants, PlainButton, type ButtonSize, type ButtonVariant, type PlainButtonProps } from "./plain-button";

export { buttonVariants };

export interface ButtonProps extends Omit<PlainButtonProps, "iconOnly"> {
  variant?: ButtonVariant | null;
  size?: ButtonSize | null;
}

/** The design system's button: a variant and a size, with the caller's classes merged over theirs. */
export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <PlainButton className={cn(buttonVariants({ variant, size }), className)} iconOnly={size === "icon"} {...props} />;
}
