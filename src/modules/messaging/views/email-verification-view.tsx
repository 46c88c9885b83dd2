"use client";

import { Lock, MailCheck } from "lucide-react";
import dynamic from "next/dynamic";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { can, useCurrentWorkspace } from "@/modules/identity/client";
import { useVerification, useVerifications } from "../hooks/use-verification";
import { CheckOneForm } from "../ui/verification/check-one-form";
import { isActive, type VerificationList } from "../ui/verification/format";
import { RunProgress } from "../ui/verification/run-progress";
import { StartRunForm } from "../ui/verification/start-run-form";

/**
 * Below the two forms: a run's summary (with its chart) and results, and the history. Each is its own
 * chunk, loaded once the page is up (the summary and results read their data in the browser anyway).
 */
const tableLoading = () => <Skeleton className="h-48 w-full" />;
const RunSummary = dynamic(() => import("../ui/verification/run-summary").then((m) => m.RunSummary), { ssr: false, loading: tableLoading });
const ResultsTable = dynamic(() => import("../ui/verification/results-table").then((m) => m.ResultsTable), { ssr: false, loading: tableLoading });
const RunHistory = dynamic(() => import("../ui/verification/run-history").then((m) => m.RunHistory), { ssr: false, loading: tableLoading });

/** While a run is queued or running, the page asks for its progress this often. */
const POLL_MS = 1000;

/**
 * settings/data-settings/email-verification: verify one address now, or a list, segment or every
 * contact as a job with live progress; read a run's summary and results, and download them. The
 * open run is kept in the URL (?run=).
 */
export function EmailVerificationView() {
  const { data: workspace } = useCurrentWorkspace();
  if (!can(workspace.role, "messaging.read")) {
    return (
      <EmptyState
        icon={Lock}
        title="Email verification isn't part of your role"
        description="Ask a workspace admin for access to messaging."
        headingLevel="h2"
      />
    );
  }
  return <Verifications canSend={can(workspace.role, "messaging.send")} canDownload={can(workspace.role, "crm.export")} />;
}

function Verifications({ canSend, canDownload }: { canSend: boolean; canDownload: boolean }) {
  const list = useVerifications({ poll: (data) => data.runs.some((r) => isActive(r.status)), pollMs: POLL_MS });
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const select = (id: string) => router.replace(`${pathname}?run=${id}`, { scroll: false });

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Email verification</h1>
        <p className="text-muted-foreground">
          Check addresses before you send to them: syntax, the domain and its mail servers, disposable and role addresses, and optionally the mailbox itself.
          Results are saved on each contact, and sends can leave invalid addresses out.
        </p>
      </header>
      {list.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label="Loading verifications">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : list.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 p-4 text-sm">
          <span className="text-destructive">The verifications didn&apos;t load. {list.error.message}</span>
          <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Loaded data={list.data} canSend={canSend} canDownload={canDownload} selectedParam={params.get("run")} onSelect={select} />
      )}
    </div>
  );
}

function Loaded({
  data,
  canSend,
  canDownload,
  selectedParam,
  onSelect,
}: {
  data: VerificationList;
  canSend: boolean;
  canDownload: boolean;
  selectedParam: string | null;
  onSelect: (id: string) => void;
}) {
  const { format } = data;
  const active = data.runs.find((r) => r.scope !== "single" && isActive(r.status)) ?? null;
  const finished = data.runs.filter((r) => r.scope !== "single" && !isActive(r.status));
  const selected = finished.find((r) => r.id === selectedParam) ?? finished[0] ?? null;
  const detail = useVerification(selected?.id ?? null);
  const readOnly = (
    <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm text-muted-foreground">
      <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
      Owners, admins and members verify addresses. You can read the results.
    </p>
  );

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Verify one address</CardTitle>
          <CardDescription>The verdict comes at once, with what each check found. A contact with this address gets the result.</CardDescription>
        </CardHeader>
        <CardContent>{canSend ? <CheckOneForm /> : readOnly}</CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Verify a list or segment</CardTitle>
          <CardDescription>Runs in the background, one at a time. Each contact&apos;s result is saved as soon as its batch is checked.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {canSend ? <StartRunForm busy={active !== null} locale={format.locale} /> : readOnly}
          {active ? <RunProgress run={active} locale={format.locale} canSend={canSend} /> : null}
        </CardContent>
      </Card>

      {selected === null ? (
        active ? null : (
          <EmptyState
            icon={MailCheck}
            title="No list verified yet"
            description={
              canSend
                ? "Choose a list or segment above and start a verification; its results appear here."
                : "Once someone verifies a list, its results appear here."
            }
            headingLevel="h2"
          />
        )
      ) : (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Results</CardTitle>
            <CardDescription className="break-words">{selected.label}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            {detail.isPending ? (
              <Skeleton className="h-48 w-full" />
            ) : detail.isError ? (
              <p role="alert" className="text-sm text-destructive">
                This verification didn&apos;t load. {detail.error.message}
              </p>
            ) : (
              <RunSummary run={detail.data} format={format} canDownload={canDownload} />
            )}
            <ResultsTable key={selected.id} runId={selected.id} locale={format.locale} />
          </CardContent>
        </Card>
      )}

      {data.runs.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">History</CardTitle>
          </CardHeader>
          <CardContent>
            <RunHistory runs={data.runs} selectedId={selected?.id ?? null} format={format} onSelect={onSelect} />
          </CardContent>
        </Card>
      ) : null}
    </>
  );
}
