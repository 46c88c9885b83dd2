"use client";

import { Controller, useWatch } from "react-hook-form";
import { FormField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { SurveyAudience } from "../../contracts/surveys.constants";
import { useSurveyAssignees } from "../../hooks/use-surveys";
import type { SurveyForm } from "./survey-form-types";

const devices = ["Desktop", "Mobile", "Tablet"] as const;
const optionalNumber = (v: unknown) => (v === "" || v === null || v === undefined ? undefined : Number(v));

/** How it shows (pop-up, feedback button or tab, or by the site's own code) and where it sits. */
export function DisplaySettings({ form, surveyId }: { form: SurveyForm; surveyId: string | null }) {
  const type = useWatch({ control: form.control, name: "definition.type" });
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <FormField form={form} name="definition.type" label="Shown as" htmlFor="survey-type">
        <NativeSelect {...form.register("definition.type")}>
          <option value="popover">A pop-up in a corner</option>
          <option value="widget">A feedback button or tab</option>
          <option value="api">Only when your code asks</option>
        </NativeSelect>
      </FormField>
      {type === "popover" ? (
        <FormField form={form} name="definition.appearance.position" label="Corner" htmlFor="survey-position">
          <NativeSelect {...form.register("definition.appearance.position")}>
            <option value="right">Bottom right</option>
            <option value="left">Bottom left</option>
            <option value="center">Bottom centre</option>
          </NativeSelect>
        </FormField>
      ) : null}
      {type === "widget" ? (
        <>
          <FormField form={form} name="definition.appearance.widgetType" label="Looks like" htmlFor="survey-widget-type">
            <NativeSelect {...form.register("definition.appearance.widgetType")}>
              <option value="tab">A tab on the side of the page</option>
              <option value="button">A button in the corner</option>
            </NativeSelect>
          </FormField>
          <FormField form={form} name="definition.appearance.widgetLabel" label="Its text" htmlFor="survey-widget-label">
            <Input placeholder="Feedback" {...form.register("definition.appearance.widgetLabel")} />
          </FormField>
        </>
      ) : null}
      {type === "api" ? (
        <p className="text-sm text-muted-foreground sm:col-span-2">
          Your site shows it when its code calls <code>aimt(&quot;survey&quot;, &quot;{surveyId ?? "the survey's id, shown once saved"}&quot;)</code>, with the
          site script installed.
        </p>
      ) : null}
    </div>
  );
}

/** On which pages, devices, and how long after someone saw it (or another survey) it may show again. */
export function TargetingSettings({ form }: { form: SurveyForm }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField form={form} name="definition.conditions.urlMatchType" label="Pages" htmlFor="survey-url-match">
        <NativeSelect {...form.register("definition.conditions.urlMatchType")}>
          <option value="icontains">whose address contains</option>
          <option value="not_icontains">whose address doesn&apos;t contain</option>
          <option value="exact">whose address is exactly</option>
          <option value="regex">whose address matches the pattern</option>
        </NativeSelect>
      </FormField>
      <FormField form={form} name="definition.conditions.url" label="Address (empty: every page)" htmlFor="survey-url">
        <Input placeholder="/pricing" {...form.register("definition.conditions.url")} />
      </FormField>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium">Devices (none ticked: all)</legend>
        <Controller
          control={form.control}
          name="definition.conditions.deviceTypes"
          render={({ field }) => {
            const picked = (field.value ?? []) as string[];
            return (
              <div className="flex gap-4">
                {devices.map((device) => (
                  <label key={device} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={picked.includes(device)}
                      onChange={(e) => field.onChange(e.target.checked ? [...picked, device] : picked.filter((d) => d !== device))}
                    />
                    {device}
                  </label>
                ))}
              </div>
            );
          }}
        />
      </fieldset>
      <FormField
        form={form}
        name="definition.conditions.seenSurveyWaitPeriodInDays"
        label="Days to wait after a visitor saw a survey"
        htmlFor="survey-wait"
        hint="Nobody sees two surveys too close together."
      >
        <Input type="number" min={0} {...form.register("definition.conditions.seenSurveyWaitPeriodInDays", { setValueAs: optionalNumber })} />
      </FormField>
    </div>
  );
}

/** Once or again every so many days, between two dates. */
export function ScheduleSettings({ form }: { form: SurveyForm }) {
  const schedule = useWatch({ control: form.control, name: "definition.schedule" });
  return (
    <div className="grid gap-3 sm:grid-cols-4">
      <FormField form={form} name="definition.schedule" label="Ask each visitor" htmlFor="survey-schedule">
        <NativeSelect {...form.register("definition.schedule")}>
          <option value="once">Once</option>
          <option value="recurring">Again after a while</option>
        </NativeSelect>
      </FormField>
      {schedule === "recurring" ? (
        <FormField form={form} name="definition.iteration_frequency_days" label="Ask again after (days)" htmlFor="survey-interval" required>
          <Input type="number" min={1} {...form.register("definition.iteration_frequency_days", { setValueAs: optionalNumber })} />
        </FormField>
      ) : null}
      <FormField form={form} name="startDate" label="From (empty: at launch)" htmlFor="survey-start">
        <Input type="date" {...form.register("startDate")} />
      </FormField>
      <FormField form={form} name="endDate" label="Until (empty: no end)" htmlFor="survey-end">
        <Input type="date" {...form.register("endDate")} />
      </FormField>
    </div>
  );
}

/** Who hears about a detractor (a low rating) by email, on site surveys. */
export function FollowUpSettings({ form, audience, canEdit }: { form: SurveyForm; audience: SurveyAudience; canEdit: boolean }) {
  const members = useSurveyAssignees(audience, canEdit);
  return (
    <FormField
      form={form}
      name="followUpUserId"
      label="When someone gives a low rating, email"
      htmlFor="survey-follow-up"
      hint="A low rating is 0 to 6 out of 10, or the low end of a 3- or 5-point scale. The email names the person when they are one of your contacts."
    >
      <NativeSelect {...form.register("followUpUserId")}>
        <option value="">Nobody</option>
        {(members.data ?? []).map((m) => (
          <option key={m.userId} value={m.userId}>
            {m.name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
