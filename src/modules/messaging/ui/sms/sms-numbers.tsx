"use client";

import { Phone, Plus, Star, Trash2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useAddSmsNumber, useMakeDefaultSmsNumber, useRemoveSmsNumber } from "../../hooks/use-sms-settings";
import { SmsSection } from "./section";
import type { SmsNumber } from "./types";

/** The workspace's sender numbers: add, remove (confirmed), and choose the default. */
export function SmsNumbers({ numbers, manage }: { numbers: SmsNumber[]; manage: boolean }) {
  const [removing, setRemoving] = useState<SmsNumber | null>(null);
  const remove = useRemoveSmsNumber();
  const makeDefault = useMakeDefaultSmsNumber();

  return (
    <SmsSection
      id="sms-numbers-title"
      title="Sender numbers"
      description="The numbers your messages come from, as your provider issued them. A send uses the default unless it picks another."
    >
      {numbers.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
          No sender numbers yet. Add the number your provider gave you, with its country code.
        </p>
      ) : (
        <ul className="flex flex-col divide-y rounded-md border" aria-label="Sender numbers">
          {numbers.map((n) => (
            <li key={n.id} className="flex flex-wrap items-center gap-2 px-3 py-2">
              <Phone aria-hidden className="size-4 text-muted-foreground" />
              <span className="font-mono text-sm">{n.phone}</span>
              {n.label ? <span className="text-sm text-muted-foreground">{n.label}</span> : null}
              {n.isDefault ? <Badge variant="secondary">Default</Badge> : null}
              {manage ? (
                <span className="ml-auto flex gap-1">
                  {n.isDefault ? null : (
                    <Button
                      size="sm"
                      variant="ghost"
                      loading={makeDefault.isPending && makeDefault.variables?.id === n.id}
                      onClick={() => makeDefault.mutate({ id: n.id })}
                    >
                      <Star aria-hidden /> Make default
                    </Button>
                  )}
                  <Button size="icon" variant="ghost" aria-label={`Remove ${n.phone}`} onClick={() => setRemoving(n)}>
                    <Trash2 aria-hidden />
                  </Button>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {manage ? <AddNumberForm /> : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={`Remove ${removing?.phone ?? "this number"}?`}
        description={
          removing?.isDefault
            ? "It is the default number: the oldest remaining number becomes the default. Sends already queued from it keep using it."
            : "Sends already queued from it keep using it."
        }
        confirmLabel="Remove number"
        destructive
        pending={remove.isPending}
        onConfirm={() => (removing ? remove.mutateAsync({ id: removing.id }) : undefined)}
      />
    </SmsSection>
  );
}

function AddNumberForm() {
  const form = useContractForm(() => import("../../contracts/sms.contracts").then((m) => m.addSmsNumberInput), { defaultValues: { phone: "", label: "" } });
  const add = useAddSmsNumber({ meta: { silent: true }, onSuccess: () => form.reset() });
  return (
    <form
      onSubmit={form.submit((values) => add.mutateAsync(values))}
      noValidate
      aria-label="Add a sender number"
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      <FormField form={form} name="phone" label="Number" htmlFor="sms-new-number" hint="With the country code, e.g. +14155550123" required>
        <Input type="tel" autoComplete="off" {...form.register("phone")} />
      </FormField>
      <FormField form={form} name="label" label="Label" htmlFor="sms-new-label" hint="Optional, e.g. US line">
        <Input autoComplete="off" {...form.register("label")} />
      </FormField>
      <Button type="submit" variant="outline" loading={form.formState.isSubmitting} className="sm:mt-6">
        <Plus aria-hidden /> Add number
      </Button>
      <div className="sm:col-span-3">
        <FormRootError form={form} />
      </div>
    </form>
  );
}
