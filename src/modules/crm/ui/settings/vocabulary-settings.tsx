"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";
import { keyFromLabel } from "../../custom-values";
import type { DuplicateRules } from "../../db/settings.table";
import { useCrmAdmin } from "./use-crm-admin";

type Option = { key: string; label: string };
type Which = "lifecycleStages" | "leadStatuses";

/** Lifecycle stages and lead statuses: rename, reorder, add and remove, saved together. */
export function VocabularySettings() {
  const trpc = useTRPC();
  const settings = useQuery(trpc.crm.settings.get.queryOptions());
  if (settings.isPending) return <Skeleton className="h-40 w-full" />;
  if (settings.isError) return <p role="alert" className="text-sm text-destructive">{settings.error.message}</p>;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <OptionsEditor which="lifecycleStages" title="Lifecycle stages" initial={settings.data.lifecycleStages} />
      <OptionsEditor which="leadStatuses" title="Lead statuses" initial={settings.data.leadStatuses} />
    </div>
  );
}

function OptionsEditor({ which, title, initial }: { which: Which; title: string; initial: Option[] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const admin = useCrmAdmin();
  const [options, setOptions] = useState<Option[]>(initial);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(
    trpc.crm.settings.save.mutationOptions({
      meta: { silent: true },
      onSuccess: async () => {
        setError(null);
        await queryClient.invalidateQueries({ queryKey: trpc.crm.settings.pathKey() });
        toast.success(`${title} saved`);
      },
      onError: (e) => setError(e.message),
    }),
  );
  const move = (i: number, by: -1 | 1) =>
    setOptions((o) => {
      const next = [...o];
      [next[i], next[i + by]] = [next[i + by]!, next[i]!];
      return next;
    });
  const dirty = JSON.stringify(options) !== JSON.stringify(initial);
  return (
    <section aria-labelledby={`${which}-title`} className="flex flex-col gap-2">
      <h3 id={`${which}-title`} className="font-medium">
        {title}
      </h3>
      <ol className="flex flex-col gap-2">
        {options.map((o, i) => (
          <li key={`${o.key}-${i}`} className="flex items-center gap-1">
            <Input
              aria-label={`${title}: name of item ${i + 1}`}
              value={o.label}
              disabled={!admin}
              onChange={(e) => setOptions((all) => all.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)))}
            />
            {admin ? (
              <>
                <Button size="icon" variant="ghost" aria-label={`Move ${o.label} up`} disabled={i === 0} onClick={() => move(i, -1)}>
                  <ArrowUp />
                </Button>
                <Button size="icon" variant="ghost" aria-label={`Move ${o.label} down`} disabled={i === options.length - 1} onClick={() => move(i, 1)}>
                  <ArrowDown />
                </Button>
                <Button size="icon" variant="ghost" aria-label={`Remove ${o.label}`} disabled={options.length === 1} onClick={() => setOptions((all) => all.filter((_, j) => j !== i))}>
                  <Trash2 />
                </Button>
              </>
            ) : null}
          </li>
        ))}
      </ol>
      {admin ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => {
              const taken = new Set(options.map((o) => o.key));
              let key = keyFromLabel(`New ${options.length + 1}`);
              while (taken.has(key)) key = `${key}_x`;
              setOptions((all) => [...all, { key, label: `New ${all.length + 1}` }]);
            }}
          >
            <Plus aria-hidden /> Add
          </Button>
          <Button
            disabled={!dirty}
            loading={save.isPending}
            onClick={async () => {
              const current = await queryClient.fetchQuery(trpc.crm.settings.get.queryOptions());
              save.mutate({ ...current, [which]: options.map((o) => ({ ...o, label: o.label.trim() })) });
            }}
          >
            Save {title.toLowerCase()}
          </Button>
        </div>
      ) : null}
      <p className="text-xs text-muted-foreground">Renaming keeps every contact where it is; a removed item stays on the contacts that have it until they change.</p>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** Which fields make two records the same person or company, on creation and import. */
export function DuplicateRulesSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const admin = useCrmAdmin();
  const settings = useQuery(trpc.crm.settings.get.queryOptions());
  // The choice shows at once; a failed save puts the stored rule back.
  const [choice, setChoice] = useState<DuplicateRules | null>(null);
  const save = useMutation(
    trpc.crm.settings.save.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.crm.settings.pathKey() });
        toast.success("Duplicate rules saved");
      },
      onError: () => setChoice(null),
    }),
  );
  if (settings.isPending) return <Skeleton className="h-20 w-full" />;
  if (settings.isError) return <p role="alert" className="text-sm text-destructive">{settings.error.message}</p>;
  const rules = choice ?? settings.data.duplicateRules;
  const choose = (patch: Partial<DuplicateRules>) => {
    const next = { ...rules, ...patch };
    setChoice(next);
    save.mutate({ ...settings.data, duplicateRules: next });
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset className="flex flex-col gap-2" disabled={!admin}>
        <legend className="mb-1 font-medium">Contacts are the same person when they share</legend>
        {(
          [
            ["email", "The same email"],
            ["email_or_phone", "The same email, or the same phone"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" name="contact-match" checked={rules.contactMatch === value} onChange={() => choose({ contactMatch: value })} /> {label}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2" disabled={!admin}>
        <legend className="mb-1 font-medium">Companies are the same when they share</legend>
        {(
          [
            ["domain", "The same domain"],
            ["domain_or_name", "The same domain, or the same name"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" name="company-match" checked={rules.companyMatch === value} onChange={() => choose({ companyMatch: value })} /> {label}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
