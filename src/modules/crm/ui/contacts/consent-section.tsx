"use client";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { formatWhen, readerTimeFormat } from "@/lib/format";
import { setConsentInput } from "../../contracts/contacts.contracts";
import { useSetConsent } from "../../hooks/use-contacts";
import { consentStatuses, type ConsentChannel, type ConsentMethod, type ConsentStatus } from "../../contracts/crm-enums";
import { consentChannelLabel, consentLabel } from "./columns";
import { ConsentBadge } from "./contact-cell";
import type { ContactDetail } from "./types";

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
  const change = useSetConsent({ meta: { silent: true } });
  const form = useContractForm(setConsentInput, { defaultValues: { id: contactId, channel, status, source: "" } });
  const [next, source] = form.watch(["status", "source"]);
  const onSubmit = form.submit(async (values) => {
    await change.mutateAsync(values);
    form.resetField("source");
  });
  const id = `consent-${channel}`;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 rounded-md border p-3" aria-label={`${consentChannelLabel[channel]} consent`}>
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">{consentChannelLabel[channel]}</h4>
        <ConsentBadge status={status} />
      </div>
      {canWrite && (
        <>
          <Field label={`New ${consentChannelLabel[channel]} consent`} htmlFor={`${id}-status`}>
            <Select value={next} onValueChange={(v) => form.setValue("status", v as ConsentStatus)}>
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
          <FormField form={form} name="source" label="How you know" htmlFor={`${id}-source`} hint="Kept in the history, e.g. “Asked by phone”">
            <Input {...form.register("source")} maxLength={200} autoComplete="off" />
          </FormField>
          <FormRootError form={form} />
          <Button
            type="submit"
            variant="outline"
            size="sm"
            className="self-end"
            disabled={next === status && !source?.trim()}
            loading={form.formState.isSubmitting}
          >
            Change {consentChannelLabel[channel]} consent
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
                  {consentChannelLabel[h.channel]}: <span className="font-medium">{consentLabel[h.status]}</span>
                  <span className="text-muted-foreground">
                    {" "}
                    · {methodLabel[h.method]}
                    {h.source ? ` · ${h.source.replace(/^form:/, "")}` : ""}
                  </span>
                  {h.wording ? <span className="mt-0.5 block text-muted-foreground">Agreed to: “{h.wording}”</span> : null}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
