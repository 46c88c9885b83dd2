"use client";

import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField, type ContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import {
  deviceLabel,
  devices,
  offeredContentKinds,
  popupContentKindLabel,
  popupFrequencies,
  popupFrequencyLabel,
  popupTriggerLabel,
  popupTriggerTypes,
  urlMatchKinds,
  urlMatchLabel,
  visitorKindLabel,
  visitorKinds,
} from "../../contracts/popups.constants";
import type { createPopupInput } from "../../contracts/popups.contracts";
import { usePublishedForms } from "../../hooks/use-forms";

export type PopupForm = ContractForm<typeof createPopupInput>;

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <fieldset aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border p-4">
      <legend id={id} className="px-1 text-sm font-semibold">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

/** What the pop-up says: its kind's fields (a call to action's link, an offer's code, a form). */
export function ContentSection({ form }: { form: PopupForm }) {
  const kind = useWatch({ control: form.control, name: "content.kind" });
  return (
    <Section id="popup-content" title="Content">
      <FormField form={form} name="content.kind" label="What it offers" htmlFor="popup-kind">
        <NativeSelect id="popup-kind" {...form.register("content.kind")}>
          {offeredContentKinds.map((k) => (
            <option key={k} value={k}>
              {popupContentKindLabel[k]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField form={form} name="content.headline" label="Headline" htmlFor="popup-headline" required>
        <Input {...form.register("content.headline")} />
      </FormField>
      <FormField form={form} name="content.body" label="Text" htmlFor="popup-body" hint="Optional">
        <Textarea rows={3} {...form.register("content.body")} />
      </FormField>
      {kind === "form" ? <FormChoice form={form} /> : null}
      {kind === "offer-code" ? (
        <FormField form={form} name="content.offerCode" label="Offer code" htmlFor="popup-code" required hint="Visitors copy it with one click">
          <Input autoComplete="off" {...form.register("content.offerCode")} />
        </FormField>
      ) : null}
      {kind === "form" ? null : (
        <>
          <FormField form={form} name="content.buttonText" label="Button text" htmlFor="popup-button" required>
            <Input {...form.register("content.buttonText")} />
          </FormField>
          <FormField
            form={form}
            name="content.url"
            label={kind === "cta" ? "Button leads to" : "Link (optional)"}
            htmlFor="popup-url"
            required={kind === "cta"}
            hint="A full address, e.g. https://example.com/offer"
          >
            <Input type="url" {...form.register("content.url")} />
          </FormField>
        </>
      )}
      <FormField form={form} name="content.imageUrl" label="Image address" htmlFor="popup-image" hint="Optional; not shown in the top bar">
        <Input type="url" {...form.register("content.imageUrl")} />
      </FormField>
    </Section>
  );
}

/** The site form a form pop-up shows: one of the workspace's published forms (its submission is the pop-up's conversion). */
function FormChoice({ form }: { form: PopupForm }) {
  const forms = usePublishedForms();
  return (
    <FormField
      form={form}
      name="content.formId"
      label="Form"
      htmlFor="popup-form"
      required
      hint={forms && forms.length === 0 ? "No published forms yet: publish one in Site forms first" : undefined}
    >
      <NativeSelect id="popup-form" disabled={!forms} {...form.register("content.formId")}>
        <option value="">{forms ? "Choose a form" : "Loading forms…"}</option>
        {(forms ?? []).map((f) => (
          <option key={f.id} value={f.id}>
            {f.name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** When the pop-up appears and how often. */
export function TimingSection({ form }: { form: PopupForm }) {
  const type = useWatch({ control: form.control, name: "trigger.type" });
  const mode = useWatch({ control: form.control, name: "frequency.mode" });
  return (
    <Section id="popup-timing" title="When and how often">
      <FormField form={form} name="trigger.type" label="Show it" htmlFor="popup-trigger">
        <NativeSelect id="popup-trigger" {...form.register("trigger.type")}>
          {popupTriggerTypes.map((t) => (
            <option key={t} value={t}>
              {popupTriggerLabel[t]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {type === "delay" ? (
        <FormField form={form} name="trigger.delaySeconds" label="Seconds on the page" htmlFor="popup-delay">
          <Input type="number" min={0} {...form.register("trigger.delaySeconds", { valueAsNumber: true })} />
        </FormField>
      ) : null}
      {type === "scroll" ? (
        <FormField form={form} name="trigger.scrollPercent" label="Part of the page scrolled (%)" htmlFor="popup-scroll">
          <Input type="number" min={1} max={100} {...form.register("trigger.scrollPercent", { valueAsNumber: true })} />
        </FormField>
      ) : null}
      {type === "click" ? (
        <FormField form={form} name="trigger.selector" label="Element clicked" htmlFor="popup-selector" hint="A CSS selector, e.g. .buy-button or #newsletter">
          <Input autoComplete="off" {...form.register("trigger.selector")} />
        </FormField>
      ) : null}
      <FormField form={form} name="frequency.mode" label="How often" htmlFor="popup-frequency">
        <NativeSelect id="popup-frequency" {...form.register("frequency.mode")}>
          {popupFrequencies.map((f) => (
            <option key={f} value={f}>
              {popupFrequencyLabel[f]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {mode === "days" ? (
        <FormField form={form} name="frequency.days" label="Days between two showings" htmlFor="popup-days">
          <Input type="number" min={1} {...form.register("frequency.days", { valueAsNumber: true })} />
        </FormField>
      ) : null}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...form.register("frequency.stopAfterConversion")} />
        Stop after a conversion (the button clicked or the code copied)
      </label>
    </Section>
  );
}

/** Who sees it: address rules, devices, new or returning visitors, and the optional schedule. */
export function AudienceSection({ form }: { form: PopupForm }) {
  const rules = useFieldArray({ control: form.control, name: "targeting.urlRules" });
  return (
    <Section id="popup-audience" title="Who sees it">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">Pages</p>
        {rules.fields.length === 0 ? <p className="text-sm text-muted-foreground">Every page of your site.</p> : null}
        {rules.fields.map((rule, i) => (
          <div key={rule.id} className="grid gap-2 sm:grid-cols-[auto_auto_1fr_auto] sm:items-start">
            <NativeSelect aria-label={`Rule ${i + 1}: show or hide`} {...form.register(`targeting.urlRules.${i}.mode`)}>
              <option value="include">Show where the address</option>
              <option value="exclude">Hide where the address</option>
            </NativeSelect>
            <NativeSelect aria-label={`Rule ${i + 1}: how it matches`} {...form.register(`targeting.urlRules.${i}.match`)}>
              {urlMatchKinds.map((m) => (
                <option key={m} value={m}>
                  {urlMatchLabel[m]}
                </option>
              ))}
            </NativeSelect>
            <FormField form={form} name={`targeting.urlRules.${i}.value`} label={`Rule ${i + 1}: address or part of it`} htmlFor={`popup-rule-${i}`}>
              <Input placeholder="/pricing" {...form.register(`targeting.urlRules.${i}.value`)} />
            </FormField>
            <Button type="button" size="icon" variant="ghost" aria-label={`Remove rule ${i + 1}`} onClick={() => rules.remove(i)}>
              <Trash2 aria-hidden />
            </Button>
          </div>
        ))}
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => rules.append({ mode: "include", match: "contains", value: "" })}>
          <Plus aria-hidden /> Add a page rule
        </Button>
      </div>
      <FormField form={form} name="targeting.devices" label="Devices" htmlFor="popup-devices">
        <div role="group" className="flex flex-wrap gap-4">
          {devices.map((d) => (
            <label key={d} className="flex items-center gap-2 text-sm">
              <input id={`popup-device-${d}`} type="checkbox" value={d} className="size-4" {...form.register("targeting.devices")} />
              {deviceLabel[d]}
            </label>
          ))}
        </div>
      </FormField>
      <FormField form={form} name="targeting.visitors" label="Visitors" htmlFor="popup-visitors">
        <NativeSelect id="popup-visitors" {...form.register("targeting.visitors")}>
          {visitorKinds.map((v) => (
            <option key={v} value={v}>
              {visitorKindLabel[v]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField form={form} name="schedule.startsAt" label="Starts (UTC)" htmlFor="popup-starts" hint="Optional">
          <Input type="datetime-local" {...form.register("schedule.startsAt")} />
        </FormField>
        <FormField form={form} name="schedule.endsAt" label="Ends (UTC)" htmlFor="popup-ends" hint="Optional">
          <Input type="datetime-local" {...form.register("schedule.endsAt")} />
        </FormField>
      </div>
    </Section>
  );
}
