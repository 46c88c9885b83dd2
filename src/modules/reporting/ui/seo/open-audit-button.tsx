"use client";

import { usePathname, useRouter } from "next/navigation";
import { buttonVariants, PlainButton } from "@/components/ui/plain-button";

/** RunHistoryTable's Open button (a small ghost Button), merged ahead: no `cn` at first load. */
export const OPEN_AUDIT_CLASS = buttonVariants({ variant: "ghost", size: "sm" });

/** A history row's Open: shows that audit on the page, kept in the address (?audit=) without scrolling. */
export function OpenAuditButton({ auditId, label, selected, disabled }: { auditId: string; label: string; selected: boolean; disabled: boolean }) {
  const router = useRouter();
  const pathname = usePathname();
  return (
    <PlainButton
      className={OPEN_AUDIT_CLASS}
      disabled={disabled}
      onClick={() => router.replace(`${pathname}?audit=${auditId}`, { scroll: false })}
      aria-label={label}
    >
      {selected ? "Shown" : "Open"}
    </PlainButton>
  );
}
