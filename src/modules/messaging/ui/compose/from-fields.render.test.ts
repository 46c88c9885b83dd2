import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import type { AppRouter } from "@/server/trpc/app-router";
import { TRPCProvider } from "@/trpc/client";
import { emailDraftInput } from "../../contracts/sends.contracts";
import { newEmailDraft } from "./email-draft";
import { DOMAIN_SETTINGS_HREF, FromFields } from "./from-fields";

/** The sender fields as the server renders them, with the workspace's domains already in the cache. */
function render(domains: { id: string; domain: string; status: string }[], errors: { domainId?: string } = {}): string {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const trpcClient = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: "http://127.0.0.1:9/api/trpc", transformer: superjson })] });
  queryClient.setQueryData([["messaging", "domains", "list"], { type: "query" }], domains);
  const wrap = (child: ReactNode) =>
    createElement(QueryClientProvider, { client: queryClient }, createElement(TRPCProvider, { trpcClient, queryClient, children: child }));
  return renderToStaticMarkup(wrap(createElement(FromFields, { draft: newEmailDraft("VIPs"), set: () => {}, errors })));
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/\s+/g, " ");

describe("the composer's sender, with no verified sending domain", () => {
  it("names what to choose when a domain is missing, never 'Choose one from the list'", () => {
    const parsed = emailDraftInput.safeParse({ ...newEmailDraft("VIPs"), subject: "Hi", body: "Hello" });
    const messages = parsed.error!.issues.filter((i) => i.path[0] === "domainId").map((i) => i.message);
    expect(messages).toEqual(["Choose a sending domain"]);
  });

  it("says what to create and links to it (in a new tab, so the draft stays), also when sending is refused for it", () => {
    const html = render([], { domainId: "Choose a sending domain" });
    const t = text(html);
    expect(t).toContain("No verified sending domain yet");
    expect(t).toContain("Add one and publish its records");
    const link = html.match(/<a [^>]*>Set up a sending domain \(opens in a new tab\)<\/a>/)?.[0] ?? "";
    expect(link).toContain(`href="${DOMAIN_SETTINGS_HREF}"`);
    expect(link).toContain('target="_blank"');
    expect(t).toContain("This email can't go out without a verified sending domain: set one up first.");
    expect(t).not.toContain("Choose one from the list");
    expect(t).not.toContain("Choose a sending domain");
  });

  it("points to the domains waiting for their records", () => {
    const t = text(render([{ id: "d1", domain: "mail.northwind.test", status: "pending" }]));
    expect(t).toContain("Your domains are still waiting for their DNS records.");
    expect(t).toContain("Check your sending domains (opens in a new tab)");
  });
});
