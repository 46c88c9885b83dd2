import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import type { AppRouter } from "@/server/trpc/app-router";
import { TRPCProvider } from "@/trpc/client";
import { SmsSettingsPanel } from "./sms-settings-panel";
import type { SmsSettings } from "./sms/types";

const base: SmsSettings = {
  configured: false,
  usesServerAccount: false,
  serverNumber: null,
  accountSid: null,
  hasAuthToken: false,
  baseUrl: "https://api.twilio.com",
  numbers: [],
  quietHours: null,
  workspaceTimeZone: "Europe/Paris",
  webhooks: { status: "https://app.example.com/api/webhooks/sms/w1/status", inbound: "https://app.example.com/api/webhooks/sms/w1/inbound" },
};

/** The panel as the server renders it, with the settings already in the query cache. */
function render(settings: SmsSettings, manage: boolean): string {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const trpcClient = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: "http://127.0.0.1:9/api/trpc", transformer: superjson })] });
  queryClient.setQueryData([["messaging", "sms", "get"], { type: "query" }], settings);
  const wrap = (child: ReactNode) =>
    createElement(QueryClientProvider, { client: queryClient }, createElement(TRPCProvider, { trpcClient, queryClient, children: child }));
  return renderToStaticMarkup(wrap(createElement(SmsSettingsPanel, { manage })));
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/\s+/g, " ");

describe("SmsSettingsPanel", () => {
  it("shows an unconfigured workspace what to do: provider form, empty numbers, quiet hours off, the webhook URLs", () => {
    const html = render(base, true);
    const t = text(html);
    expect(t).toContain("Not set up: SMS can't be sent");
    expect(html).toContain('for="sms-account-sid"');
    expect(html).toContain('for="sms-auth-token"');
    expect(html).toContain('for="sms-base-url"');
    expect(t).toContain("No sender numbers yet");
    expect(t).toContain("Hold marketing texts during quiet hours");
    expect(t).toContain("the workspace's, Europe/Paris");
    expect(t).toContain("https://app.example.com/api/webhooks/sms/w1/inbound");
    expect(t).toContain("https://app.example.com/api/webhooks/sms/w1/status");
    expect(t).toContain("Save provider");
    expect(t).toContain("Add number");
  });

  it("lists the numbers with the default marked, and offers the others as default", () => {
    const html = render(
      {
        ...base,
        configured: true,
        accountSid: "AC1",
        hasAuthToken: true,
        numbers: [
          { id: "n1", phone: "+14155550100", label: "US", isDefault: true },
          { id: "n2", phone: "+447700900123", label: "", isDefault: false },
        ],
        quietHours: { start: 21, end: 8 },
      },
      true,
    );
    const t = text(html);
    expect(t).toContain("+14155550100 US Default");
    expect(t).toContain("Make default");
    expect(html).toContain('aria-label="Remove +447700900123"');
    expect(t).toContain("Saved. Leave empty to keep it.");
    // Quiet hours on: the box is ticked and both hour pickers show.
    expect(html).toMatch(/<input type="checkbox"[^>]*checked=""/);
    expect(html).toContain('id="sms-quiet-start"');
    expect(html).toContain('id="sms-quiet-end"');
  });

  it("is read-only for people who can't manage sending", () => {
    const html = render({ ...base, numbers: [{ id: "n1", phone: "+14155550100", label: "", isDefault: true }] }, false);
    const t = text(html);
    expect(t).toContain("Only owners and admins change these settings.");
    expect(t).not.toContain("Save provider");
    expect(t).not.toContain("Add number");
    expect(html).not.toContain("Remove +14155550100");
  });
});
