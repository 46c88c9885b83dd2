"use client";

import { Field, fieldAria } from "@/components/ui/field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { DraftErrors } from "./draft-errors";
import { useTopics } from "../../hooks/use-topics";

const NO_TOPIC = "none";

/** The subscription topic a message belongs to: contacts who opted out of it are left out. */
export function TopicField({ id, value, onChange, error }: { id: string; value: string; onChange: (topicId: string) => void; error?: string }) {
  const topics = useTopics();
  const active = (topics.data ?? []).filter((t) => !t.archivedAt);
  const hint = topics.isError
    ? `Topics couldn't be loaded: ${topics.error.message}`
    : active.length === 0
      ? "No topics yet: everyone with consent receives it."
      : "Contacts who unsubscribed from the topic won't receive it.";
  return (
    <Field label="Topic" htmlFor={id} hint={hint} error={error}>
      <Select value={value || NO_TOPIC} onValueChange={(v) => onChange(v === NO_TOPIC ? "" : v)} disabled={topics.isPending || active.length === 0}>
        <SelectTrigger id={id} {...fieldAria(id, { hint, error })}>
          <SelectValue placeholder="No topic" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={NO_TOPIC}>No topic</SelectItem>
          {active.map((t) => (
            <SelectItem key={t.id} value={t.id}>
              {t.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );
}

function Check({ id, label, hint, checked, onChange }: { id: string; label: string; hint: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-primary"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-hint`}
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}

/** Privacy mode (no open pixel, no tracked links) and leaving out addresses verification found invalid. */
export function EmailOptions({
  privacy,
  excludeInvalid,
  onPrivacy,
  onExcludeInvalid,
  errors,
}: {
  privacy: boolean;
  excludeInvalid: boolean;
  onPrivacy: (v: boolean) => void;
  onExcludeInvalid: (v: boolean) => void;
  errors: DraftErrors;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">Options</legend>
      <Check
        id="compose-privacy"
        label="Privacy mode"
        hint="No open pixel and no tracked links: opens and clicks won't be counted."
        checked={privacy}
        onChange={onPrivacy}
      />
      <Check
        id="compose-exclude-invalid"
        label="Leave out invalid addresses"
        hint="Skips contacts whose address email verification found invalid."
        checked={excludeInvalid}
        onChange={onExcludeInvalid}
      />
      {errors.privacy || errors.excludeInvalid ? (
        <p role="alert" className="text-xs font-medium text-destructive">
          {errors.privacy ?? errors.excludeInvalid}
        </p>
      ) : null}
    </fieldset>
  );
}
