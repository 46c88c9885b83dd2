"use client";

import { Plug, RefreshCw } from "lucide-react";
import { usePathname } from "next/navigation";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { useStartConnect } from "../hooks/use-connections";
import type { PlatformView } from "./types";

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

function AskDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  platform: PlatformView;
  reconnect: boolean;
  pending: boolean;
  onSubmit: (params: Record<string, string>) => Promise<unknown>;
}) {
  const { platform } = props;
  const baseId = useId();
  const form = useContractForm(() => import("../contracts/connectors.contracts").then((m) => m.connectParamsInput(platform.askFor)), {
    defaultValues: Object.fromEntries(platform.askFor.map((a) => [a.key, ""])),
  });
  const onSubmit = form.submit((params) => props.onSubmit(params));

  return (
    <Dialog open={props.open} onOpenChange={(open) => !props.pending && props.onOpenChange(open)}>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{props.reconnect ? `Reconnect ${platform.name}` : `Connect ${platform.name}`}</DialogTitle>
            <DialogDescription>{platform.name} needs this before it shows its sign-in page.</DialogDescription>
          </DialogHeader>
          {platform.askFor.map((ask) => (
            <FormField
              key={ask.key}
              form={form}
              name={ask.key}
              label={ask.label}
              htmlFor={`${baseId}-${ask.key}`}
              hint={`For example ${ask.placeholder}`}
              required
            >
              <Input {...form.register(ask.key)} placeholder={ask.placeholder} autoComplete="off" spellCheck={false} />
            </FormField>
          ))}
          <FormRootError form={form} />
          <DialogFooter>
            <Button type="button" variant="outline" disabled={props.pending} onClick={() => props.onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={props.pending}>
              Continue to {platform.name}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
