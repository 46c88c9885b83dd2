"use client";

import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Lock, SearchCheck } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCount } from "@/lib/format";
import { can } from "@/modules/identity/client";
import { useTRPC } from "@/trpc/client";
import { AuditDiff } from "../ui/seo/audit-diff";
import { AuditHistory } from "../ui/seo/audit-history";
import { AuditProgress } from "../ui/seo/audit-progress";
import { AuditReport } from "../ui/seo/audit-report";
import { isActive, type SeoList } from "../ui/seo/format";
import { StartAuditForm } from "../ui/seo/start-audit-form";

/** While an audit is queued or running, the page asks for its progress this often. */
const POLL_MS = 1000;

/**
 * settings/data-settings/marketing-reporting-tools/connections-and-sources/organic/seo-audit-report:
 * run an audit of the site (live progress), read its score and findings, compare it with the
 * previous audit, and open past ones. The open audit is kept in the URL (?audit=).
 */
export function SeoAuditView() {
  const trpc = useTRPC();
  const { data: workspace } = useSuspenseQuery(trpc.identity.workspaces.current.queryOptions());
  if (!can(workspace.role, "reports.read")) {
    return <EmptyState icon={Lock} title="SEO audits aren't part of your role" description="Ask a workspace admin for access to reports." headingLevel="h2" />;
  }
  return <SeoAudits canManage={can(workspace.role, "reports.manage")} />;
}

function SeoAudits({ canManage }: { canManage: boolean }) {
  const trpc = useTRPC();
  const list = useQuery({
    ...trpc.reporting.seo.list.queryOptions(),
    refetchInterval: (q) => (q.state.data?.audits.some((a) => isActive(a.status)) ? POLL_MS : false),
  });
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const select = (id: string) => router.replace(`${pathname}?audit=${id}`, { scroll: false });

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">SEO audit</h1>
        <p className="text-muted-foreground">Crawl your site the way a search engine does, following its robots.txt and sitemap, and fix what holds back its rankings.</p>
      </header>
      {list.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label="Loading SEO audits">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : list.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 p-4 text-sm">
          <span className="text-destructive">The audits didn&apos;t load. {list.error.message}</span>
          <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Loaded data={list.data} canManage={canManage} selectedParam={params.get("audit")} onSelect={select} />
      )}
    </div>
  );
}

function Loaded({ data, canManage, selectedParam, onSelect }: { data: SeoList; canManage: boolean; selectedParam: string | null; onSelect: (id: string) => void }) {
  const trpc = useTRPC();
  const active = data.audits.find((a) => isActive(a.status)) ?? null;
  const finished = data.audits.filter((a) => !isActive(a.status));
  const selected = finished.find((a) => a.id === selectedParam) ?? finished[0] ?? null;
  const detail = useQuery({ ...trpc.reporting.seo.get.queryOptions({ auditId: selected?.id ?? "" }), enabled: selected !== null });
  const { format } = data;

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Run an audit</CardTitle>
          <CardDescription>One audit runs at a time. Findings, the score and the comparison with the previous audit appear here when it ends.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {canManage ? (
            <StartAuditForm key={data.defaultUrl} defaultUrl={data.defaultUrl} pageLimit={formatCount(data.pageLimit, format.locale)} busy={active !== null} />
          ) : (
            <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm text-muted-foreground">
              <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
              Owners, admins and members run audits. You can read their findings.
            </p>
          )}
          {active ? <AuditProgress audit={active} locale={format.locale} canManage={canManage} /> : null}
        </CardContent>
      </Card>

      {selected === null ? (
        active ? null : <EmptyState icon={SearchCheck} title="No audit yet" description={canManage ? "Enter your site's address above and run the first audit." : "Once someone runs an audit, its findings appear here."} headingLevel="h2" />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Findings</CardTitle>
            <CardDescription className="break-all">{selected.siteUrl}</CardDescription>
          </CardHeader>
          <CardContent>
            {detail.isPending ? (
              <Skeleton className="h-64 w-full" />
            ) : detail.isError ? (
              <p role="alert" className="text-sm text-destructive">
                This audit didn&apos;t load. {detail.error.message}
              </p>
            ) : (
              <AuditReport audit={detail.data} format={format} />
            )}
          </CardContent>
        </Card>
      )}

      {selected?.status === "done" ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Since the previous audit</CardTitle>
          </CardHeader>
          <CardContent>
            <AuditDiff auditId={selected.id} format={format} />
          </CardContent>
        </Card>
      ) : null}

      {data.audits.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">History</CardTitle>
          </CardHeader>
          <CardContent>
            <AuditHistory audits={data.audits} selectedId={selected?.id ?? null} format={format} onSelect={onSelect} />
          </CardContent>
        </Card>
      ) : null}
    </>
  );
}
