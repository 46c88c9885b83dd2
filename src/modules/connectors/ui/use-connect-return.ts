"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";

/**
 * Reads how the platform's sign-in ended (`?connected=<connection id>` or `?connectError=<sentence>`)
 * when the page opens, says what went wrong, and clears the address so a reload doesn't repeat it.
 * Returns the connection just made, if any.
 */
export function useConnectReturn(): string | null {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const [returned] = useState(() => ({ connected: params.get("connected"), error: params.get("connectError") }));
  useEffect(() => {
    if (!returned.connected && !returned.error) return;
    if (returned.error) toast.error("The platform wasn't connected", { description: returned.error, id: "connect-error" });
    router.replace(pathname, { scroll: false });
  }, [returned, router, pathname]);
  return returned.connected;
}
