"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectSeparator, SelectTrigger, SelectValue } from "@/components/ui/select";
import { serverFormErrors, type FieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import type { VerificationAudience } from "../../contracts/verification.contracts";
import { addresses } from "./format";
import { ProbeToggle } from "./probe-toggle";

const ALL = "all";

const audienceOf = (value: string): VerificationAudience | null => (value === "" ? null : value === ALL ? { scope: "all" } : { scope: "list", listId: value });

/**
 * "Verify a list or segment": pick a CRM list or segment (or every contact), see how many addresses
 * it holds, choose the probe, start. Disabled while a run is going (one at a time per workspace).
 */
export function StartRunForm({ busy, locale }: { busy: boolean; locale: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [value, setValue] = useState("");
  const [probe, setProbe] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const lists = useQuery(trpc.crm.lists.list.queryOptions({}));
  const audience = audienceOf(value);
  const count = useQuery({ ...trpc.messaging.verification.count.queryOptions(audience ?? { scope: "all" }), enabled: audience !== null, retry: false });
  const start = useMutation(
    trpc.messaging.verification.start.mutationOptions({
      meta: { silent: true },
      onSuccess: async () => {
        setErrors({});
        await queryClient.invalidateQueries({ queryKey: trpc.messaging.verification.list.queryKey() });
      },
      onError: (error) => setErrors(serverFormErrors(error, { listId: "audience" })),
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!audience) {
      setErrors({ audience: "Choose a list or segment, or all contacts" });
      return;
    }
    setErrors({});
    start.mutate({ ...audience, probe });
  }

  const listsHint = lists.isError ? "Your lists didn't load; all contacts can still be verified." : undefined;
  const staticLists = lists.data?.filter((l) => l.kind === "static") ?? [];
  const segments = lists.data?.filter((l) => l.kind === "segment") ?? [];
  const countText = !audience ? null : count.isPending ? "Counting addresses…" : count.isError ? count.error.message : `${addresses(count.data.count, locale)} to check`;

  return (
    <form onSubmit={submit} noValidate aria-label="Verify a list or segment" className="grid gap-3">
      <Field label="Contacts to verify" htmlFor="verify-audience" error={errors.audience} hint={listsHint} required>
        <Select value={value} onValueChange={setValue}>
          <SelectTrigger id="verify-audience" className="sm:max-w-md" {...fieldAria("verify-audience", { error: errors.audience, hint: listsHint })} aria-required>
            <SelectValue placeholder={lists.isPending ? "Loading lists…" : "Choose a list or segment"} />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All contacts</SelectItem>
            <ListGroup label="Lists" lists={staticLists} />
            <ListGroup label="Segments" lists={segments} />
          </SelectContent>
        </Select>
      </Field>
      {countText ? (
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="verify-audience-count">
          {countText}
        </p>
      ) : null}
      {lists.data && lists.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No lists yet. <Link href="/marketing-dashboard/data/crm-lists" className="underline underline-offset-2">Make one in the CRM</Link>, or verify all contacts.
        </p>
      ) : null}
      <ProbeToggle id="verify-run-probe" checked={probe} onChange={setProbe} disabled={busy} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={start.isPending} disabled={busy || (count.data?.count === 0 && audience !== null)}>
          Start verification
        </Button>
        {busy ? <p className="text-sm text-muted-foreground">A verification is running. You can start another when it ends.</p> : null}
      </div>
      <FormError message={errors.form} />
    </form>
  );
}

/** One kind of CRM list as a labelled group of options, after a separator; nothing when there is none. */
function ListGroup({ label, lists }: { label: string; lists: Array<{ id: string; name: string }> }) {
  if (lists.length === 0) return null;
  return (
    <>
      <SelectSeparator />
      <SelectGroup>
        <SelectLabel>{label}</SelectLabel>
        {lists.map((l) => (
          <SelectItem key={l.id} value={l.id}>
            {l.name}
          </SelectItem>
        ))}
      </SelectGroup>
    </>
  );
}
