"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { toast } from "@/components/ui/toast";
import { serverFieldErrors, validate, type FieldErrors } from "@/lib/forms";
import { SUBSCRIPTION_HREF } from "@/modules/billing/client";
import { limitReached } from "@/trpc/query-client";
import { useTRPC } from "@/trpc/client";
import { createContactInput } from "../../contracts/contacts.contracts";
import { consentStatuses, type ConsentStatus } from "../../contracts/crm-enums";
import { consentLabel, displayName } from "./columns";
import { VocabSelect } from "./contact-form";
import { TagsInput } from "./tags-input";
import type { ContactVocab } from "./use-contact-vocab";

const blank = { email: "", firstName: "", lastName: "", phone: "", companyName: "", jobTitle: "", lifecycleStage: "", consentSource: "" };
type TextKey = keyof typeof blank;

/** A new contact in a side panel; on success it opens in the contact drawer. */
export function NewContactSheet({ open, onOpenChange, vocab, onCreated }: { open: boolean; onOpenChange: (o: boolean) => void; vocab: ContactVocab; onCreated: (id: string) => void }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full sm:max-w-lg">
        <SheetHeader>
          <SheetTitle>New contact</SheetTitle>
          <SheetDescription>An email, a phone or a name is enough; add the rest now or later.</SheetDescription>
        </SheetHeader>
        {open && <NewContactForm vocab={vocab} onCreated={(id) => (onOpenChange(false), onCreated(id))} />}
      </SheetContent>
    </Sheet>
  );
}

function NewContactForm({ vocab, onCreated }: { vocab: ContactVocab; onCreated: (id: string) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(blank);
  const [tags, setTags] = useState<string[]>([]);
  const [emailConsent, setEmailConsent] = useState<ConsentStatus>("unknown");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  const create = useMutation(
    trpc.crm.contacts.create.mutationOptions({
      meta: { silent: true },
      onSuccess: async (contact) => {
        toast.success(`${displayName(contact)} added.`);
        await queryClient.invalidateQueries({ queryKey: trpc.crm.contacts.pathKey() });
        onCreated(contact.id);
      },
      onError: (error) => {
        if (limitReached(error)) return void toast.error(error.message, { action: { label: "See plans and add-ons", href: SUBSCRIPTION_HREF } });
        const fields = serverFieldErrors(error);
        setErrors(fields);
        setProblem(Object.keys(fields).length === 0 ? error.message : null);
      },
    }),
  );

  const set = (key: TextKey, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(createContactInput, { ...values, tags, emailConsent });
    setErrors(checked.errors ?? {});
    setProblem(null);
    if (checked.data) create.mutate(checked.data);
  }

  const text = (key: TextKey, label: string, extra: { type?: string; autoComplete?: string; hint?: string } = {}) => (
    <Field label={label} htmlFor={`new-contact-${key}`} error={errors[key]} hint={extra.hint}>
      <Input type={extra.type ?? "text"} value={values[key]} onChange={(e) => set(key, e.target.value)} autoComplete={extra.autoComplete ?? "off"} />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-1 flex-col gap-4" aria-label="New contact">
      {text("email", "Email", { type: "email" })}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("firstName", "First name")}
        {text("lastName", "Last name")}
      </div>
      {text("phone", "Phone", { type: "tel", hint: "With the country code, e.g. +1 415 555 0123" })}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("companyName", "Company")}
        {text("jobTitle", "Job title")}
      </div>
      <VocabSelect id="new-contact-lifecycleStage" label="Lifecycle stage" value={values.lifecycleStage} onChange={(v) => set("lifecycleStage", v)} options={vocab.stages.map((s) => ({ value: s.key, label: s.label }))} error={errors.lifecycleStage} />
      <Field label="Tags" htmlFor="new-contact-tags" error={errors.tags}>
        <TagsInput id="new-contact-tags" label="Tags" value={tags} onChange={setTags} />
      </Field>
      <fieldset className="grid gap-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">Email consent</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {consentStatuses.map((s) => (
            <label key={s} className="flex items-center gap-2 text-sm">
              <input type="radio" name="new-contact-consent" className="size-4 accent-primary" checked={emailConsent === s} onChange={() => setEmailConsent(s)} />
              {consentLabel[s]}
            </label>
          ))}
        </div>
        {emailConsent !== "unknown" && text("consentSource", "Consent source", { hint: "Kept in the consent history, e.g. “Trade show sign-up sheet”" })}
      </fieldset>
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      <SheetFooter className="sm:flex-row sm:justify-end">
        <Button type="submit" loading={create.isPending}>
          Create contact
        </Button>
      </SheetFooter>
    </form>
  );
}
