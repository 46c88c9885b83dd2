"use client";

import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { Condition } from "../../contracts/segments.contracts";
import { MultiPick } from "./multi-pick";
import { valueShape } from "./rule-state";
import type { RuleChoices, RuleCustomField, RuleOption } from "../../hooks/use-lists";

type ValueCondition = Extract<Condition, { type: "field" | "custom" }>;
type Props = {
  label: string;
  condition: ValueCondition;
  customField?: RuleCustomField;
  choices: RuleChoices;
  invalid?: boolean;
  onChange: (value: ValueCondition["value"]) => void;
};

function choicesFor(condition: ValueCondition, customField: RuleCustomField | undefined, choices: RuleChoices): readonly RuleOption[] {
  if (condition.type === "custom") return (customField?.options ?? []).map((o) => ({ key: o, label: o }));
  if (condition.field === "leadStatus") return choices.statuses;
  if (condition.field === "ownerId") return choices.owners;
  return choices.stages;
}

/** The value control a field or custom-field condition needs for its operator: text, a number, a date, days, or a pick from known values. */
export function ConditionValue({ label, condition, customField, choices, invalid, onChange }: Props) {
  const shape = valueShape(condition, customField?.type);
  const value = condition.value;
  const aria = { "aria-label": label, "aria-invalid": invalid || undefined };
  switch (shape) {
    case "none":
      return null;
    case "number":
    case "days":
      return (
        <div className="flex items-center gap-2">
          <Input
            {...aria}
            type="number"
            inputMode={shape === "days" ? "numeric" : "decimal"}
            min={shape === "days" ? 1 : undefined}
            step={shape === "days" ? 1 : "any"}
            value={typeof value === "number" || typeof value === "string" ? String(value) : ""}
            onChange={(e) => onChange(e.target.value === "" ? undefined : Number(e.target.value))}
          />
          {shape === "days" && <span className="text-sm text-muted-foreground">days</span>}
        </div>
      );
    case "date":
      return (
        <Input {...aria} type="date" value={typeof value === "string" ? value.slice(0, 10) : ""} onChange={(e) => onChange(e.target.value || undefined)} />
      );
    case "boolean":
      return (
        <Select value={typeof value === "boolean" ? String(value) : ""} onValueChange={(v) => onChange(v === "true")}>
          <SelectTrigger {...aria}>
            <SelectValue placeholder="Choose" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="true">Yes</SelectItem>
            <SelectItem value="false">No</SelectItem>
          </SelectContent>
        </Select>
      );
    case "choice":
    case "owner": {
      const options = choicesFor(condition, customField, choices);
      return (
        <Select value={typeof value === "string" ? value : ""} onValueChange={(v) => onChange(v)}>
          <SelectTrigger {...aria}>
            <SelectValue placeholder={options.length ? "Choose" : "Nothing to choose yet"} />
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
    case "choices":
    case "owners":
      return (
        <MultiPick
          label={label}
          options={choicesFor(condition, customField, choices)}
          value={Array.isArray(value) ? value : []}
          onChange={(v) => onChange(v.length ? v : undefined)}
          invalid={invalid}
        />
      );
    case "texts":
      return (
        <Input
          {...aria}
          placeholder="Values, separated by commas"
          value={Array.isArray(value) ? value.join(", ") : typeof value === "string" ? value : ""}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    default:
      return (
        <Input
          {...aria}
          placeholder="Value"
          value={typeof value === "string" || typeof value === "number" ? String(value) : ""}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
