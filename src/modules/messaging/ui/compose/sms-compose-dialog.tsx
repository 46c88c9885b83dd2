"use client";

import { Send } from "lucide-react";
import Link from "next/link";
import { useMemo, useState, type FormEvent } from "react";
import type { Path } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { fieldAria } from "@/components/ui/field";
import { FormField, FormRootError, ROOT_ERROR, serverErrorsOf, useFieldError, type ContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { smsDraftFields, type CreateSmsSendInput, type smsDraftInput } from "../../contracts/sends.contracts";
import { useCreateSmsSend } from "../../hooks/use-sends";
import { useSmsSettings } from "../../hooks/use-sms-settings";
import { checkTemplate } from "../../render/template";
import { AudienceSummary, useAudience } from "./audience-summary";
import { TopicField } from "./compose-options";
import { MessagePreview } from "./message-preview";
import { ServerError } from "./server-error";
import { SmsBodyField } from "./sms-body-field";
import { NO_SMS_PROVIDER_NOTE_ID, NoSmsProviderNote, SMS_SETTINGS_HREF, SmsCostLine } from "./sms-compose-notes";
import { formatCount } from "@/lib/format";

export type SmsDraft = z.input<typeof smsDraftInput>;
export const newSmsDraft = (listName: string): SmsDraft => ({ name: `Text to ${listName}`.slice(0, 200), from: "", body: "", topicId: "" });

const smsInput = (listId: string, d: SmsDraft): CreateSmsSendInput => ({
  name: d.name,
  listId,
  from: d.from || undefined,
  body: d.body,
  topicId: d.topicId || undefined,
});

type Props = {
  list: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The draft, kept by the caller so that closing the dialog (or a refusal) loses nothing. */
  form: ContractForm<typeof smsDraftInput>;
  onSent: (sendId: string) => void;
};

/** "Text this list": sender number, the message with merge tags and its live segment count, the audience, a preview, confirmation. */
export function SmsComposeDialog({ list, open, onOpenChange, form, onSent }: Props) {
  const sms = useSmsSettings();
  const numbers = sms.data?.numbers ?? [];
  const serverNumber = sms.data?.serverNumber ?? null;
  // No provider (the workspace's or the server's): the text can be written and previewed, not sent.
  const noProvider = sms.data ? !sms.data.configured : false;
  const draft = form.watch();
  const fromError = useFieldError(form, "from");
  const bodyError = useFieldError(form, "body");
  const topicError = useFieldError(form, "topicId");
  const [confirming, setConfirming] = useState(false);
  const set = <K extends keyof SmsDraft>(key: K, value: SmsDraft[K]) => {
    form.setValue(key, value as never, { shouldDirty: true });
    form.clearErrors(key);
  };
  const problem = useMemo(() => {
    const checked = checkTemplate(draft.body);
    return checked.ok ? null : checked.message;
  }, [draft.body]);
  const audienceInput = { listId: list.id, channel: "sms" as const, topicId: draft.topicId || undefined };
  const eligible = useAudience(audienceInput).data?.eligible ?? null;
  const fallbackFrom = numbers.find((n) => n.isDefault)?.phone ?? numbers[0]?.phone ?? "";

  const create = useCreateSmsSend({ meta: { silent: true }, onSuccess: ({ sendId }) => onSent(sendId) });
  const review = form.submit(() => {
    if (problem || noProvider) return;
    if (numbers.length === 0 && !serverNumber) return form.setError("from", { type: "custom", message: "Add a sender number first." });
    if (eligible === 0) return form.setError(ROOT_ERROR, { type: "custom", message: "Nobody in this list can receive a text now; see the audience count." });
    setConfirming(true);
  });
  // The refusal itself shows above the draft (<ServerError>); its field messages go on their fields.
  const send = form.submit(async (values) => {
    try {
      await create.mutateAsync(smsInput(list.id, { ...values, from: values.from || fallbackFrom }));
    } catch (error) {
      for (const [name, message] of serverErrorsOf(error, smsDraftFields).fields) form.setError(name as Path<SmsDraft>, { type: "server", message });
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (create.isPending && !next ? undefined : onOpenChange(next))}>
      <DialogContent className="max-w-4xl gap-0 p-4 sm:p-6" onInteractOutside={(e) => e.preventDefault()}>
        <form
          onSubmit={(event: FormEvent) => {
            create.reset();
            return review(event);
          }}
          noValidate
          className="flex min-w-0 flex-col gap-5"
        >
          <DialogHeader>
            <DialogTitle>Text “{list.name}”</DialogTitle>
            <DialogDescription>
              A marketing text ends with “Reply STOP to opt out”. Quiet hours hold messages until morning in each contact&apos;s time zone.
            </DialogDescription>
          </DialogHeader>
          <ServerError error={create.error} />
          <div className="grid min-w-0 gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)]">
            <div className="flex min-w-0 flex-col gap-4">
              <FormField form={form} name="name" label="Name" htmlFor="sms-name" hint="For you and your team; recipients don't see it." required>
                <Input maxLength={200} autoComplete="off" {...form.register("name")} />
              </FormField>
              {sms.isPending ? (
                <Skeleton className="h-14" aria-label="Loading sender numbers" />
              ) : sms.isError ? (
                <p role="alert" className="text-sm text-destructive">
                  Sender numbers couldn&apos;t be loaded: {sms.error.message}
                </p>
              ) : numbers.length === 0 && serverNumber ? (
                <p className="text-sm" data-testid="server-sender-number">
                  <span className="font-medium">Sender number:</span> {serverNumber}{" "}
                  <span className="text-muted-foreground">(this server&apos;s number; add your own in the sending settings)</span>
                </p>
              ) : noProvider && numbers.length === 0 ? (
                <NoSmsProviderNote />
              ) : numbers.length === 0 ? (
                <div role="note" className="flex flex-col gap-1 rounded-md border border-warning/30 bg-warning/10 p-3 text-sm" data-testid="no-sender-number">
                  <p className="font-medium">No sender number yet</p>
                  <p>Texts go out from a number of your SMS provider. Add the provider and a number in the sending settings.</p>
                  {/* A new tab, so this draft stays open here. */}
                  <Link href={SMS_SETTINGS_HREF} target="_blank" rel="noopener" className="w-fit font-medium text-primary underline underline-offset-4">
                    Open the SMS settings (opens in a new tab)
                  </Link>
                  {fromError ? <p className="font-medium text-destructive">{fromError}</p> : null}
                </div>
              ) : (
                <>
                  {noProvider ? <NoSmsProviderNote /> : null}
                  <FormField form={form} name="from" label="Sender number" htmlFor="sms-from" required>
                    <Select value={draft.from || fallbackFrom} onValueChange={(v) => set("from", v)}>
                      <SelectTrigger id="sms-from" {...fieldAria("sms-from", { error: fromError })}>
                        <SelectValue placeholder="Choose a number" />
                      </SelectTrigger>
                      <SelectContent>
                        {numbers.map((n) => (
                          <SelectItem key={n.id} value={n.phone}>
                            {n.label ? `${n.label} · ${n.phone}` : n.phone}
                            {n.isDefault ? " (default)" : ""}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  </FormField>
                </>
              )}
              <SmsBodyField value={draft.body} onChange={(v) => set("body", v)} problem={problem} error={bodyError} />
              <TopicField id="sms-topic" value={draft.topicId} onChange={(v) => set("topicId", v)} error={topicError} />
            </div>
            <div className="flex min-w-0 flex-col gap-4">
              <AudienceSummary input={audienceInput} listName={list.name} />
              <SmsCostLine body={draft.body} eligible={eligible} />
              <MessagePreview channel="sms" input={{ listId: list.id, subject: "", html: "", smsBody: draft.body }} />
            </div>
          </div>
          <FormRootError form={form} />
          <DialogFooter className="border-t pt-4">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={create.isPending}>
              Close
            </Button>
            <Button type="submit" loading={create.isPending} disabled={noProvider} aria-describedby={noProvider ? NO_SMS_PROVIDER_NOTE_ID : undefined}>
              <Send aria-hidden /> Review and send
            </Button>
          </DialogFooter>
        </form>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Send this text now?"
          description={
            eligible === null
              ? `It goes to everyone in “${list.name}” who can receive it.`
              : `${formatCount(eligible)} ${eligible === 1 ? "contact" : "contacts"} of “${list.name}” will receive it, from ${draft.from || fallbackFrom}. A text can't be recalled.`
          }
          confirmLabel={eligible === null ? "Send" : `Send to ${formatCount(eligible)}`}
          onConfirm={() => void send()}
        />
      </DialogContent>
    </Dialog>
  );
}
