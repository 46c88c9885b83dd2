"use client";

import { displayEmail } from "@/lib/email-address";
import { ExternalLink, Link2Off, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import type { CompanySize } from "../../contracts/crm-enums";
import { useCompany, useDeleteCompany, useLinkCompanyContacts, useUnlinkCompanyContacts } from "../../hooks/use-companies";
import type { CrmWorkspace } from "../../hooks/use-crm-workspace";
import { formatMinor } from "../../money";
import { ContactsPicker, type PickedContact } from "../deals/contacts-picker";
import { Timeline } from "../contacts/timeline";
import { contactLabel } from "../record-labels";
import { CompanyFormSheet } from "./company-form-sheet";
import { sizeLabels } from "./company-form-values";

const stageVariant = { open: "outline", won: "success", lost: "destructive" } as const;

/** A company: its details, its contacts (link and unlink), its deals and its history; edit and delete. */
export function CompanyDetailSheet({
  companyId,
  onClose,
  access,
  onCloseAutoFocus,
}: {
  companyId: string | null;
  onClose: () => void;
  access: CrmWorkspace;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Sheet open={companyId !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-full max-w-full sm:max-w-lg" onCloseAutoFocus={onCloseAutoFocus}>
        {companyId && <CompanyDetail key={companyId} companyId={companyId} onClose={onClose} access={access} />}
      </SheetContent>
    </Sheet>
  );
}

function CompanyDetail({ companyId, onClose, access }: { companyId: string; onClose: () => void; access: CrmWorkspace }) {
  const detail = useCompany(companyId);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [linking, setLinking] = useState<PickedContact[]>([]);
  const link = useLinkCompanyContacts({ onSuccess: () => setLinking([]) });
  const unlink = useUnlinkCompanyContacts();
  const remove = useDeleteCompany({ onSuccess: onClose });

  if (detail.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <SheetTitle className="sr-only">Loading the company</SheetTitle>
        <Skeleton className="h-7 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div role="alert" className="flex flex-col gap-3">
        <SheetTitle>This company didn&apos;t load</SheetTitle>
        <p className="text-sm text-muted-foreground">{detail.error.message}</p>
        <Button variant="outline" className="self-start" onClick={() => void detail.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const { company, owner, contacts, deals, contactCount, dealCount } = detail.data;
  return (
    <>
      <SheetHeader>
        <SheetTitle>{company.name}</SheetTitle>
        <SheetDescription asChild>
          <div className="flex flex-wrap items-center gap-2">
            {company.domain ? (
              <a
                href={`https://${company.domain}`}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-primary hover:underline"
              >
                {company.domain} <ExternalLink aria-hidden className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : (
              <span>No domain</span>
            )}
            {company.industry && <Badge variant="secondary">{company.industry}</Badge>}
            {company.size && <Badge variant="outline">{sizeLabels[company.size as CompanySize] ?? company.size}</Badge>}
          </div>
        </SheetDescription>
      </SheetHeader>
      <p className="text-sm">
        <span className="text-muted-foreground">Owner: </span>
        {owner ? owner.name || owner.email : "No owner"}
      </p>
      {(access.canWrite || access.canDelete) && (
        <div className="flex flex-wrap gap-2">
          {access.canWrite && (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden /> Edit
            </Button>
          )}
          {access.canDelete && (
            <Button variant="outline" size="sm" className="text-destructive" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden /> Delete
            </Button>
          )}
        </div>
      )}

      <section aria-labelledby="company-contacts" className="flex flex-col gap-2 border-t pt-4">
        <h3 id="company-contacts" className="text-sm font-semibold">
          Contacts ({contactCount})
        </h3>
        {contacts.length === 0 ? (
          <p className="text-sm text-muted-foreground">No contacts are linked to this company.</p>
        ) : (
          <ul className="flex flex-col divide-y rounded-md border">
            {contacts.map((c) => (
              <li key={c.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
                <span className="min-w-0">
                  <span className="block truncate font-medium">{contactLabel(c)}</span>
                  <span className="block truncate text-xs text-muted-foreground">{[c.jobTitle, displayEmail(c.email)].filter(Boolean).join(" · ")}</span>
                </span>
                {access.canWrite && (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Unlink ${contactLabel(c)}`}
                    loading={unlink.isPending && unlink.variables?.contactIds[0] === c.id}
                    onClick={() => unlink.mutate({ companyId: company.id, contactIds: [c.id] })}
                  >
                    <Link2Off aria-hidden />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {contactCount > contacts.length && <p className="text-xs text-muted-foreground">Showing the first {contacts.length}.</p>}
        {access.canWrite && (
          <div className="flex flex-col gap-2">
            <ContactsPicker id="company-link-contacts" label="Link contacts" value={linking} onChange={setLinking} />
            {linking.length > 0 && (
              <Button
                size="sm"
                className="self-start"
                loading={link.isPending}
                onClick={() => link.mutate({ companyId: company.id, contactIds: linking.map((c) => c.id) })}
              >
                Link {linking.length} {linking.length === 1 ? "contact" : "contacts"}
              </Button>
            )}
          </div>
        )}
      </section>

      <section aria-labelledby="company-deals" className="flex flex-col gap-2 border-t pt-4">
        <h3 id="company-deals" className="text-sm font-semibold">
          Deals ({dealCount})
        </h3>
        {deals.length === 0 ? (
          <p className="text-sm text-muted-foreground">No deals with this company yet.</p>
        ) : (
          <ul className="flex flex-col divide-y rounded-md border">
            {deals.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                <span className="min-w-0 font-medium break-words">{d.name}</span>
                <span className="flex items-center gap-2">
                  <span className="tabular-nums">
                    {d.amountMinor === null ? "—" : formatMinor(Number(d.amountMinor), d.currency, { locale: access.locale })}
                  </span>
                  <Badge variant={stageVariant[d.stageKind]}>{d.stageName}</Badge>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="company-history" className="flex flex-col gap-2 border-t pt-4">
        <h3 id="company-history" className="text-sm font-semibold">
          History
        </h3>
        <Timeline subject={{ companyId: company.id }} canWrite={access.canWrite} />
      </section>

      <CompanyFormSheet open={editing} company={company} onClose={() => setEditing(false)} access={access} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${company.name}?`}
        description={`The company is removed for everyone. Its ${contactCount} ${contactCount === 1 ? "contact" : "contacts"} and ${dealCount} ${dealCount === 1 ? "deal" : "deals"} stay, no longer linked to it. This can't be undone.`}
        confirmLabel="Delete company"
        destructive
        onConfirm={() => remove.mutateAsync({ id: company.id })}
      />
    </>
  );
}
