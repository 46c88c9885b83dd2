"use client";

import { Plug, RefreshCw } from "lucide-react";
import { usePathname } from "next/navigation";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useStartConnect } from "../hooks/use-connections";
import type { PlatformView } from "./types";

/** Opens on a click: its own chunk (the Radix Dialog family stays out of the page's first load). */
const AskDialog = dynamic(() => import("./connect-ask-dialog").then((m) => m.AskDialog), { ssr: false });

/**
 * Starts the platform's sign-in: asks first for what the platform needs (the Shopify shop domain),
 * then sends the browser to the platform. With `connectionId` it reconnects that connection.
 */
export function ConnectButton({
  platform,
  connectionId,
  size = "md",
  another = false,
}: {
  platform: PlatformView;
  connectionId?: string;
  size?: "sm" | "md";
  another?: boolean;
}) {
  const pathname = usePathname();
  const [asking, setAsking] = useState(false);
  // Errors are shown here: in the dialog beside the field, otherwise as a toast.
  const start = useStartConnect();
  const reconnect = Boolean(connectionId);
  const go = (params?: Record<string, string>) => start.mutateAsync({ platform: platform.id, connectionId, returnTo: pathname, params });

  return (
    <>
      <Button
        size={size}
        variant={reconnect ? "outline" : "default"}
        loading={start.isPending && !asking}
        onClick={() => (platform.askFor.length > 0 ? setAsking(true) : void go().catch((error: Error) => toast.error(error.message)))}
        aria-label={reconnect ? `Reconnect ${platform.name}` : another ? `Connect another ${platform.name} sign-in` : `Connect ${platform.name}`}
      >
        {reconnect ? <RefreshCw aria-hidden /> : <Plug aria-hidden />}
        {start.isPending && !asking ? `Opening ${platform.name}…` : reconnect ? "Reconnect" : another ? "Connect another" : "Connect"}
      </Button>
      {platform.askFor.length > 0 ? (
        <AskDialog open={asking} onOpenChange={setAsking} platform={platform} reconnect={reconnect} onSubmit={go} pending={start.isPending} />
      ) : null}
    </>
  );
}
