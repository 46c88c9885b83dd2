"use client";

import { X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectSeparator, SelectTrigger, SelectValue } from "@/components/ui/select";
import { activityKinds, consentStatuses, type ActivityKind } from "../../contracts/crm-enums";
import { contactFieldLabels, opLabels, opsForCustomType, opsForField, type Condition, type FieldOp } from "../../contracts/segments.contracts";
import { ConditionValue } from "./condition-value";
import { conditionFor, pickerFields, subjectOf, withOp, type Subject } from "./rule-state";
import type { RuleChoices } from "../../hooks/use-lists";

const activityLabels: Record<ActivityKind, string> = {
  note: "a note",
  call: "a call",
  meeting: "a meeting",
  email: "an email",
  form_submission: "a form submission",
  stage_change: "a stage change",
  import: "an import",
  consent_change: "a consent change",
  created: "been created",
  updated: "an update",
  survey_response: "a survey answer",
};
const consentLabels = { subscribed: "subscribed", unsubscribed: "unsubscribed", unknown: "unknown" } as const;

type Props = {
  /** "Condition 2 of group 1": the start of every control's accessible name. */
  name: string;
  condition: Condition;
  choices: RuleChoices;
  /** A segment being edited: it isn't offered in its own list picker. */
  excludeListId?: string;
  error: string | null;
  errorId: string;
  onChange: (c: Condition) => void;
  onRemove: () => void;
};

