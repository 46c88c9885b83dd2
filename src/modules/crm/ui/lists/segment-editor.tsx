"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { serverFieldErrors, type FieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import type { SegmentRules } from "../../contracts/segments.contracts";
import { LiveCount, useLiveCount } from "./live-count";
import { RuleBuilder } from "./rule-builder";
import { completeRules } from "./rule-state";
import { useRuleVocab } from "./use-rule-vocab";

/**
 * A segment's rules, edited in place with a live count of who they match. Saving stores the
 * complete conditions (those still being filled in are left out, and the count says so).
 */
export function SegmentEditor({ segmentId, rules, canWrite }: { segmentId: string; rules: SegmentRules; canWrite: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const vocab = useRuleVocab();
  const [draft, setDraft] = useState<SegmentRules>(rules);
  const [saveErrors, setSaveErrors] = useState<FieldErrors>({});
  const sendable = completeRules(draft, vocab.customFields);
  const live = useLiveCount(sendable, segmentId);
  const dirty = JSON.stringify(sendable) !== JSON.stringify(completeRules(rules, vocab.customFields)) || JSON.stringify(draft) !== JSON.stringify(rules);
  const incomplete = JSON.stringify(sendable) !== JSON.stringify(draft);
  const save = useMutation(
    trpc.crm.lists.update.mutationOptions({
      meta: { silent: true },
      onSuccess: async (list) => {
        setSaveErrors({});
        await queryClient.invalidateQueries({ queryKey: trpc.crm.lists.pathKey() });
        toast.success(`“${list.name}” saved: ${(list.memberCount ?? 0).toLocaleString()} contacts match.`);
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        setSaveErrors(fields);
        toast.error(error.message);
      },
    }),
  );

  return (
    <section aria-labelledby={`rules-${segmentId}`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`rules-${segmentId}`} className="text-base font-semibold">
          Rules
        </h3>
        <LiveCount count={live.count} pending={live.pending} error={live.error} />
      </div>
      <fieldset disabled={!canWrite} className="min-w-0">
        <legend className="sr-only">Segment rules</legend>
        <RuleBuilder value={draft} onChange={setDraft} errors={{ ...live.errors, ...saveErrors }} excludeListId={segmentId} />
      </fieldset>
      {incomplete && <p className="text-xs text-muted-foreground">Conditions without a value aren't counted or saved until you fill them in.</p>}
      {dirty && canWrite && <p className="text-xs text-muted-foreground">The members below follow the saved rules: save to update them.</p>}
      {canWrite && (
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={() => save.mutate({ id: segmentId, rules: sendable })} loading={save.isPending} disabled={!dirty}>
            Save rules
          </Button>
          <Button type="button" variant="outline" onClick={() => (setDraft(rules), setSaveErrors({}))} disabled={!dirty || save.isPending}>
            Discard changes
          </Button>
        </div>
      )}
    </section>
  );
}
