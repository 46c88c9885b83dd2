"use client";

import { Copy, FileText, Plus, Trash2 } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { formatCountOf, formatWhen, readerTimeFormat } from "@/lib/format";
import { can, useCurrentWorkspace } from "@/modules/identity/client";
import { hostedPagePath, pageEditorPath, pageStatusLabel } from "../contracts/pages.constants";
import { useDuplicatePage, useLandingPages, type PageListItem } from "../hooks/use-pages";

const NewPageDialog = dynamic(() => import("../ui/pages/new-page-dialog").then((m) => m.NewPageDialog), { ssr: false });
const DomainsSection = dynamic(() => import("../ui/pages/domains-section").then((m) => m.DomainsSection), { ssr: false });
const ConsentSection = dynamic(() => import("../ui/consent/consent-section").then((m) => m.ConsentSection), { ssr: false });
const DeletePageDialog = dynamic(() => import("../ui/pages/delete-page-dialog").then((m) => m.DeletePageDialog), { ssr: false });

const conversionText = (rate: number | null) => (rate === null ? "no visitors yet" : `${(rate * 100).toFixed(1)}% converted`);

/** The workspace's landing pages: status, when last published, views and conversion rate over the last 30 days, and the way into the editor. */
export function LandingPagesView() {
  const { data: workspace } = useCurrentWorkspace();
  const { data: pages } = useLandingPages();
  const canEdit = can(workspace.role, "website.edit");
  const [creating, setCreating] = useState(false);
  const [doomed, setDoomed] = useState<PageListItem | null>(null);
  const duplicate = useDuplicatePage();
  const time = readerTimeFormat();

  return (
    <div className="mx-auto flex w-full max-w-5xl min-w-0 flex-col gap-6">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Landing pages</h1>
          <p className="text-muted-foreground">Build a page from a template, publish it at its own address, and see who visits.</p>
        </div>
        {canEdit && pages.length > 0 ? (
          <Button className="ml-auto" onClick={() => setCreating(true)}>
            <Plus aria-hidden /> New page
          </Button>
        ) : null}
      </div>
      {pages.length === 0 ? (
        <EmptyState
          icon={FileText}
          headingLevel="h2"
          title="No landing pages yet"
          description="Start from a lead magnet, webinar, product launch or event template: each is a complete page you edit."
          action={
            canEdit ? (
              <Button onClick={() => setCreating(true)}>
                <Plus aria-hidden /> New page
              </Button>
            ) : null
          }
        />
      ) : (
        <ul className="flex flex-col divide-y rounded-lg border" aria-label="Landing pages">
          {pages.map((page) => (
            <li key={page.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="flex min-w-0 flex-col">
                <Link href={pageEditorPath(page.id)} className="font-medium hover:underline">
                  {page.title}
                </Link>
                <span className="truncate text-sm text-muted-foreground">{hostedPagePath(workspace.slug, page.slug)}</span>
              </div>
              <Badge variant={page.status === "published" ? "default" : "secondary"}>{pageStatusLabel[page.status]}</Badge>
              <span className="text-sm text-muted-foreground">{page.publishedAt ? `Published ${formatWhen(page.publishedAt, time)}` : "Never published"}</span>
              <span className="text-sm text-muted-foreground tabular-nums" title="Last 30 days: views, and form submissions per visitor">
                {formatCountOf(page.views, undefined, "view", "views")} in 30 days · {conversionText(page.conversionRate)}
              </span>
              {canEdit ? (
                <span className="ml-auto flex gap-1">
                  <Button size="icon" variant="ghost" aria-label={`Duplicate ${page.title}`} onClick={() => duplicate.mutate({ id: page.id })}>
                    <Copy aria-hidden />
                  </Button>
                  <Button size="icon" variant="ghost" aria-label={`Delete ${page.title}`} onClick={() => setDoomed(page)}>
                    <Trash2 aria-hidden />
                  </Button>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <DomainsSection manage={can(workspace.role, "workspace.manage")} />
      {can(workspace.role, "workspace.manage") ? <ConsentSection /> : null}
      {creating ? <NewPageDialog open={creating} onOpenChange={setCreating} /> : null}
      {doomed ? <DeletePageDialog page={doomed} onClose={() => setDoomed(null)} /> : null}
    </div>
  );
}