/** One condition: what it tests, how, and against what; the server's message for it below. */
export function ConditionRow({ name, condition, choices, excludeListId, error, errorId, onChange, onRemove }: Props) {
  const customType = condition.type === "custom" ? choices.customFields.find((f) => f.key === condition.key)?.type : undefined;
  const invalid = !!error;
  const control = (part: string) => ({
    "aria-label": `${name}: ${part}`,
    "aria-invalid": invalid || undefined,
    "aria-describedby": error ? errorId : undefined,
  });
  const subject = subjectOf(condition);
  const missingCustom = condition.type === "custom" && !customType;
  const parts = operatorAndValue({ condition, customType, choices, excludeListId, control, invalid, name, onChange });

  return (
    <li className="flex flex-col gap-1.5">
      {/* Narrow screens: the subject and the remove button on one line, then the operator, then the value. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:grid-cols-[minmax(0,13rem)_minmax(0,11rem)_minmax(0,1fr)_auto] sm:items-start">
        <div className="min-w-0">
          <Select value={subject} onValueChange={(s) => onChange(conditionFor(s as Subject, choices.customFields))}>
            <SelectTrigger {...control("field")}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent className="max-h-80">
              <SelectGroup>
                <SelectLabel>Contact</SelectLabel>
                {pickerFields.map((f) => (
                  <SelectItem key={f} value={`field:${f}`}>
                    {contactFieldLabels[f]}
                  </SelectItem>
                ))}
              </SelectGroup>
              {(choices.customFields.length > 0 || missingCustom) && (
                <>
                  <SelectSeparator />
                  <SelectGroup>
                    <SelectLabel>Custom fields</SelectLabel>
                    {choices.customFields.map((f) => (
                      <SelectItem key={f.key} value={`custom:${f.key}`}>
                        {f.label}
                      </SelectItem>
                    ))}
                    {missingCustom && <SelectItem value={subject}>Deleted field ({condition.key})</SelectItem>}
                  </SelectGroup>
                </>
              )}
              <SelectSeparator />
              <SelectGroup>
                <SelectLabel>Behaviour and membership</SelectLabel>
                <SelectItem value="tag">Tag</SelectItem>
                <SelectItem value="consent:email">Email consent</SelectItem>
                <SelectItem value="consent:sms">SMS consent</SelectItem>
                <SelectItem value="list">List or segment</SelectItem>
                <SelectItem value="activity">Activity</SelectItem>
              </SelectGroup>
            </SelectContent>
          </Select>
        </div>
        <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${name.toLowerCase()}`} onClick={onRemove} className="sm:order-last">
          <X aria-hidden />
        </Button>
        <div className="col-span-2 min-w-0 sm:col-span-1">{parts.op}</div>
        <div className="col-span-2 min-w-0 sm:col-span-1">{parts.value}</div>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </li>
  );
}

type Control = (part: string) => Record<string, unknown>;

function Pick<T extends string>({
  value,
  options,
  onChange,
  props,
  placeholder,
}: {
  value: T | "";
  options: ReadonlyArray<{ key: T; label: string }>;
  onChange: (v: T) => void;
  props: Record<string, unknown>;
  placeholder?: string;
}) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as T)}>
      <SelectTrigger {...props}>
        <SelectValue placeholder={placeholder ?? "Choose"} />
      </SelectTrigger>
      <SelectContent className="max-h-72">
        {options.map((o) => (
          <SelectItem key={o.key} value={o.key}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** The operator picker and the value control of a condition, placed by the row. */
function operatorAndValue({
  condition: c,
  customType,
  choices,
  excludeListId,
  control,
  invalid,
  name,
  onChange,
}: {
  condition: Condition;
  customType: Parameters<typeof opsForCustomType>[0] | undefined;
  choices: RuleChoices;
  excludeListId?: string;
  control: Control;
  invalid: boolean;
  name: string;
  onChange: (c: Condition) => void;
}): { op: ReactNode; value: ReactNode } {
  switch (c.type) {
    case "field":
    case "custom": {
      const ops = c.type === "field" ? opsForField(c.field) : opsForCustomType(customType ?? "text");
      const multi = customType === "multi_select";
      const label = (op: FieldOp) => (multi && op === "in" ? "has any of" : multi && op === "not_in" ? "has none of" : opLabels[op]);
      return {
        op: (
          <Pick
            value={c.op}
            options={ops.map((op) => ({ key: op, label: label(op) }))}
            onChange={(op) => onChange(withOp(c, op, customType))}
            props={control("operator")}
          />
        ),
        value: (
          <ConditionValue
            label={`${name}: value`}
            condition={c}
            customField={c.type === "custom" ? choices.customFields.find((f) => f.key === c.key) : undefined}
            choices={choices}
            invalid={invalid}
            onChange={(value) => onChange({ ...c, value })}
          />
        ),
      };
    }
    case "tag":
      return {
        op: (
          <Pick
            value={c.op}
            options={
              [
                { key: "has", label: "is on the contact" },
                { key: "has_not", label: "is not on the contact" },
              ] as const
            }
            onChange={(op) => onChange({ ...c, op })}
            props={control("operator")}
          />
        ),
        value: <TagValue value={c.value} tags={choices.tags} props={control("tag")} onChange={(value) => onChange({ ...c, value })} />,
      };
    case "consent":
      return {
        op: (
          <Pick
            value={c.op}
            options={
              [
                { key: "is", label: "is" },
                { key: "is_not", label: "is not" },
              ] as const
            }
            onChange={(op) => onChange({ ...c, op })}
            props={control("operator")}
          />
        ),
        value: (
          <Pick
            value={c.value}
            options={consentStatuses.map((s) => ({ key: s, label: consentLabels[s] }))}
            onChange={(value) => onChange({ ...c, value })}
            props={control("status")}
          />
        ),
      };
    case "list": {
      const options = choices.lists
        .filter((l) => l.key !== excludeListId)
        .map((l) => ({ key: l.key, label: `${l.label}${l.kind === "segment" ? " (segment)" : ""}` }));
      return {
        op: (
          <Pick
            value={c.op}
            options={
              [
                { key: "in", label: "includes the contact" },
                { key: "not_in", label: "doesn't include the contact" },
              ] as const
            }
            onChange={(op) => onChange({ ...c, op })}
            props={control("operator")}
          />
        ),
        value: (
          <Pick
            value={c.listId}
            options={options}
            onChange={(listId) => onChange({ ...c, listId })}
            props={control("list")}
            placeholder={options.length ? "Choose a list" : "No other list yet"}
          />
        ),
      };
    }
    case "activity":
      return {
        op: (
          <Pick
            value={c.op}
            options={
              [
                { key: "has", label: "has had" },
                { key: "has_not", label: "hasn't had" },
              ] as const
            }
            onChange={(op) => onChange({ ...c, op })}
            props={control("operator")}
          />
        ),
        value: (
          <div className="grid grid-cols-[minmax(0,1fr)_5rem_auto] items-center gap-2">
            <Pick
              value={c.kind}
              options={activityKinds.map((k) => ({ key: k, label: activityLabels[k] }))}
              onChange={(kind) => onChange({ ...c, kind })}
              props={control("activity")}
            />
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={3650}
              step={1}
              {...control("in the last how many days")}
              value={Number.isFinite(c.days) ? String(c.days) : ""}
              onChange={(e) => onChange({ ...c, days: e.target.value === "" ? Number.NaN : Math.trunc(Number(e.target.value)) })}
            />
            <span className="text-sm text-muted-foreground">days</span>
          </div>
        ),
      };
  }
}

function TagValue({ value, tags, props, onChange }: { value: string; tags: string[]; props: Record<string, unknown>; onChange: (v: string) => void }) {
  const listId = `${String(props["aria-label"]).replace(/\W+/g, "-")}-tags`;
  return (
    <>
      <Input {...props} list={listId} placeholder="Tag" autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
      <datalist id={listId}>
        {tags.slice(0, 100).map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
    </>
  );
}
