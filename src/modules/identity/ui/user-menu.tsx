"use client";

import type { ComponentProps } from "react";
import { LazyMenu } from "@/components/ui/lazy-menu";

export type AccountUser = { name: string | null; email: string };

/** `cn(buttonVariants({ variant: "ghost", size: "icon" }), "rounded-full bg-primary/10 font-semibold text-primary")`, resolved (see shell-triggers.render.test.ts). */
export const ACCOUNT_TRIGGER_CLASS =
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap text-sm transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 hover:bg-accent hover:text-accent-foreground size-9 rounded-full bg-primary/10 font-semibold text-primary";

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("") || "?";

/** The account menu's button (the person's initials), the same at first load and in the full menu. */
export function AccountTrigger({ user, ...props }: { user: AccountUser } & ComponentProps<"button">) {
  return (
    <button type="button" className={ACCOUNT_TRIGGER_CLASS} aria-label={`Account menu for ${user.name ?? user.email}`} {...props}>
      {initials(user.name ?? user.email)}
    </button>
  );
}

const loadMenu = () => import("./user-menu-full").then((m) => m.UserMenuFull);

/** The header's account menu: theme, password and sign-out load on first press (see LazyMenu). */
export function UserMenu({ name, email, theme }: { name: string | null; email: string; theme: string | undefined }) {
  return (
    <LazyMenu load={loadMenu} props={{ user: { name, email }, theme }}>
      <AccountTrigger user={{ name, email }} />
    </LazyMenu>
  );
}
