"use client";

import { Pencil, Plus, Power, Trash2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField, FormRootError, registerCheckbox, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useRemoveFlag, useSaveFlag, useToggleFlag, type ProductAnalyticsSettings } from "../hooks/use-product-analytics";

type Flag = ProductAnalyticsSettings["flags"][number];

/** Feature flags: on or off, for a share of people, with an optional payload the app reads. */
export function FlagsSection({ flags }: { flags: Flag[] }) {
  const [editing, setEditing] = useState<Flag | "new" | null>(null);
  const [removing, setRemoving] = useState<Flag | null>(null);
  const toggle = useToggleFlag();
  const remove = useRemoveFlag();
  return (
    <div className="flex flex-col gap-4">
      {flags.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
          No feature flags yet. A flag turns a feature on for some or all of the people who use your site or app.
        </p>
      ) : (
        <ul className="flex flex-col divide-y rounded-md border" aria-label="Feature flags">
          {flags.map((flag) => (
            <li key={flag.id} className="flex flex-wrap items-center gap-2 px-3 py-2">
              <span className="font-mono text-sm">{flag.key}</span>
              {flag.name ? <span className="text-sm text-muted-foreground">{flag.name}</span> : null}
              <Badge variant={flag.enabled ? "default" : "secondary"}>{flag.enabled ? `On for ${flag.rolloutPercent}%` : "Off"}</Badge>
              <span className="ml-auto flex gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  loading={toggle.isPending && toggle.variables?.id === flag.id}
                  onClick={() => toggle.mutate({ id: flag.id, enabled: !flag.enabled })}
                >
                  <Power aria-hidden /> {flag.enabled ? "Turn off" : "Turn on"}
                </Button>
                <Button size="icon" variant="ghost" aria-label={`Edit ${flag.key}`} onClick={() => setEditing(flag)}>
                  <Pencil aria-hidden />
                </Button>
                <Button size="icon" variant="ghost" aria-label={`Delete ${flag.key}`} onClick={() => setRemoving(flag)}>
                  <Trash2 aria-hidden />
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <FlagForm key={editing === "new" ? "new" : editing.id} flag={editing === "new" ? null : editing} onDone={() => setEditing(null)} />
      ) : (
        <Button variant="outline" className="self-start" onClick={() => setEditing("new")}>
          <Plus aria-hidden /> Add a flag
        </Button>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={`Delete the flag ${removing?.key ?? ""}?`}
        description="Your site or app gets it as off from its next check."
        confirmLabel="Delete flag"
        destructive
        pending={remove.isPending}
        onConfirm={() => (removing ? remove.mutateAsync({ id: removing.id }) : undefined)}
      />
    </div>
  );
}

function FlagForm({ flag, onDone }: { flag: Flag | null; onDone: () => void }) {
  const form = useContractForm(() => import("../contracts/flags.contracts").then((m) => m.saveFlagInput), {
    defaultValues: {
      id: flag?.id,
      key: flag?.key ?? "",
      name: flag?.name ?? "",
      enabled: flag?.enabled ?? false,
      rolloutPercent: flag?.rolloutPercent ?? 100,
      payload: flag?.payload ?? "",
    },
  });
  const save = useSaveFlag({ meta: { silent: true }, onSuccess: onDone });
  return (
    <form
      onSubmit={form.submit((values) => save.mutateAsync(values))}
      noValidate
      aria-label={flag ? `Edit the flag ${flag.key}` : "Add a flag"}
      className="grid gap-3 rounded-md border p-4 sm:grid-cols-2"
    >
      <FormField form={form} name="key" label="Key" htmlFor="flag-key" hint="What your code checks, e.g. new-checkout" required>
        <Input autoComplete="off" {...form.register("key")} />
      </FormField>
      <FormField form={form} name="name" label="Description" htmlFor="flag-name" hint="Optional, for your team">
        <Input autoComplete="off" {...form.register("name")} />
      </FormField>
      <FormField
        form={form}
        name="rolloutPercent"
        label="Share of people (%)"
        htmlFor="flag-rollout"
        hint="The same people keep it as you raise the share"
        required
      >
        <Input type="number" inputMode="numeric" min={0} max={100} {...form.register("rolloutPercent")} />
      </FormField>
      <FormField form={form} name="payload" label="Payload (JSON)" htmlFor="flag-payload" hint='Optional, e.g. {"color": "blue"}'>
        <Textarea rows={2} className="font-mono" {...form.register("payload")} />
      </FormField>
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input type="checkbox" {...registerCheckbox(form, "enabled")} /> On
      </label>
      <div className="sm:col-span-2">
        <FormRootError form={form} />
      </div>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {flag ? "Save flag" : "Add flag"}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
