import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import type { AppRouter } from "@/server/trpc/app-router";
import { TRPCProvider } from "@/trpc/client";
import { NEWSLETTER_CONSENT_WORDING } from "../contracts/newsletter.constants";
import { SignUpView } from "./sign-up-view";

function render(newsletter: boolean): string {
  const queryClient = new QueryClient();
  const trpcClient = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: "http://127.0.0.1:9/api/trpc", transformer: superjson })] });
  const router = { push() {}, replace() {}, refresh() {}, back() {}, forward() {}, prefetch() {} } as unknown as AppRouterInstance;
  const view = createElement(SignUpView, { newsletter });
  const tree = createElement(QueryClientProvider, { client: queryClient }, createElement(TRPCProvider, { trpcClient, queryClient, children: view }));
  return renderToStaticMarkup(createElement(AppRouterContext.Provider, { value: router }, tree));
}

describe("the sign-up form's newsletter checkbox", () => {
  it("offers the product newsletter, unticked, with the words recorded as consent as its label", () => {
    const html = render(true);
    const box = html.match(/<input[^>]*id="newsletter"[^>]*>/)?.[0] ?? "";
    expect(box).toContain('type="checkbox"');
    expect(box).not.toContain("checked");
    expect(html).toContain(`<label for="newsletter" class="text-sm font-medium">${NEWSLETTER_CONSENT_WORDING}</label>`);
  });

  it("shows no checkbox when the newsletter isn't set up, and keeps the form's labels", () => {
    const html = render(false);
    expect(html).not.toContain('type="checkbox"');
    expect(html).not.toContain(NEWSLETTER_CONSENT_WORDING);
    for (const label of ["Your name", "Work email", "Password", "Company or brand name", "Create account"]) expect(html).toContain(label);
  });
});
