import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import type { AppRouter } from "@/server/trpc/app-router";
import { TRPCProvider } from "@/trpc/client";
import { ProgressStep } from "./progress-step";
import type { ImportDetail } from "./types";

/** The fields the step reads; the rest of an import's detail plays no part in it. */
type Shown = Pick<ImportDetail, "id" | "status" | "committedRows" | "totalRows" | "created" | "updated" | "skipped" | "invalid">;
const running: Shown = {
  id: "7d1f4c8e-0000-4000-8000-000000000001",
  status: "running",
  committedRows: 1500,
  totalRows: 3000,
  created: 1200,
  updated: 250,
  skipped: 30,
  invalid: 20,
};

function render(data: Shown): string {
  const queryClient = new QueryClient();
  const trpcClient = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: "http://127.0.0.1:9/api/trpc", transformer: superjson })] });
  const step = createElement(ProgressStep, { data: data as ImportDetail });
  return renderToStaticMarkup(
    createElement(QueryClientProvider, { client: queryClient }, createElement(TRPCProvider, { trpcClient, queryClient, children: step })),
  );
}
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("ProgressStep", () => {
  it("names the running import's section by what it is doing, with the percentage on a named bar", () => {
    const html = render(running);
    expect(html).toMatch(/<section aria-labelledby="import-progress-title"/);
    expect(html).toMatch(/<h3 id="import-progress-title"[^>]*>Importing<\/h3>/);
    expect(html).toContain('aria-label="Import progress"');
    expect(html).toContain('aria-valuenow="50"');
    expect(text(html)).toContain(" 50% ");
  });

  it("says an import still queued waits for a worker", () => {
    expect(render({ ...running, status: "queued", committedRows: 0 })).toMatch(/<h3 id="import-progress-title"[^>]*>Waiting for a worker…<\/h3>/);
  });

  it("puts the rows read in words in a polite live region, then the four counters", () => {
    const html = render(running);
    expect(html).toContain('aria-live="polite"');
    const t = text(html);
    expect(t).toContain("1,500 of 3,000 rows read. You can close this window: the import goes on.");
    expect(t).toMatch(/Created 1,200 Updated 250 Skipped 30 Invalid 20/);
  });

  it("offers Cancel import behind a confirmation", () => {
    expect(render(running)).toMatch(/<button type="button"[^>]*>Cancel import<\/button>/);
  });
});
