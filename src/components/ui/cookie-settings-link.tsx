"use client";

import { useSyncExternalStore } from "react";
import { consentSettingsAvailable, openConsentSettings, subscribeConsentSettings } from "@/lib/consent-settings";

/** "Cookie settings" in a public page's footer: reopens the consent banner; nothing when the product asks no consent. */
export function CookieSettingsLink({ className }: { className?: string }) {
  const available = useSyncExternalStore(subscribeConsentSettings, consentSettingsAvailable, () => false);
  if (!available) return null;
  return (
    <button
      type="button"
      className={className ?? "cursor-pointer text-xs text-muted-foreground underline-offset-4 hover:underline"}
      onClick={() => openConsentSettings("footer")}
    >
      Cookie settings
    </button>
  );
}
