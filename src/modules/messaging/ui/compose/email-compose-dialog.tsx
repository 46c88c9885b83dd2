"use client";

import { Send } from "lucide-react";
import { useCallback, useMemo, useState, type FormEvent } from "react";
import type { Path } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, FormRootError, ROOT_ERROR, serverErrorsOf, type ContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { emailDraftFields, type emailDraftInput } from "../../contracts/sends.contracts";
import { useCreateEmailSend } from "../../hooks/use-sends";
import { checkTemplate } from "../../render/template";
import { AudienceSummary, useAudience } from "./audience-summary";
import { BodyEditor } from "./body-editor";
import { EmailOptions, TopicField } from "./compose-options";
import { draftErrors } from "./draft-errors";
import { draftHtml, emailSendInput, type EmailDraft } from "./email-draft";
import { FromFields } from "./from-fields";
import { MessagePreview } from "./message-preview";
import { ServerError } from "./server-error";
import { SubjectField } from "./subject-field";
import { formatCount } from "@/lib/format";

const problemOf = (source: string) => {
  const checked = checkTemplate(source);
  return checked.ok ? null : checked.message;
};

type Props = {
  list: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The draft, kept by the caller so that closing the dialog (or a refusal) loses nothing. */
  form: ContractForm<typeof emailDraftInput>;
  onSent: (sendId: string) => void;
};

/**
 * "Email this list": sender, subject, body with merge tags (checked live), topic and options beside the
 * audience count and a preview as the list's first contact. Sending asks for confirmation with the
 * count; a refusal stays in the dialog with the draft untouched.
 */
export function EmailComposeDialog({ list, open, onOpenChange, form, onSent }: Props) {
  const draft = form.watch();
  const errors = draftErrors(form.formState.errors);
  const [confirming, setConfirming] = useState(false);
  const set = useCallback(
    <K extends keyof EmailDraft>(key: K, value: EmailDraft[K]) => {
      form.setValue(key, value as never, { shouldDirty: true });
      form.clearErrors(key);
    },
    [form],
  );

  const subjectProblem = useMemo(() => problemOf(draft.subject), [draft.subject]);
  const bodyProblem = useMemo(() => problemOf(draft.body), [draft.body]);
  const html = useMemo(() => draftHtml(draft), [draft]);
  const audienceInput = { listId: list.id, channel: "email" as const, topicId: draft.topicId || undefined, excludeInvalid: draft.excludeInvalid };
  const audience = useAudience(audienceInput);
  const eligible = audience.data?.eligible ?? null;

  const create = useCreateEmailSend({ meta: { silent: true }, onSuccess: ({ sendId }) => onSent(sendId) });
  const review = form.submit(() => {
    if (subjectProblem || bodyProblem) return;
    if (eligible === 0)
      return form.setError(ROOT_ERROR, { type: "custom", message: "Nobody in this list can receive this email now; see the audience count." });
    setConfirming(true);
  });
  // The refusal itself shows above the draft (<ServerError>); its field messages go on their fields.
  const send = form.submit(async (values) => {
    try {
      await create.mutateAsync(emailSendInput(list.id, values));
    } catch (error) {
      for (const [name, message] of serverErrorsOf(error, emailDraftFields).fields) form.setError(name as Path<EmailDraft>, { type: "server", message });
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (create.isPending && !next ? undefined : onOpenChange(next))}>
      <DialogContent className="max-w-6xl gap-0 p-4 sm:p-6" onInteractOutside={(e) => e.preventDefault()}>
        <form
          onSubmit={(event: FormEvent) => {
            create.reset();
            return review(event);
          }}
          noValidate
          className="flex min-w-0 flex-col gap-5"
        >
          <DialogHeader>
            <DialogTitle>Email “{list.name}”</DialogTitle>
            <DialogDescription>Write once; merge tags fill in each contact&apos;s details. Your draft is kept if you close this.</DialogDescription>
          </DialogHeader>
          <ServerError error={create.error} />
          <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
            <div className="flex min-w-0 flex-col gap-4">
              <FormField form={form} name="name" label="Name" htmlFor="compose-name" hint="For you and your team; recipients don't see it." required>
                <Input maxLength={200} autoComplete="off" {...form.register("name")} />
              </FormField>
              <FromFields draft={draft} set={set} errors={errors} />
              <SubjectField value={draft.subject} onChange={(v) => set("subject", v)} problem={subjectProblem} error={errors.subject} />
              <BodyEditor
                mode={draft.mode}
                body={draft.body}
                onMode={(mode, body) => {
                  set("mode", mode);
                  set("body", body);
                }}
                onBody={(v) => set("body", v)}
                problem={bodyProblem}
                error={errors.body}
              />
              <TopicField id="compose-topic" value={draft.topicId} onChange={(v) => set("topicId", v)} error={errors.topicId} />
              <EmailOptions
                privacy={draft.privacy}
                excludeInvalid={draft.excludeInvalid}
                onPrivacy={(v) => set("privacy", v)}
                onExcludeInvalid={(v) => set("excludeInvalid", v)}
                errors={errors}
              />
            </div>
            <div className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-0 lg:self-start">
              <AudienceSummary input={audienceInput} listName={list.name} />
              <MessagePreview channel="email" input={{ listId: list.id, subject: draft.subject, html }} />
            </div>
          </div>
          <FormRootError form={form} />
          <DialogFooter className="border-t pt-4">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={create.isPending}>
              Close
            </Button>
            <Button type="submit" loading={create.isPending}>
              <Send aria-hidden /> Review and send
            </Button>
          </DialogFooter>
        </form>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Send “${draft.subject.trim()}” now?`}
          description={
            eligible === null
              ? `It goes to everyone in “${list.name}” who can receive it.`
              : `${formatCount(eligible)} ${eligible === 1 ? "contact" : "contacts"} of “${list.name}” will receive it. An email can't be recalled once delivered.`
          }
          confirmLabel={eligible === null ? "Send" : `Send to ${formatCount(eligible)}`}
          onConfirm={() => void send()}
        />
      </DialogContent>
    </Dialog>
  );
}
