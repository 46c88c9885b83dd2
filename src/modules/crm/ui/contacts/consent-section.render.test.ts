import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import type { AppRouter } from "@/server/trpc/app-router";
import { TRPCProvider } from "@/trpc/client";
import { ConsentSection } from "./consent-section";
import type { ContactDetail } from "./types";

function render(detail: ContactDetail): string {
  const queryClient = new QueryClient();
  const trpcClient = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: "http://127.0.0.1:9/api/trpc", transformer: superjson })] });
  const section = createElement(ConsentSection, { detail, canWrite: false });
  return renderToStaticMarkup(
    createElement(QueryClientProvider, { client: queryClient }, createElement(TRPCProvider, { trpcClient, queryClient, children: section })),
  );
}
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("a contact's consent", () => {
  it("shows each change's method, source (a form by its name) and the exact words the person agreed to", () => {
    const event = {
      id: "e1",
      workspaceId: "w",
      contactId: "c1",
      channel: "email",
      status: "subscribed",
      method: "form",
      source: "form:Webinar sign-ups",
      wording: "Send me the webinar reminders & news.",
      actorId: null,
      occurredAt: new Date("2026-03-02T10:00:00Z"),
    };
    const detail = {
      contact: { id: "c1", emailConsent: "subscribed", smsConsent: "unknown" },
      company: null,
      consentHistory: [event, { ...event, id: "e2", method: "manual", source: null, wording: null }],
    } as unknown as ContactDetail;
    const out = text(render(detail));
    expect(out).toContain("Form · Webinar sign-ups");
    expect(out).not.toContain("form:");
    expect(out).toContain("Agreed to: “Send me the webinar reminders &amp; news.”");
    expect(out.match(/Agreed to:/g)).toHaveLength(1);
  });
});
