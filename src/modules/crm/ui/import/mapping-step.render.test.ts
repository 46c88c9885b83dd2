import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import type { AppRouter } from "@/server/trpc/app-router";
import { TRPCProvider } from "@/trpc/client";
import { standardTargets } from "../../import/fields";
import { MappingStep } from "./mapping-step";
import type { ImportDetail } from "./types";

/** The fields the step reads. */
type Shown = Pick<ImportDetail, "id" | "headers" | "preview" | "mapping" | "mergeMode" | "listId" | "linkCompanies" | "targets" | "phoneRegion">;
const detail: Shown = {
  id: "7d1f4c8e-0000-4000-8000-000000000002",
  headers: ["Email", "Mobile", "Plan tier"],
  preview: [["ana@example.com", "06 12 34 56 78", "Gold"]],
  mapping: ["email", "phone", null],
  mergeMode: "fill_empty",
  listId: null,
  linkCompanies: true,
  targets: { standard: standardTargets, custom: [] },
  phoneRegion: { code: "US", name: "the United States" },
};

function render(data: Shown): string {
  const queryClient = new QueryClient();
  const trpcClient = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: "http://127.0.0.1:9/api/trpc", transformer: superjson })] });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  queryClient.setQueryData(trpc.identity.workspaces.current.queryKey(), { id: "ws-1", role: "member" } as never);
  const step = createElement(MappingStep, { data: data as ImportDetail, onMapped: () => undefined });
  return renderToStaticMarkup(
    createElement(QueryClientProvider, { client: queryClient }, createElement(TRPCProvider, { trpcClient, queryClient, children: step })),
  );
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ")
    .replace(/ ([,.])/g, "$1");

describe("MappingStep", () => {
  it("says which region phone numbers without a country code are read in", () => {
    expect(text(render(detail))).toContain(
      "Phone numbers without a country code are read in the row's country (a column mapped to Country), else in the country of its company, else in the United States, your workspace's region. A number that isn't valid there isn't imported, and the summary says why.",
    );
  });

  it("says nothing about regions when no column is a phone", () => {
    expect(text(render({ ...detail, mapping: ["email", null, null] }))).not.toContain("country code");
  });
});
