"use client";

import { Globe, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { AdminNote } from "@/components/ui/admin-note";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useAddDomain, useCustomDomains, useRemoveDomain, useVerifyDomain, type CustomDomain } from "../../hooks/use-domains";

/** Custom domains: a host name the workspace proves with a DNS TXT record, then serving its published pages at https://<host>/<page address>. */
export function DomainsSection({ manage }: { manage: boolean }) {
  const { data: domains, isPending } = useCustomDomains();
  const verify = useVerifyDomain();
  const remove = useRemoveDomain();
  const [doomed, setDoomed] = useState<CustomDomain | null>(null);
  return (
    <section aria-labelledby="custom-domains-title" className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-col gap-1">
        <h2 id="custom-domains-title" className="font-medium">
          Custom domains
        </h2>
        <p className="text-sm text-muted-foreground">Serve your published pages on your own domain, like pages.example.com/spring-sale.</p>
      </div>
      {isPending ? (
        <Spinner />
      ) : !domains || domains.length === 0 ? (
        <p className="text-sm text-muted-foreground">No custom domains yet.</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-md border" aria-label="Custom domains">
          {domains.map((d) => (
            <li key={d.id} className="flex flex-col gap-2 px-3 py-2 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <Globe aria-hidden className="size-4 text-muted-foreground" />
                <span className="font-medium">{d.host}</span>
                <Badge variant={d.verifiedAt ? "default" : "secondary"}>{d.verifiedAt ? "Verified" : "Waiting for its DNS record"}</Badge>
                {manage ? (
                  <span className="ml-auto flex gap-1">
                    {d.verifiedAt ? null : (
                      <Button
                        size="sm"
                        variant="outline"
                        loading={verify.isPending && verify.variables?.id === d.id}
                        onClick={() => verify.mutate({ id: d.id })}
                      >
                        Check now
                      </Button>
                    )}
                    <Button size="icon" variant="ghost" aria-label={`Remove ${d.host}`} onClick={() => setDoomed(d)}>
                      <Trash2 aria-hidden />
                    </Button>
                  </span>
                ) : null}
              </div>
              {d.verifiedAt ? null : (
                <p className="text-muted-foreground">
                  Add a TXT record named <code className="font-mono">{d.recordName}</code> with the value{" "}
                  <code className="font-mono break-all">{d.recordValue}</code>, then select Check now.
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {manage ? <AddDomainForm /> : null}
      <AdminNote>
        Point the domain at this server (a CNAME or A record) and serve it over HTTPS through your proxy or load balancer, passing the Host header unchanged.
      </AdminNote>
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => (open ? undefined : setDoomed(null))}
        title={`Remove ${doomed?.host ?? "this domain"}?`}
        description="Your pages stop answering on it at once. They stay published at their usual addresses."
        confirmLabel="Remove domain"
        destructive
        pending={remove.isPending}
        onConfirm={() => (doomed ? remove.mutateAsync({ id: doomed.id }) : undefined)}
      />
    </section>
  );
}

function AddDomainForm() {
  const form = useContractForm(() => import("../../contracts/domains.contracts").then((m) => m.addDomainInput), { defaultValues: { host: "" } });
  const add = useAddDomain({ meta: { silent: true }, onSuccess: () => form.reset() });
  return (
    <form
      onSubmit={form.submit((values) => add.mutateAsync(values))}
      noValidate
      aria-label="Add a custom domain"
      className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
    >
      <FormField form={form} name="host" label="Domain" htmlFor="custom-domain-host" hint="A domain or subdomain you control, like pages.example.com">
        <Input autoComplete="off" {...form.register("host")} />
      </FormField>
      <Button type="submit" variant="outline" loading={form.formState.isSubmitting} className="sm:mt-6">
        <Plus aria-hidden /> Add domain
      </Button>
      <div className="sm:col-span-2">
        <FormRootError form={form} />
      </div>
    </form>
  );
}
