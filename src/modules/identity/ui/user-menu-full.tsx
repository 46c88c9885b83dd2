"use client";

import { Cookie, KeyRound, LogOut, MonitorSmartphone, Monitor, Moon, Sun } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { consentSettingsAvailable, openConsentSettings } from "@/lib/consent-settings";
import { applyTheme, parseTheme, type Theme } from "@/lib/theme";
import { TRPCReactProvider } from "@/trpc/client";
import { useNewsletterStatus, useSetNewsletter, useSignOutEverywhere } from "../hooks/use-account";
import { signOut } from "./auth-client";
import { AccountTrigger, type AccountUser } from "./user-menu";

/** Loaded when first opened: its form and validation stay out of the menu's chunk. */
const ChangePasswordDialog = dynamic(() => import("./change-password-dialog").then((m) => m.ChangePasswordDialog), { ssr: false });
/** Loaded when first asked for, like the dialog above. */
const ConfirmDialog = dynamic(() => import("@/components/ui/dialog").then((m) => m.ConfirmDialog), { ssr: false });

type Props = { user: AccountUser; theme: string | undefined; defaultOpen?: boolean };

/** The account menu, loaded on first press (user-menu.tsx); it brings its own tRPC client. */
export function UserMenuFull(props: Props) {
  return (
    <TRPCReactProvider>
      <AccountMenu {...props} />
    </TRPCReactProvider>
  );
}

function AccountMenu({ user, theme, defaultOpen }: Props) {
  const [current, setCurrent] = useState<Theme>(parseTheme(theme));
  const [signingOut, setSigningOut] = useState(false);
  const [confirmEverywhere, setConfirmEverywhere] = useState(false);
  // Mounted from the first ask on, so closing it plays its exit like any dialog.
  const [askedEverywhere, setAskedEverywhere] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const everywhere = useSignOutEverywhere();
  const newsletter = useNewsletterStatus();
  const setNewsletter = useSetNewsletter();
  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <AccountTrigger user={user} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel className="flex flex-col gap-0.5">
            <span className="truncate">{user.name ?? "Signed in"}</span>
            <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
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
          {newsletter.data?.offered ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuCheckboxItem
                checked={newsletter.data.subscribed}
                disabled={signingOut || setNewsletter.isPending}
                onSelect={(event) => event.preventDefault()}
                onCheckedChange={(checked) => setNewsletter.mutate({ subscribed: checked === true })}
              >
                {newsletter.data.wording}
              </DropdownMenuCheckboxItem>
            </>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={signingOut} onSelect={() => setChangingPassword(true)}>
            <KeyRound className="size-4" aria-hidden /> Change password
          </DropdownMenuItem>
          {consentSettingsAvailable() && (
            <DropdownMenuItem onSelect={() => openConsentSettings("account-menu")}>
              <Cookie className="size-4" aria-hidden /> Cookie settings
            </DropdownMenuItem>
          )}
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
