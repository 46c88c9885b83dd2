import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import type { AppRouter } from "@/server/trpc/app-router";
import { TRPCProvider } from "@/trpc/client";
import { currencies } from "../contracts/workspace-settings.constants";
import { regionalOptions, WorkspaceSettingsForm } from "./workspace-settings-form";

const settings = {
  name: "Northwind Coffee",
  slug: "northwind",
  timeZone: "America/Los_Angeles",
  currency: "USD",
  locale: "en-US",
  weekStart: "monday" as const,
  dateFormat: "YYYY-MM-DD" as const,
};

function serverHtml(): string {
  const queryClient = new QueryClient();
  const trpcClient = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: "http://127.0.0.1:9/api/trpc", transformer: superjson })] });
  const form = createElement(WorkspaceSettingsForm, { settings });
  const router = { push() {}, replace() {}, refresh() {}, back() {}, forward() {}, prefetch() {} } as unknown as AppRouterInstance;
  const tree = createElement(QueryClientProvider, { client: queryClient }, createElement(TRPCProvider, { trpcClient, queryClient, children: form }));
  return renderToString(createElement(AppRouterContext.Provider, { value: router }, tree));
}
const optionsOf = (html: string, id: string) => {
  const select = html.match(new RegExp(`<select[^>]*id="${id}"[^>]*>([\\s\\S]*?)</select>`))?.[1] ?? "";
  return [...select.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
};

describe("the workspace settings form on the server (Settings → General)", () => {
  it("offers only the current time zone, currency and language in its server HTML, so the browser's own Intl lists can't make it differ", () => {
    const html = serverHtml();
    expect(optionsOf(html, "settings-timeZone")).toEqual(["America/Los_Angeles"]);
    expect(optionsOf(html, "settings-currency")).toEqual(["USD"]);
    expect(optionsOf(html, "settings-locale")).toEqual(["en-US"]);
    expect(html).toContain("USD: US Dollar");
  });

  it("offers the full lists once in the browser, the current value first when the runtime doesn't list it", () => {
    const full = regionalOptions({ timeZone: "Mars/Olympus", currency: "USD", locale: "en-US" }, true);
    expect(full.currency.map((o) => o.value)).toEqual([...currencies]);
    expect(full.timeZone[0]).toEqual({ value: "Mars/Olympus", label: "Mars/Olympus" });
    expect(full.locale.length).toBeGreaterThan(10);
  });
});
