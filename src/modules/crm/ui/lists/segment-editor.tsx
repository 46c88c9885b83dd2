"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { serverErrorsOf } from "@/components/ui/form";
import { FormError } from "@/components/ui/form-error";
import type { SegmentRules } from "../../contracts/segments.contracts";
import { useUpdateList } from "../../hooks/use-lists";
import { MatchCount, useMatchCount } from "./match-count";
import { RuleBuilder } from "./rule-builder";
import { completeRules } from "./rule-state";
import { useRuleChoices } from "../../hooks/use-lists";

/**
 * A segment's rules, edited in place with a live count of who they match. Saving stores the
 * complete conditions (those still being filled in are left out, and the count says so).
 */
export function SegmentEditor({ segmentId, rules, canWrite }: { segmentId: string; rules: SegmentRules; canWrite: boolean }) {
  const choices = useRuleChoices();
  const [draft, setDraft] = useState<SegmentRules>(rules);
  const [saveErrors, setSaveErrors] = useState<Record<string, string>>({});
  const sendable = completeRules(draft, choices.customFields);
  const matching = useMatchCount(sendable, segmentId);
  const dirty = JSON.stringify(sendable) !== JSON.stringify(completeRules(rules, choices.customFields)) || JSON.stringify(draft) !== JSON.stringify(rules);
  const incomplete = JSON.stringify(sendable) !== JSON.stringify(draft);
  // The rules are drafted by the rule builder and saved as their complete conditions (which needs
  // the custom fields), so this is not a contract form; a refusal's field messages still land on
  // their conditions, through the form layer's one mapping.
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = useUpdateList({
    meta: { silent: true },
    onSuccess: () => (setSaveErrors({}), setSaveError(null)),
    onError: (error) => {
      const shown = serverErrorsOf(error);
      setSaveErrors(Object.fromEntries(shown.fields));
      setSaveError(shown.form ?? error.message);
    },
  });

  return (
    <section aria-labelledby={`rules-${segmentId}`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`rules-${segmentId}`} className="text-base font-semibold">
          Rules
        </h3>
        <MatchCount count={matching.count} pending={matching.pending} error={matching.error} />
      </div>
      <fieldset disabled={!canWrite} className="min-w-0">
        <legend className="sr-only">Segment rules</legend>
        <RuleBuilder value={draft} onChange={setDraft} errors={{ ...matching.errors, ...saveErrors }} excludeListId={segmentId} />
      </fieldset>
      {incomplete && <p className="text-xs text-muted-foreground">Conditions without a value aren't counted or saved until you fill them in.</p>}
      {dirty && canWrite && <p className="text-xs text-muted-foreground">The members below follow the saved rules: save to update them.</p>}
      <FormError message={saveError} />
      {canWrite && (
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={() => save.mutate({ id: segmentId, rules: sendable })} loading={save.isPending} disabled={!dirty}>
            Save rules
          </Button>
          <Button type="button" variant="outline" onClick={() => (setDraft(rules), setSaveErrors({}), setSaveError(null))} disabled={!dirty || save.isPending}>
            Discard changes
          </Button>
        </div>
      )}
    </section>
  );
}
