"use client";

import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { MAX_FORM_STEPS } from "../../contracts/forms.constants";
import type { EditorForm } from "./form-editor-types";

/** Steps, the button, what happens after a submission, double opt-in and the list new contacts join. */
export function FormSettings({ form, lists }: { form: EditorForm; lists: { id: string; name: string }[] }) {
  const steps = useFieldArray({ control: form.control, name: "definition.steps" });
  const after = useWatch({ control: form.control, name: "definition.afterSubmit.kind" });
  const optIn = useWatch({ control: form.control, name: "definition.doubleOptIn.enabled" });
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="form-steps-title" className="flex flex-col gap-2">
        <h3 id="form-steps-title" className="font-medium">
          Steps
        </h3>
        <p className="text-sm text-muted-foreground">A long form reads better in steps. Choose each field's step in its settings.</p>
        <ol className="flex flex-col gap-2">
          {steps.fields.map((step, index) => (
            <li key={step.id} className="flex items-end gap-2">
              <FormField form={form} name={`definition.steps.${index}.title`} label={`Step ${index + 1} title`} htmlFor={`step-${index}`}>
                <Input id={`step-${index}`} {...form.register(`definition.steps.${index}.title`)} />
              </FormField>
              {steps.fields.length > 1 ? (
                <Button size="icon" variant="ghost" aria-label={`Remove step ${index + 1}`} onClick={() => steps.remove(index)}>
                  <Trash2 aria-hidden />
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
        {steps.fields.length < MAX_FORM_STEPS ? (
          <Button variant="outline" size="sm" className="self-start" onClick={() => steps.append({ title: "" })}>
            <Plus aria-hidden /> Add a step
          </Button>
        ) : null}
      </section>

      <section aria-labelledby="form-after-title" className="flex flex-col gap-3">
        <h3 id="form-after-title" className="font-medium">
          After sending
        </h3>
        <FormField form={form} name="definition.submitLabel" label="Button text" htmlFor="submit-label">
          <Input id="submit-label" {...form.register("definition.submitLabel")} />
        </FormField>
        <FormField form={form} name="definition.afterSubmit.kind" label="Then" htmlFor="after-kind">
          <NativeSelect id="after-kind" {...form.register("definition.afterSubmit.kind")}>
            <option value="message">Show a thank-you message</option>
            <option value="redirect">Go to a page of your site</option>
          </NativeSelect>
        </FormField>
        {after === "redirect" ? (
          <FormField form={form} name="definition.afterSubmit.redirectUrl" label="Page address" htmlFor="after-url" required>
            <Input id="after-url" type="url" placeholder="https://example.com/thanks" {...form.register("definition.afterSubmit.redirectUrl")} />
          </FormField>
        ) : (
          <FormField form={form} name="definition.afterSubmit.message" label="Thank-you message" htmlFor="after-message">
            <Textarea id="after-message" rows={2} {...form.register("definition.afterSubmit.message")} />
          </FormField>
        )}
      </section>

      <section aria-labelledby="form-crm-title" className="flex flex-col gap-3">
        <h3 id="form-crm-title" className="font-medium">
          Contacts and consent
        </h3>
        <FormField form={form} name="definition.listId" label="Add new contacts to a list" htmlFor="form-list">
          <NativeSelect id="form-list" {...form.register("definition.listId")}>
            <option value="">No list</option>
            {lists.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField form={form} name="definition.doubleOptIn.enabled" label="Double opt-in" htmlFor="double-opt-in">
          <label className="flex items-center gap-2 text-sm">
            <input id="double-opt-in" type="checkbox" {...form.register("definition.doubleOptIn.enabled")} /> Ask people to confirm their consent by email
            before they're subscribed
          </label>
        </FormField>
        {optIn ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField
              form={form}
              name="definition.doubleOptIn.fromName"
              label="Sender name"
              htmlFor="optin-from"
              hint="Your workspace's sending domain sends it"
            >
              <Input id="optin-from" {...form.register("definition.doubleOptIn.fromName")} />
            </FormField>
            <FormField form={form} name="definition.doubleOptIn.replyTo" label="Reply-to address" htmlFor="optin-reply">
              <Input id="optin-reply" type="email" {...form.register("definition.doubleOptIn.replyTo")} />
            </FormField>
          </div>
        ) : null}
      </section>
    </div>
  );
}
