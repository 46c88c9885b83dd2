"use client";

import { Globe, Plus } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useAddDomain, useDomains } from "../../hooks/use-domains";
import { DomainDetail } from "./domain-detail";
import { StatusBadge } from "./status-badge";

/** The domain open below the list, kept in the address (?domain=<id>) so a link opens it. */
function useDomainParam(): [string | null, (id: string | null) => void] {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const select = useCallback(
    (id: string | null) => {
      const next = new URLSearchParams(window.location.search);
      if (id) next.set("domain", id);
      else next.delete("domain");
      router.replace(`${pathname}?${next}`, { scroll: false });
    },
    [router, pathname],
  );
  return [params.get("domain"), select];
}

/** The Domains tab: add a domain, the list with each one's status, and the open domain's records. */
export function DomainsPanel({ manage }: { manage: boolean }) {
  const domains = useDomains();
  const [selected, select] = useDomainParam();
  const list = domains.data ?? [];
  const open = list.find((d) => d.id === selected)?.id ?? (list.length === 1 ? list[0]!.id : null);
  return (
    <div className="flex flex-col gap-4">
      {manage ? <AddDomainForm onAdded={select} /> : null}
      {domains.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : domains.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {domains.error.message}
        </p>
      ) : list.length === 0 ? (
        <EmptyState
          icon={Globe}
          title="No sending domains yet"
          description={manage ? "Add the domain your email will come from, such as mail.example.com." : "An admin adds the domains your email comes from."}
        />
      ) : (
        <ul aria-label="Sending domains" className="flex flex-col divide-y rounded-lg border">
          {list.map((d) => (
            <li key={d.id}>
              <button
                type="button"
                onClick={() => select(d.id)}
                aria-current={open === d.id ? "true" : undefined}
                className={cn("flex w-full flex-wrap items-center gap-2 p-3 text-left hover:bg-accent", open === d.id && "bg-accent")}
              >
                <span className="min-w-0 flex-1 font-medium break-all">{d.domain}</span>
                <StatusBadge status={d.status} pendingLabel="Not checked yet" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {open ? <DomainDetail key={open} id={open} manage={manage} onRemoved={() => select(null)} /> : null}
    </div>
  );
}

function AddDomainForm({ onAdded }: { onAdded: (id: string) => void }) {
  const form = useContractForm(() => import("../../contracts/domains.contracts").then((m) => m.addDomainInput), { defaultValues: { domain: "" } });
  const add = useAddDomain({
    meta: { silent: true },
    onSuccess: (view) => {
      form.reset();
      onAdded(view.id);
    },
  });
  const onSubmit = form.submit((values) => add.mutateAsync(values));
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add a sending domain" className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[1fr_auto] sm:items-start">
      <FormField form={form} name="domain" label="Domain" htmlFor="new-domain" hint="The part after @ in your From address, e.g. mail.example.com">
        <Input placeholder="mail.example.com" autoComplete="off" autoCapitalize="none" spellCheck={false} {...form.register("domain")} />
      </FormField>
      <Button type="submit" className="sm:mt-6" loading={form.formState.isSubmitting}>
        <Plus aria-hidden /> Add domain
      </Button>
      <div className="sm:col-span-2">
        <FormRootError form={form} />
      </div>
    </form>
  );
}
