"use client";

import Link from "next/link";
import { Controller } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { fieldAria } from "@/components/ui/field";
import { FormField, FormRootError, useContractForm, useFieldError } from "@/components/ui/form";
import { NativeSelect } from "@/components/ui/native-select";
import { ALL_CONTACTS, audienceOf } from "../../contracts/verification.constants";
import { useStartVerification, useVerifiableLists, useVerificationCount } from "../../hooks/use-verification";
import { addresses } from "./format";
import { ProbeToggle } from "./probe-toggle";

/**
 * "Verify a list or segment": pick a CRM list or segment (or every contact), see how many addresses
 * it holds, choose the probe, start. Disabled while a run is going (one at a time per workspace).
 */
export function StartRunForm({ busy, locale }: { busy: boolean; locale: string }) {
  const form = useContractForm(() => import("../../contracts/verification.contracts").then((m) => m.startVerificationFormInput), {
    defaultValues: { audience: "", probe: false },
  });
  const lists = useVerifiableLists();
  const audience = audienceOf(form.watch("audience"));
  const count = useVerificationCount(audience);
  const start = useStartVerification({ meta: { silent: true } });
  const onSubmit = form.submit((values) => start.mutateAsync(values), { fields: { listId: "audience" } });
  const audienceError = useFieldError(form, "audience");

  const listsHint = lists.isError ? "Your lists didn't load; all contacts can still be verified." : undefined;
  const staticLists = lists.data?.filter((l) => l.kind === "static") ?? [];
  const segments = lists.data?.filter((l) => l.kind === "segment") ?? [];
  const countText = !audience
    ? null
    : count.isPending
      ? "Counting addresses…"
      : count.isError
        ? count.error.message
        : `${addresses(count.data.count, locale)} to check`;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Verify a list or segment" className="grid gap-3">
      <FormField form={form} name="audience" label="Contacts to verify" htmlFor="verify-audience" hint={listsHint} required>
        <Controller
          control={form.control}
          name="audience"
          render={({ field }) => (
            <NativeSelect
              id="verify-audience"
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              className="sm:max-w-md"
              {...fieldAria("verify-audience", { error: audienceError, hint: listsHint })}
              aria-required
            >
              <option value="" disabled>
                {lists.isPending ? "Loading lists…" : "Choose a list or segment"}
              </option>
              <option value={ALL_CONTACTS}>All contacts</option>
              <ListGroup label="Lists" lists={staticLists} />
              <ListGroup label="Segments" lists={segments} />
            </NativeSelect>
          )}
        />
      </FormField>
      {countText ? (
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="verify-audience-count">
          {countText}
        </p>
      ) : null}
      {lists.data && lists.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No lists yet.{" "}
          <Link href="/marketing-dashboard/data/crm-lists" className="underline underline-offset-2">
            Make one in the CRM
          </Link>
          , or verify all contacts.
        </p>
      ) : null}
      <ProbeToggle id="verify-run-probe" checked={form.watch("probe") ?? false} onChange={(on) => form.setValue("probe", on)} disabled={busy} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={form.formState.isSubmitting} disabled={busy || (count.data?.count === 0 && audience !== null)}>
          Start verification
        </Button>
        {busy ? <p className="text-sm text-muted-foreground">A verification is running. You can start another when it ends.</p> : null}
      </div>
      <FormRootError form={form} />
    </form>
  );
}

/** One kind of CRM list as a labelled group of options; nothing when there is none. */
function ListGroup({ label, lists }: { label: string; lists: Array<{ id: string; name: string }> }) {
  if (lists.length === 0) return null;
  return (
    <optgroup label={label}>
      {lists.map((l) => (
        <option key={l.id} value={l.id}>
          {l.name}
        </option>
      ))}
    </optgroup>
  );
}
