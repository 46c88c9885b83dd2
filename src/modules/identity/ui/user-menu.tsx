"use client";

import { useMutation } from "@tanstack/react-query";
import { KeyRound, LogOut, MonitorSmartphone, Monitor, Moon, Sun } from "lucide-react";
import { signOut } from "./auth-client";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { applyTheme, parseTheme, type Theme } from "@/modules/shell/theme";
import { useTRPC } from "@/trpc/client";

/** Loaded when first opened: its form and validation stay out of every page's first load. */
const ChangePasswordDialog = dynamic(() => import("./change-password-dialog").then((m) => m.ChangePasswordDialog), { ssr: false });
/** Loaded when first asked for, like the dialog above. */
const ConfirmDialog = dynamic(() => import("@/components/ui/dialog").then((m) => m.ConfirmDialog), { ssr: false });

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("") || "?";

export function UserMenu({ name, email, theme }: { name: string | null; email: string; theme: string | undefined }) {
  const [current, setCurrent] = useState<Theme>(parseTheme(theme));
  const [signingOut, setSigningOut] = useState(false);
  const [confirmEverywhere, setConfirmEverywhere] = useState(false);
  // Mounted from the first ask on, so closing it plays its exit like any dialog.
  const [askedEverywhere, setAskedEverywhere] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const trpc = useTRPC();
  const everywhere = useMutation(trpc.identity.account.signOutEverywhere.mutationOptions());
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="rounded-full bg-primary/10 font-semibold text-primary" aria-label={`Account menu for ${name ?? email}`}>
            {initials(name ?? email)}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel className="flex flex-col gap-0.5">
            <span className="truncate">{name ?? "Signed in"}</span>
            <span className="truncate text-xs font-normal text-muted-foreground">{email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">Theme</DropdownMenuLabel>
          <DropdownMenuRadioGroup
            value={current}
            onValueChange={(value) => {
              const next = parseTheme(value);
              setCurrent(next);
              applyTheme(next);
            }}
          >
            <DropdownMenuRadioItem value="system">
              <Monitor className="size-4" aria-hidden /> System
            </DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="light">
              <Sun className="size-4" aria-hidden /> Light
            </DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="dark">
              <Moon className="size-4" aria-hidden /> Dark
            </DropdownMenuRadioItem>
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={signingOut} onSelect={() => setChangingPassword(true)}>
            <KeyRound className="size-4" aria-hidden /> Change password
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            disabled={signingOut}
            onSelect={() => {
              setSigningOut(true);
              void signOut({ callbackUrl: "/auth/signin" });
            }}
          >
            <LogOut className="size-4" aria-hidden /> Sign out
          </DropdownMenuItem>
          <DropdownMenuItem
            disabled={signingOut}
            onSelect={() => {
              setAskedEverywhere(true);
              setConfirmEverywhere(true);
            }}
          >
            <MonitorSmartphone className="size-4" aria-hidden /> Sign out everywhere
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {changingPassword && <ChangePasswordDialog open onOpenChange={setChangingPassword} />}
      {askedEverywhere && (
        <ConfirmDialog
          open={confirmEverywhere}
          onOpenChange={setConfirmEverywhere}
          title="Sign out on every device?"
          description="Every browser and device signed in to your account, this one included, is signed out. Use it if you signed in somewhere you no longer trust."
          confirmLabel="Sign out everywhere"
          destructive
          onConfirm={async () => {
            await everywhere.mutateAsync();
            setSigningOut(true);
            await signOut({ callbackUrl: "/auth/signin" });
          }}
        />
      )}
    </>
  );
}
