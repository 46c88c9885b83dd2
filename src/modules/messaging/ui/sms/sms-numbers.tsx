"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Phone, Plus, Star, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { serverFieldErrors, validate, type FieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import { addSmsNumberInput } from "../../contracts/sms.contracts";
import { SmsSection } from "./section";
import type { SmsNumber } from "./types";

/** The workspace's sender numbers: add, remove (confirmed), and choose the default. */
export function SmsNumbers({ numbers, manage }: { numbers: SmsNumber[]; manage: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<SmsNumber | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.messaging.sms.get.queryKey() });
  const remove = useMutation(
    trpc.messaging.sms.numbers.remove.mutationOptions({
      onSuccess: async () => {
        await refresh();
        toast.success("Number removed");
      },
    }),
  );
  const makeDefault = useMutation(
    trpc.messaging.sms.numbers.makeDefault.mutationOptions({
      onSuccess: async () => {
        await refresh();
        toast.success("Default number changed");
      },
    }),
  );

  return (
    <SmsSection id="sms-numbers-title" title="Sender numbers" description="The numbers your messages come from, as your provider issued them. A send uses the default unless it picks another.">
      {numbers.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">No sender numbers yet. Add the number your provider gave you, with its country code.</p>
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
                    <Button size="sm" variant="ghost" loading={makeDefault.isPending && makeDefault.variables?.id === n.id} onClick={() => makeDefault.mutate({ id: n.id })}>
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
      {manage ? <AddNumberForm onAdded={refresh} /> : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={`Remove ${removing?.phone ?? "this number"}?`}
        description={removing?.isDefault ? "It is the default number: the oldest remaining number becomes the default. Sends already queued from it keep using it." : "Sends already queued from it keep using it."}
        confirmLabel="Remove number"
        destructive
        pending={remove.isPending}
        onConfirm={() => (removing ? remove.mutateAsync({ id: removing.id }) : undefined)}
      />
    </SmsSection>
  );
}

function AddNumberForm({ onAdded }: { onAdded: () => Promise<unknown> }) {
  const trpc = useTRPC();
  const [phone, setPhone] = useState("");
  const [label, setLabel] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useMutation(
    trpc.messaging.sms.numbers.add.mutationOptions({
      meta: { silent: true },
      onSuccess: async (row) => {
        setPhone("");
        setLabel("");
        setErrors({});
        await onAdded();
        toast.success(`${row.phone} added`);
      },
      onError: (error) => setErrors({ form: error.message, ...serverFieldErrors(error) }),
    }),
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(addSmsNumberInput, { phone, label });
    if (!checked.data) return setErrors(checked.errors);
    add.mutate(checked.data);
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Add a sender number" className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
      <Field label="Number" htmlFor="sms-new-number" error={errors.phone} hint="With the country code, e.g. +14155550123" required>
        <Input type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} autoComplete="off" />
      </Field>
      <Field label="Label" htmlFor="sms-new-label" error={errors.label} hint="Optional, e.g. US line">
        <Input value={label} onChange={(e) => setLabel(e.target.value)} autoComplete="off" />
      </Field>
      <Button type="submit" variant="outline" loading={add.isPending} className="sm:mt-6">
        <Plus aria-hidden /> Add number
      </Button>
      {errors.form && !errors.phone ? (
        <p role="alert" className="text-sm text-destructive sm:col-span-3">
          {errors.form}
        </p>
      ) : null}
    </form>
  );
}
