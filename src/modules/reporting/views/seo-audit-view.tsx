import { Lock, SearchCheck } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { formatCount } from "@/lib/format";
import { AuditDiff } from "../ui/seo/audit-diff";
import { AuditHistory } from "../ui/seo/audit-history";
import { AuditProgress } from "../ui/seo/audit-progress";
import { AuditReport } from "../ui/seo/audit-report";
import { RefreshWhileActive } from "../ui/seo/refresh-while-active";
import { StartAuditForm, type StartAuditAction } from "../ui/seo/start-audit-form";
import type { StopAuditAction } from "../ui/seo/stop-audit-dialog";
import type { SeoAuditPage } from "./seo-audit-page";

/** While an audit is queued or running, the page reads its progress again this often. */
export const POLL_MS = 1000;

/** The server actions the page's forms call (seo-audit-actions.ts). */
export type SeoAuditActions = { start: StartAuditAction; stop: StopAuditAction };

/**
 * settings/data-settings/marketing-reporting-tools/connections-and-sources/organic/seo-audit-report,
 * rendered on the server: run an audit of the site (live progress), read its score and findings,
 * compare it with the previous audit, and open past ones. The open audit is kept in the URL (?audit=).
 */
export function SeoAuditView({ page, actions }: { page: SeoAuditPage; actions: SeoAuditActions }) {
  if (!page.canRead) {
    return <EmptyState icon={Lock} title="SEO audits aren't part of your role" description="Ask a workspace admin for access to reports." headingLevel="h2" />;
  }
  const { list, active, selected, detail, diff, canManage } = page;
  const { format } = list;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">SEO audit</h1>
        <p className="text-muted-foreground">
          Crawl your site the way a search engine does, following its robots.txt and sitemap, and fix what holds back its rankings.
        </p>
      </header>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Run an audit</CardTitle>
          <CardDescription>One audit runs at a time. Findings, the score and the comparison with the previous audit appear here when it ends.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {canManage ? (
            <StartAuditForm
              key={list.defaultUrl}
              defaultUrl={list.defaultUrl}
              pageLimit={formatCount(list.pageLimit, format.locale)}
              busy={active !== null}
              action={actions.start}
            />
          ) : (
            <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm text-muted-foreground">
              <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
              Owners, admins and members run audits. You can read their findings.
            </p>
          )}
          {active ? <AuditProgress audit={active} locale={format.locale} stop={canManage ? actions.stop : null} /> : null}
          {active ? <RefreshWhileActive everyMs={POLL_MS} /> : null}
        </CardContent>
      </Card>

      {selected === null ? (
        active ? null : (
          <EmptyState
            icon={SearchCheck}
            title="No audit yet"
            description={canManage ? "Enter your site's address above and run the first audit." : "Once someone runs an audit, its findings appear here."}
            headingLevel="h2"
          />
        )
      ) : (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Findings</CardTitle>
            <CardDescription className="break-all">{selected.siteUrl}</CardDescription>
          </CardHeader>
          <CardContent>
            {detail === null ? null : detail.error === null ? (
              <AuditReport audit={detail.data} format={format} />
            ) : (
              <p role="alert" className="text-sm text-destructive">
                This audit didn&apos;t load. {detail.error}
              </p>
            )}
          </CardContent>
        </Card>
      )}

      {selected?.status === "done" && diff ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Since the previous audit</CardTitle>
          </CardHeader>
          <CardContent>
            <AuditDiff diff={diff} format={format} />
          </CardContent>
        </Card>
      ) : null}

      {list.audits.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">History</CardTitle>
          </CardHeader>
          <CardContent>
            <AuditHistory audits={list.audits} selectedId={selected?.id ?? null} format={format} />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
