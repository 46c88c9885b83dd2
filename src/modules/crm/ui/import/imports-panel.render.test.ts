import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import type { AppRouter } from "@/server/trpc/app-router";
import { TRPCProvider } from "@/trpc/client";
import { ImportsPanel } from "./imports-panel";
import type { ImportSummary } from "./types";

const item = (over: Partial<ImportSummary>): ImportSummary => ({
  id: "7d1f4c8e-0000-4000-8000-000000000003",
  fileName: "leads.csv",
  byteSize: 1200,
  status: "uploaded",
  totalRows: 10,
  committedRows: 0,
  created: 0,
  updated: 0,
  skipped: 0,
  invalid: 0,
  mergeMode: "fill_empty",
  jobRunId: null,
  error: null,
  createdAt: new Date("2026-11-01T10:00:00Z"),
  startedAt: null,
  finishedAt: null,
  ...over,
});

function render(role: string, items: ImportSummary[]): string {
  const queryClient = new QueryClient();
  const trpcClient = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: "http://127.0.0.1:9/api/trpc", transformer: superjson })] });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  queryClient.setQueryData(trpc.identity.workspaces.current.queryKey(), { id: "ws-1", role } as never);
  queryClient.setQueryData(trpc.crm.imports.list.queryKey({ limit: 20 }), items);
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(TRPCProvider, { trpcClient, queryClient, children: createElement(ImportsPanel) }),
    ),
  );
}

describe("ImportsPanel", () => {
  it("offers Discard on imports nobody will finish, not on a finished or running one", () => {
    const html = render("member", [
      item({ id: "7d1f4c8e-0000-4000-8000-000000000004", fileName: "waiting.csv", status: "uploaded" }),
      item({ id: "7d1f4c8e-0000-4000-8000-000000000005", fileName: "stopped.csv", status: "failed", committedRows: 4 }),
      item({ id: "7d1f4c8e-0000-4000-8000-000000000006", fileName: "done.csv", status: "completed", committedRows: 10 }),
      item({ id: "7d1f4c8e-0000-4000-8000-000000000007", fileName: "running.csv", status: "running", committedRows: 5 }),
    ]);
    expect(html).toContain('aria-label="Discard the import of waiting.csv"');
    expect(html).toContain('aria-label="Discard the import of stopped.csv"');
    expect(html).not.toContain('aria-label="Discard the import of done.csv"');
    expect(html).not.toContain('aria-label="Discard the import of running.csv"');
  });

  it("offers no Discard to a viewer", () => {
    expect(render("viewer", [item({})])).not.toContain("Discard");
  });
});
