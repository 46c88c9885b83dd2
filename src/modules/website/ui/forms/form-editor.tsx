"use client";

import { Plus } from "lucide-react";
import { useFieldArray, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useCustomFields, useLists } from "@/modules/crm/client";
import type { updateFormInput } from "../../contracts/forms.contracts";
import { MAX_FORM_FIELDS } from "../../contracts/forms.constants";
import { useUpdateForm, type StoredForm } from "../../hooks/use-forms";
import { FieldSettings } from "./field-settings";
import type { EditorForm } from "./form-editor-types";
import { FormEmbed } from "./form-embed";
import { FormPreview } from "./form-preview";
import { FormSettings } from "./form-settings";

const valuesOf = (form: StoredForm) => ({ id: form.id, name: form.name, status: form.status, definition: form.definition, expectedUpdatedAt: form.updatedAt });

type EditorProps = { stored: StoredForm; workspaceSlug: string; canEdit: boolean };

/** The builder; those who edit also get the CRM's custom fields and static lists to choose from (reading them needs the CRM's read permission). */
export function FormEditor(props: EditorProps) {
  return props.canEdit ? <EditorWithCrmChoices {...props} /> : <Editor {...props} customFields={[]} lists={[]} />;
}

function EditorWithCrmChoices(props: EditorProps) {
  const customFields = useCustomFields("contact").data ?? [];
  const lists = (useLists("static").data ?? []) as { id: string; name: string }[];
  return <Editor {...props} customFields={customFields} lists={lists} />;
}

/** The form builder: fields (add, remove, reorder), their settings, steps, after-submit, consent, a live preview and the embed codes. */
function Editor({
  stored,
  workspaceSlug,
  canEdit,
  customFields,
  lists,
}: EditorProps & { customFields: { key: string; label: string }[]; lists: { id: string; name: string }[] }) {
  const save = useUpdateForm({ meta: { silent: true } });
  const form = useContractForm<typeof updateFormInput>(() => import("../../contracts/forms.contracts").then((m) => m.updateFormInput), {
    defaultValues: valuesOf(stored),
  }) as unknown as EditorForm & ReturnType<typeof useContractForm<typeof updateFormInput>>;
  const fields = useFieldArray({ control: form.control, name: "definition.fields" });
  const definition = useWatch({ control: form.control, name: "definition" });
  const name = useWatch({ control: form.control, name: "name" });
  const stepCount = useWatch({ control: form.control, name: "definition.steps" })?.length ?? 1;
  const onSubmit = form.submit(async (values) => {
    const saved = await save.mutateAsync(values);
    form.reset(valuesOf(saved));
  });
  const addField = () =>
    fields.append({ key: `field_${fields.fields.length + 1}`, type: "text", label: "New field", required: false, mapping: "", step: 0 } as never);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-label="Form builder">
        <fieldset disabled={!canEdit} className="flex flex-col gap-6">
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField form={form} name="name" label="Form name" htmlFor="form-name" required>
              <Input id="form-name" {...form.register("name")} />
            </FormField>
            <FormField form={form} name="status" label="Status" htmlFor="form-status" hint="Only a published form takes answers">
              <NativeSelect id="form-status" {...form.register("status")}>
                <option value="draft">Draft</option>
                <option value="published">Published</option>
                <option value="archived">Archived</option>
              </NativeSelect>
            </FormField>
          </div>
          <section aria-labelledby="form-fields-title" className="flex flex-col gap-2">
            <h3 id="form-fields-title" className="font-medium">
              Fields
            </h3>
            <FormField form={form} name="definition.fields" label="Fields, in the order visitors see them" htmlFor="form-fields-list">
              <ul id="form-fields-list" className="flex flex-col gap-3">
                {fields.fields.map((field, index) => (
                  <FieldSettings
                    key={field.id}
                    form={form}
                    index={index}
                    count={fields.fields.length}
                    stepCount={stepCount}
                    customFields={customFields}
                    onMove={(from, to) => fields.move(from, to)}
                    onRemove={(i) => fields.remove(i)}
                  />
                ))}
              </ul>
            </FormField>
            {fields.fields.length < MAX_FORM_FIELDS ? (
              <Button variant="outline" size="sm" className="self-start" onClick={addField}>
                <Plus aria-hidden /> Add a field
              </Button>
            ) : null}
          </section>
          <FormSettings form={form} lists={lists} />
        </fieldset>
        <FormRootError form={form} />
        {canEdit ? (
          <Button type="submit" className="self-start" loading={form.formState.isSubmitting}>
            Save form
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">Your role can read this form but not change it.</p>
        )}
      </form>
      <aside className="flex flex-col gap-6">
        <section aria-labelledby="form-preview-title" className="flex flex-col gap-2">
          <h3 id="form-preview-title" className="font-medium">
            Preview
          </h3>
          <FormPreview id={stored.id} name={name} definition={definition as StoredForm["definition"]} />
        </section>
        <FormEmbed formId={stored.id} workspaceSlug={workspaceSlug} published={stored.status === "published"} />
      </aside>
    </div>
  );
}
