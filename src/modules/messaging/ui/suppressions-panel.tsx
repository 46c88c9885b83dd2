"use client";

import { ShieldOff, Trash2 } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { Controller } from "react-hook-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { fieldAria } from "@/components/ui/field";
import { FormField, FormRootError, useContractForm, useFieldError } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { suppressionReasons, type Channel, type SuppressionReason } from "../contracts/messaging-enums";
import { useAddSuppression, useRemoveSuppression, useSuppressions } from "../hooks/use-suppressions";
import { formatCount } from "@/lib/format";

const reasonLabels: Record<SuppressionReason, string> = {
  bounced: "Bounced",
  complained: "Marked as spam",
  unsubscribed: "Unsubscribed",
  erased: "Erased on request",
  manual: "Added by hand",
};
const reasonVariant: Record<SuppressionReason, "destructive" | "warning" | "secondary" | "outline"> = {
  bounced: "destructive",
  complained: "warning",
  unsubscribed: "secondary",
  erased: "outline",
  manual: "outline",
};
const channelLabels: Record<Channel, string> = { email: "Email", sms: "SMS" };

type Row = { id: string; channel: Channel; address: string | null; reason: SuppressionReason; source: string | null; createdAt: Date };

/**
 * The suppression list: addresses no marketing message goes to (hard bounces, complaints,
 * unsubscribes, erased people, and addresses added by hand). Searchable, 50 at a time. Admins
 * (`manage`) add addresses and take them off again (never an erased person's).
 */
export function SuppressionsPanel({ manage }: { manage: boolean }) {
  const [search, setSearch] = useState("");
  const [channel, setChannel] = useState<Channel | "all">("all");
  const [reason, setReason] = useState<SuppressionReason | "all">("all");
  const [removing, setRemoving] = useState<Row | null>(null);
  const filters = {
    search: useDeferredValue(search.trim()) || undefined,
    channel: channel === "all" ? undefined : channel,
    reason: reason === "all" ? undefined : reason,
  };
  const list = useSuppressions(filters);
  const remove = useRemoveSuppression();
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const filtered = Boolean(filters.search || filters.channel || filters.reason);

  return (
    <section className="flex flex-col gap-4 rounded-lg border p-4" aria-labelledby="suppressions-title">
      <div className="flex flex-col gap-1">
        <h2 id="suppressions-title" className="text-base font-semibold">
          Suppression list
        </h2>
        <p className="text-sm text-muted-foreground">
          No marketing message goes to these addresses, whatever the list or consent says. Hard bounces, spam complaints and unsubscribes land here on their
          own.
        </p>
      </div>
      {manage ? <AddSuppressionForm /> : null}
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]" role="group" aria-label="Filter the suppression list">
        <div className="grid gap-1.5">
          <Label htmlFor="suppressions-search">Search</Label>
          <Input id="suppressions-search" type="search" placeholder="Address or part of it" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="suppressions-channel">Channel</Label>
          <Select value={channel} onValueChange={(v) => setChannel(v as Channel | "all")}>
            <SelectTrigger id="suppressions-channel">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All channels</SelectItem>
              <SelectItem value="email">Email</SelectItem>
              <SelectItem value="sms">SMS</SelectItem>
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="suppressions-reason">Reason</Label>
          <Select value={reason} onValueChange={(v) => setReason(v as SuppressionReason | "all")}>
            <SelectTrigger id="suppressions-reason">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All reasons</SelectItem>
              {suppressionReasons.map((r) => (
                <SelectItem key={r} value={r}>
                  {reasonLabels[r]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {list.isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label="Loading the suppression list">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {list.error.message}{" "}
          <Button variant="link" className="h-auto p-0" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </p>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={ShieldOff}
          headingLevel="h3"
          title={filtered ? "No address matches" : "Nobody is suppressed"}
          description={filtered ? "Try another search or filter." : "Addresses that bounce, complain or unsubscribe appear here."}
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {formatCount(total)} {total === 1 ? "address" : "addresses"}
            {filtered ? " match" : ""}
          </p>
          <ul className="flex flex-col divide-y rounded-md border" aria-label="Suppressed addresses">
            {rows.map((r) => (
              <li key={r.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium break-all">{r.address ?? <span className="text-muted-foreground italic">Erased address (kept as a hash)</span>}</p>
                  <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    <Badge variant={reasonVariant[r.reason]}>{reasonLabels[r.reason]}</Badge>
                    <span>{channelLabels[r.channel]}</span>
                    <span>· {r.createdAt.toLocaleDateString()}</span>
                    {r.source ? <span className="break-all">· {r.source}</span> : null}
                  </p>
                </div>
                {manage && r.reason !== "erased" ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="self-start sm:self-center"
                    onClick={() => setRemoving(r)}
                    aria-label={`Take ${r.address ?? "this address"} off the list`}
                  >
                    <Trash2 aria-hidden /> Remove
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <Button variant="outline" className="self-start" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              Show more
            </Button>
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? `Take ${removing.address ?? "this address"} off the list?` : ""}
        description={removing ? removalWarning(removing.reason) : undefined}
        confirmLabel="Remove from the list"
        destructive
        onConfirm={() => remove.mutateAsync({ id: removing!.id })}
      />
    </section>
  );
}

function removalWarning(reason: SuppressionReason): string {
  if (reason === "bounced") return "It bounced: sending to it again hurts your sender reputation unless the address was fixed.";
  if (reason === "complained") return "This person marked a message as spam. Mail them again only if they asked you to.";
  return "Marketing messages may reach it again (the contact's consent still applies).";
}

function AddSuppressionForm() {
  const form = useContractForm(() => import("../contracts/preferences.contracts").then((m) => m.addSuppressionInput), {
    defaultValues: { channel: "email", address: "", note: "" },
  });
  const add = useAddSuppression({
    meta: { silent: true },
    onSuccess: () => {
      form.resetField("address");
      form.resetField("note");
    },
  });
  const channel = form.watch("channel");
  const channelError = useFieldError(form, "channel");
  return (
    <form
      onSubmit={form.submit((values) => add.mutateAsync(values))}
      noValidate
      className="grid gap-3 rounded-md border p-3 sm:grid-cols-[8rem_2fr_2fr_auto] sm:items-start"
      aria-label="Add an address to the suppression list"
    >
      <FormField form={form} name="channel" label="Channel" htmlFor="suppress-channel">
        <Controller
          control={form.control}
          name="channel"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id="suppress-channel" ref={field.ref} {...fieldAria("suppress-channel", { error: channelError })}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="email">Email</SelectItem>
                <SelectItem value="sms">SMS</SelectItem>
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      <FormField form={form} name="address" label={channel === "email" ? "Email address" : "Phone number"} htmlFor="suppress-address" required>
        <Input
          type={channel === "email" ? "email" : "tel"}
          autoComplete="off"
          placeholder={channel === "email" ? "someone@example.com" : "+14155550123"}
          {...form.register("address")}
        />
      </FormField>
      <FormField form={form} name="note" label="Note" htmlFor="suppress-note" hint="Why, for your team.">
        <Input maxLength={200} {...form.register("note")} />
      </FormField>
      <Button type="submit" loading={form.formState.isSubmitting} className="sm:mt-6">
        Add address
      </Button>
      <div className="sm:col-span-4">
        <FormRootError form={form} />
      </div>
    </form>
  );
}
