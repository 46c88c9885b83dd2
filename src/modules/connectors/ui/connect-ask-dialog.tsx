"use client";

import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import type { PlatformView } from "./types";

/** What the platform needs before its sign-in (the Shopify shop domain); connect-button.tsx opens it. */
export function AskDialog(props: {
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
