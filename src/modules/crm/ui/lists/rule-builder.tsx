"use client";

import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { Condition, ConditionGroup, SegmentRules } from "../../contracts/segments.contracts";
import { ConditionRow } from "./condition-row";
import { conditionErrors, newCondition, newGroup } from "./rule-state";
import { useRuleChoices } from "../../hooks/use-lists";

export { completeRules, draftSize } from "./rule-state";

export type RuleBuilderProps = {
  /** The draft: may hold conditions still being filled in. Send `completeRules(value, customFields)` to the server. */
  value: SegmentRules;
  onChange: (next: SegmentRules) => void;
  /** The server's field errors ("rules.groups.0.conditions.1.value" or without "rules."), shown under their condition. */
  errors?: Record<string, string | string[] | undefined>;
  /** The segment being edited, left out of its own list picker. */
  excludeListId?: string;
};

const MAX_GROUPS = 10;
const MAX_CONDITIONS = 30;

function Combinator({ value, onChange, label, groups }: { value: "and" | "or"; onChange: (v: "and" | "or") => void; label: string; groups?: boolean }) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as "and" | "or")}>
      <SelectTrigger aria-label={label} className="h-8 w-auto min-w-32">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="and">{groups ? "all groups" : "all conditions"}</SelectItem>
        <SelectItem value="or">{groups ? "any group" : "any condition"}</SelectItem>
      </SelectContent>
    </Select>
  );
}

/**
 * Segment rules as a person builds them: groups of conditions, each group matching all or any of its
 * conditions, and the groups combined with AND or OR. Conditions cover contact fields, custom fields,
 * tags, consent, list membership and activity, each with the operators and value inputs its type takes.
 */
export function RuleBuilder({ value, onChange, errors, excludeListId }: RuleBuilderProps) {
  const choices = useRuleChoices();
  const baseId = useId();
  const setGroup = (g: number, group: ConditionGroup) => onChange({ ...value, groups: value.groups.map((x, i) => (i === g ? group : x)) });
  const removeGroup = (g: number) => onChange({ ...value, groups: value.groups.filter((_, i) => i !== g) });
  const setCondition = (g: number, c: number, next: Condition) =>
    setGroup(g, { ...value.groups[g]!, conditions: value.groups[g]!.conditions.map((x, i) => (i === c ? next : x)) });
  const removeCondition = (g: number, c: number) => {
    const conditions = value.groups[g]!.conditions.filter((_, i) => i !== c);
    if (conditions.length === 0) removeGroup(g);
    else setGroup(g, { ...value.groups[g]!, conditions });
  };

  return (
    <div className="flex flex-col gap-3">
      {value.groups.length > 1 && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span>Contacts who match</span>
          <Combinator value={value.combinator} onChange={(combinator) => onChange({ ...value, combinator })} label="How groups combine" groups />
        </div>
      )}
      {value.groups.length === 0 && <p className="text-sm text-muted-foreground">No conditions: every contact matches. Add a condition to narrow it down.</p>}
      <ol className="flex flex-col gap-3" aria-label="Condition groups">
        {value.groups.map((group, g) => (
          <li key={g} className="flex flex-col gap-3">
            {g > 0 && (
              <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase" aria-hidden>
                {value.combinator === "and" ? "and" : "or"}
              </p>
            )}
            <section className="flex flex-col gap-3 rounded-lg border bg-card p-3" aria-label={`Group ${g + 1}`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-medium">Group {g + 1}:</span>
                  <span>match</span>
                  <Combinator
                    value={group.combinator}
                    onChange={(combinator) => setGroup(g, { ...group, combinator })}
                    label={`Group ${g + 1}: how conditions combine`}
                  />
                </div>
                <Button type="button" variant="ghost" size="sm" onClick={() => removeGroup(g)} aria-label={`Remove group ${g + 1}`}>
                  <Trash2 aria-hidden /> Remove group
                </Button>
              </div>
              <ol className="flex flex-col gap-3">
                {group.conditions.map((condition, c) => (
                  <ConditionRow
                    key={c}
                    name={`Group ${g + 1}, condition ${c + 1}`}
                    condition={condition}
                    choices={choices}
                    excludeListId={excludeListId}
                    error={conditionErrors(errors, g, c)}
                    errorId={`${baseId}-g${g}-c${c}-error`}
                    onChange={(next) => setCondition(g, c, next)}
                    onRemove={() => removeCondition(g, c)}
                  />
                ))}
              </ol>
              <div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={group.conditions.length >= MAX_CONDITIONS}
                  onClick={() => setGroup(g, { ...group, conditions: [...group.conditions, newCondition()] })}
                  aria-label={`Add a condition to group ${g + 1}`}
                >
                  <Plus aria-hidden /> Add condition
                </Button>
              </div>
            </section>
          </li>
        ))}
      </ol>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={value.groups.length >= MAX_GROUPS}
          onClick={() => onChange({ ...value, groups: [...value.groups, newGroup()] })}
        >
          <Plus aria-hidden /> {value.groups.length === 0 ? "Add a condition" : "Add a group"}
        </Button>
      </div>
    </div>
  );
}
