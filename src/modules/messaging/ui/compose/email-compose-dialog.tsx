"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useCallback, useMemo, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { serverFieldErrors, validate, type FieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import { createEmailSendInput } from "../../contracts/sends.contracts";
import { checkTemplate } from "../../render/template";
import { AudienceSummary, useAudience } from "./audience-summary";
import { BodyEditor } from "./body-editor";
import { EmailOptions, TopicField } from "./compose-options";
import { draftHtml, emailSendInput, fieldOfInputKey, type EmailDraft } from "./email-draft";
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
  draft: EmailDraft;
  onDraft: (update: (d: EmailDraft) => EmailDraft) => void;
  onSent: (sendId: string) => void;
};

/**
 * "Email this list": sender, subject, body with merge tags (checked live), topic and options beside the
 * audience count and a preview as the list's first contact. Sending asks for confirmation with the
 * count; a refusal stays in the dialog with the draft untouched.
 */
export function EmailComposeDialog({ list, open, onOpenChange, draft, onDraft, onSent }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const set = useCallback(<K extends keyof EmailDraft>(key: K, value: EmailDraft[K]) => {
    onDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  }, [onDraft]);

  const subjectProblem = useMemo(() => problemOf(draft.subject), [draft.subject]);
  const bodyProblem = useMemo(() => problemOf(draft.body), [draft.body]);
  const html = useMemo(() => draftHtml(draft), [draft]);
  const audienceInput = { listId: list.id, channel: "email" as const, topicId: draft.topicId || undefined, excludeInvalid: draft.excludeInvalid };
  const audience = useAudience(audienceInput);
  const eligible = audience.data?.eligible ?? null;

  const create = useMutation(
    trpc.messaging.sends.createEmail.mutationOptions({
      meta: { silent: true },
      onSuccess: async ({ sendId }, input) => {
        await queryClient.invalidateQueries({ queryKey: trpc.messaging.sends.pathKey() });
        toast.success(`“${input.name}” is on its way.`);
        onSent(sendId);
      },
      onError: (error) => {
        const fields: FieldErrors = {};
        for (const [key, message] of Object.entries(serverFieldErrors(error))) fields[fieldOfInputKey(key)] ??= message;
        setErrors(fields);
      },
    }),
  );

  const review = (e: FormEvent) => {
    e.preventDefault();
    create.reset();
    const checked = validate(createEmailSendInput, emailSendInput(list.id, draft));
    if (checked.errors) {
      const fields: FieldErrors = {};
      for (const [key, message] of Object.entries(checked.errors)) fields[fieldOfInputKey(key)] ??= message;
      setErrors(fields);
      return;
    }
    if (subjectProblem || bodyProblem) return;
    if (eligible === 0) return setErrors({ form: "Nobody in this list can receive this email now; see the audience count." });
    setConfirming(true);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (create.isPending && !next ? undefined : onOpenChange(next))}>
      <DialogContent className="max-w-6xl gap-0 p-4 sm:p-6" onInteractOutside={(e) => e.preventDefault()}>
        <form onSubmit={review} noValidate className="flex min-w-0 flex-col gap-5">
          <DialogHeader>
            <DialogTitle>Email “{list.name}”</DialogTitle>
            <DialogDescription>Write once; merge tags fill in each contact&apos;s details. Your draft is kept if you close this.</DialogDescription>
          </DialogHeader>
          <ServerError error={create.error} />
          <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
            <div className="flex min-w-0 flex-col gap-4">
              <Field label="Name" htmlFor="compose-name" error={errors.name} hint="For you and your team; recipients don't see it." required>
                <Input value={draft.name} onChange={(e) => set("name", e.target.value)} maxLength={200} autoComplete="off" />
              </Field>
              <FromFields draft={draft} set={set} errors={errors} />
              <SubjectField value={draft.subject} onChange={(v) => set("subject", v)} problem={subjectProblem} error={errors.subject} />
              <BodyEditor
                mode={draft.mode}
                body={draft.body}
                onMode={(mode, body) => onDraft((d) => ({ ...d, mode, body }))}
                onBody={(v) => set("body", v)}
                problem={bodyProblem}
                error={errors.body}
              />
              <TopicField id="compose-topic" value={draft.topicId} onChange={(v) => set("topicId", v)} error={errors.topicId} />
              <EmailOptions privacy={draft.privacy} excludeInvalid={draft.excludeInvalid} onPrivacy={(v) => set("privacy", v)} onExcludeInvalid={(v) => set("excludeInvalid", v)} errors={errors} />
            </div>
            <div className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-0 lg:self-start">
              <AudienceSummary input={audienceInput} listName={list.name} />
              <MessagePreview channel="email" input={{ listId: list.id, subject: draft.subject, html }} />
            </div>
          </div>
          {errors.form ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.form}
            </p>
          ) : null}
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
          onConfirm={() => create.mutate(emailSendInput(list.id, draft))}
        />
      </DialogContent>
    </Dialog>
  );
}
