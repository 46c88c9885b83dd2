"use client";

import { Button } from "@/components/ui/button";
import { FormField, FormRootError, useContractForm, useFieldError } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { limitReached } from "@/trpc/query-client";
import { createContactInput } from "../../contracts/contacts.contracts";
import { consentStatuses } from "../../contracts/crm-enums";
import { useCreateContact } from "../../hooks/use-contacts";
import { consentLabel } from "./columns";
import { OptionSelect } from "./contact-form";
import { TagsInput } from "./tags-input";
import type { CrmWorkspace } from "../../hooks/use-crm-workspace";

const blank = { email: "", firstName: "", lastName: "", phone: "", country: "", companyName: "", jobTitle: "", lifecycleStage: "", consentSource: "" };
type TextKey = keyof typeof blank;

/** A new contact in a side panel; on success it opens in the contact drawer. */
export function NewContactSheet({
  open,
  onOpenChange,
  crm,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  crm: CrmWorkspace;
  onCreated: (id: string) => void;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full sm:max-w-lg">
        <SheetHeader>
          <SheetTitle>New contact</SheetTitle>
          <SheetDescription>An email, a phone or a name is enough; add the rest now or later.</SheetDescription>
        </SheetHeader>
        {open && <NewContactForm crm={crm} onCreated={(id) => (onOpenChange(false), onCreated(id))} />}
      </SheetContent>
    </Sheet>
  );
}

function NewContactForm({ crm, onCreated }: { crm: CrmWorkspace; onCreated: (id: string) => void }) {
  const create = useCreateContact({ meta: { silent: true }, onSuccess: (contact) => onCreated(contact.id) });
  const form = useContractForm(createContactInput, { defaultValues: { ...blank, tags: [], emailConsent: "unknown" } });
  const [lifecycleStage, tags, emailConsent] = form.watch(["lifecycleStage", "tags", "emailConsent"]);
  const stageError = useFieldError(form, "lifecycleStage");
  const onSubmit = form.submit(async (values) => {
    try {
      await create.mutateAsync(values);
    } catch (error) {
      // A plan limit is said by the hook's toast, with the way to more room.
      if (!limitReached(error)) throw error;
    }
  });

  const text = (key: TextKey, label: string, extra: { type?: string; autoComplete?: string; hint?: string } = {}) => (
    <FormField form={form} name={key} label={label} htmlFor={`new-contact-${key}`} hint={extra.hint}>
      <Input type={extra.type ?? "text"} {...form.register(key)} autoComplete={extra.autoComplete ?? "off"} />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-1 flex-col gap-4" aria-label="New contact">
      {text("email", "Email", { type: "email" })}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("firstName", "First name")}
        {text("lastName", "Last name")}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("phone", "Phone", {
          type: "tel",
          hint: "With its country code (+33 6…), or it is read in the contact's country, else the company's, else your workspace's region",
        })}
        {text("country", "Country", { autoComplete: "country-name" })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("companyName", "Company")}
        {text("jobTitle", "Job title")}
      </div>
      <OptionSelect
        id="new-contact-lifecycleStage"
        label="Lifecycle stage"
        value={lifecycleStage ?? ""}
        onChange={(v) => form.setValue("lifecycleStage", v)}
        options={crm.stages.map((s) => ({ value: s.key, label: s.label }))}
        error={stageError}
      />
      <FormField form={form} name="tags" label="Tags" htmlFor="new-contact-tags">
        <TagsInput id="new-contact-tags" label="Tags" value={tags ?? []} onChange={(next) => form.setValue("tags", next)} />
      </FormField>
      <fieldset className="grid gap-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">Email consent</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {consentStatuses.map((s) => (
            <label key={s} className="flex items-center gap-2 text-sm">
              <input type="radio" className="size-4 accent-primary" value={s} {...form.register("emailConsent")} />
              {consentLabel[s]}
            </label>
          ))}
        </div>
        {emailConsent !== "unknown" && text("consentSource", "Consent source", { hint: "Kept in the consent history, e.g. “Trade show sign-up sheet”" })}
      </fieldset>
      <FormRootError form={form} />
      <SheetFooter className="sm:flex-row sm:justify-end">
        <Button type="submit" loading={form.formState.isSubmitting}>
          Create contact
        </Button>
      </SheetFooter>
    </form>
  );
}
