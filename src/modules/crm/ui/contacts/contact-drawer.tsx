"use client";

import { displayEmail } from "@/lib/email-address";
import { AlertTriangle, Mail, Phone } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useContact } from "../../hooks/use-contacts";
import { displayName, formatDate, initialsOf } from "./columns";
import { ConsentBadge, TagList } from "./contact-cell";
import { ContactForm } from "./contact-form";
import { ConsentSection } from "./consent-section";
import { GdprActions } from "./gdpr-actions";
import { Timeline } from "./timeline";
import type { ContactDetail } from "./types";
import type { CrmWorkspace } from "../../hooks/use-crm-workspace";

/** One contact in a side panel: who they are, the timeline, every field, consent and privacy. */
export function ContactDrawer({
  contactId,
  crm,
  onClose,
  onCloseAutoFocus,
}: {
  contactId: string | null;
  crm: CrmWorkspace;
  onClose: () => void;
  /** Where focus goes back to once it closes (the row that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Sheet open={contactId !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-full gap-0 p-0 sm:max-w-2xl" closeLabel="Close contact" onCloseAutoFocus={onCloseAutoFocus}>
        {contactId && <DrawerBody key={contactId} contactId={contactId} crm={crm} onClose={onClose} />}
      </SheetContent>
    </Sheet>
  );
}

function DrawerBody({ contactId, crm, onClose }: { contactId: string; crm: CrmWorkspace; onClose: () => void }) {
  const contact = useContact(contactId);
  const [tab, setTab] = useState("activity");

  if (contact.isPending) {
    return (
      <div className="flex flex-col gap-4 p-6" aria-busy="true">
        <SheetTitle className="sr-only">Loading contact</SheetTitle>
        <div className="flex items-center gap-3">
          <Skeleton className="size-12 rounded-full" />
          <div className="flex flex-col gap-2">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-3 w-36" />
          </div>
        </div>
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (contact.isError) {
    const gone = contact.error.data?.code === "NOT_FOUND";
    return (
      <div role="alert" className="flex flex-col items-start gap-3 p-6">
        <SheetTitle>{gone ? "This contact isn't here" : "The contact didn't load"}</SheetTitle>
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {gone ? "It was deleted or erased, or the link belongs to another workspace." : contact.error.message}
        </p>
        <div className="flex gap-2">
          {!gone && (
            <Button variant="outline" onClick={() => void contact.refetch()}>
              Try again
            </Button>
          )}
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    );
  }

  const detail = contact.data;
  const c = detail.contact;
  const name = displayName(c);
  const canWrite = crm.allowed("crm.write");
  return (
    <div className="flex min-h-full flex-col">
      <ContactHeader detail={detail} crm={crm} />
      <Tabs value={tab} onValueChange={setTab} className="flex flex-1 flex-col gap-4 px-4 pt-4 pb-6 sm:px-6">
        <TabsList aria-label="Contact sections" className="self-start">
          <TabsTrigger value="activity">Activity</TabsTrigger>
          <TabsTrigger value="details">Details</TabsTrigger>
          <TabsTrigger value="privacy">Consent &amp; privacy</TabsTrigger>
        </TabsList>
        <TabsContent value="activity">
          <Timeline subject={{ contactId: c.id }} canWrite={canWrite} />
        </TabsContent>
        <TabsContent value="details">
          <ContactForm key={String(c.updatedAt)} detail={detail} crm={crm} readOnly={!canWrite} />
        </TabsContent>
        <TabsContent value="privacy" className="flex flex-col gap-8">
          <ConsentSection detail={detail} canWrite={canWrite} />
          <GdprActions contactId={c.id} name={name} canExport={crm.allowed("crm.export")} canErase={crm.allowed("crm.delete")} onErased={onClose} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function ContactHeader({ detail, crm }: { detail: ContactDetail; crm: CrmWorkspace }) {
  const c = detail.contact;
  const facts: Array<[string, ReactNode]> = [
    ["Lifecycle stage", crm.stageLabel(c.lifecycleStage) || "—"],
    ["Lead status", crm.statusLabel(c.leadStatus) || "—"],
    ["Owner", crm.ownerName(c.ownerId) || "No owner"],
    [
      "Lead score",
      <span key="s" className="tabular-nums">
        {c.leadScore}
      </span>,
    ],
    ["Email consent", <ConsentBadge key="e" status={c.emailConsent} />],
    ["Created", formatDate(c.createdAt)],
    ["Last activity", formatDate(c.lastActivityAt) || "—"],
    ["Source", c.source || c.firstTouch?.source || "—"],
  ];
  return (
    <SheetHeader className="gap-3 border-b p-4 pr-12 sm:p-6 sm:pr-14">
      <div className="flex items-center gap-3">
        <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent text-base font-semibold text-accent-foreground">
          {initialsOf(c)}
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <SheetTitle className="truncate">{displayName(c)}</SheetTitle>
          <SheetDescription className="flex flex-wrap items-center gap-x-3 gap-y-0.5">
            {c.email && (
              <a href={`mailto:${c.email}`} className="inline-flex min-w-0 items-center gap-1 hover:underline">
                <Mail aria-hidden className="size-3.5 shrink-0" /> <span className="truncate">{displayEmail(c.email)}</span>
              </a>
            )}
            {c.phone && (
              <a href={`tel:${c.phone}`} className="inline-flex items-center gap-1 hover:underline">
                <Phone aria-hidden className="size-3.5" /> {c.phone}
              </a>
            )}
            {(c.jobTitle || c.companyName) && <span>{[c.jobTitle, detail.company?.name ?? c.companyName].filter(Boolean).join(" at ")}</span>}
          </SheetDescription>
        </div>
      </div>
      {c.tags.length > 0 && <TagList tags={c.tags} max={8} />}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4" aria-label="Quick facts">
        {facts.map(([label, value]) => (
          <div key={label} className="flex min-w-0 flex-col gap-0.5">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="truncate font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {c.firstTouch?.campaign && (
        <Badge variant="outline">First touch: {[c.firstTouch.source, c.firstTouch.medium, c.firstTouch.campaign].filter(Boolean).join(" / ")}</Badge>
      )}
    </SheetHeader>
  );
}
