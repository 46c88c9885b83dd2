"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback } from "react";

/** The send open in the detail sheet, kept in the address (?send=<id>) so a link opens it. */
export function useSendParam(): [string | null, (sendId: string | null) => void] {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const open = useCallback(
    (sendId: string | null) => {
      const next = new URLSearchParams(window.location.search);
      if (sendId) next.set("send", sendId);
      else next.delete("send");
      router.replace(`${pathname}?${next}`, { scroll: false });
    },
    [router, pathname],
  );
  return [params.get("send"), open];
}
