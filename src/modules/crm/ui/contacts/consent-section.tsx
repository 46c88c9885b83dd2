"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { formatWhen, readerTimeFormat } from "@/lib/format";
import { serverFieldErrors, type FieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import { consentStatuses, type ConsentChannel, type ConsentMethod, type ConsentStatus } from "../../contracts/crm-enums";
import { consentLabel } from "./columns";
import { ConsentBadge } from "./contact-cell";
import type { ContactDetail } from "./types";

const channelLabel: Record<ConsentChannel, string> = { email: "Email", sms: "SMS" };
export const methodLabel: Record<ConsentMethod, string> = {
  manual: "Set by hand",
  import: "Import",
  form: "Form",
  unsubscribe_link: "Unsubscribe link",
  preference_centre: "Preference centre",
  sms_keyword: "SMS keyword (STOP/START)",
  complaint: "Spam complaint",
  api: "API",
  erasure: "Erasure",
};


function ChannelConsent({ contactId, channel, status, canWrite }: { contactId: string; channel: ConsentChannel; status: ConsentStatus; canWrite: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [next, setNext] = useState<ConsentStatus>(status);
  const [source, setSource] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useMutation(
    trpc.crm.contacts.setConsent.mutationOptions({
      meta: { silent: true },
      onSuccess: async () => {
        toast.success(`${channelLabel[channel]} consent set to ${consentLabel[next].toLowerCase()}.`);
        setSource("");
        await queryClient.invalidateQueries({ queryKey: trpc.crm.contacts.pathKey() });
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        setErrors(fields);
        if (Object.keys(fields).length === 0) toast.error(error.message);
      },
    }),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    change.mutate({ id: contactId, channel, status: next, source: source.trim() || null });
  };
  const id = `consent-${channel}`;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-md border p-3" aria-label={`${channelLabel[channel]} consent`}>
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">{channelLabel[channel]}</h4>
        <ConsentBadge status={status} />
      </div>
      {canWrite && (
        <>
          <Field label={`New ${channelLabel[channel]} consent`} htmlFor={`${id}-status`}>
            <Select value={next} onValueChange={(v) => setNext(v as ConsentStatus)}>
              <SelectTrigger id={`${id}-status`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {consentStatuses.map((s) => (
                  <SelectItem key={s} value={s}>
                    {consentLabel[s]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          <Field label="How you know" htmlFor={`${id}-source`} hint="Kept in the history, e.g. “Asked by phone”" error={errors.source}>
            <Input value={source} onChange={(e) => setSource(e.target.value)} maxLength={200} autoComplete="off" />
          </Field>
          <Button type="submit" variant="outline" size="sm" className="self-end" disabled={next === status && !source.trim()} loading={change.isPending}>
            Change {channelLabel[channel]} consent
          </Button>
        </>
      )}
    </form>
  );
}

/** Consent per channel, with a control to change it and the history of every change. */
export function ConsentSection({ detail, canWrite }: { detail: ContactDetail; canWrite: boolean }) {
  const { contact, consentHistory } = detail;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="consent-heading">
      <h3 id="consent-heading" className="text-base font-semibold">
        Consent
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <ChannelConsent key={`email-${contact.emailConsent}`} contactId={contact.id} channel="email" status={contact.emailConsent} canWrite={canWrite} />
        <ChannelConsent key={`sms-${contact.smsConsent}`} contactId={contact.id} channel="sms" status={contact.smsConsent} canWrite={canWrite} />
      </div>
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold">History</h4>
        {consentHistory.length === 0 ? (
          <p className="text-sm text-muted-foreground">No consent recorded yet: both channels are unknown.</p>
        ) : (
          <ol className="flex flex-col divide-y rounded-md border text-sm" aria-label="Consent history" data-testid="consent-history">
            {consentHistory.map((h) => (
              <li key={h.id} className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:items-center sm:gap-3">
                <span className="w-40 shrink-0 text-xs text-muted-foreground">{formatWhen(h.occurredAt, readerTimeFormat())}</span>
                <span className="flex-1">
                  {channelLabel[h.channel]}: <span className="font-medium">{consentLabel[h.status]}</span>
                  <span className="text-muted-foreground">
                    {" "}
                    · {methodLabel[h.method]}
                    {h.source ? ` · ${h.source}` : ""}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
