import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import type { AppRouter } from "@/server/trpc/app-router";
import { TRPCProvider } from "@/trpc/client";
import { PlatformCard } from "./platform-card";
import type { ConnectionView, PlatformView, SourceView } from "./types";

const now = new Date("2026-11-27T12:00:00Z");
const platform = (enabled: boolean): PlatformView =>
  ({ id: "google-ads", name: "Google Ads", kind: "ppc", fact: "ad", accountNoun: "ad account", enabled, demo: false, askFor: [] }) as PlatformView;
const connection = (status: ConnectionView["status"] = "active"): ConnectionView => ({
  id: "c1",
  platform: "google-ads",
  label: "ana@northwind.test",
  status,
  lastError: null,
  expiresAt: null,
  expiringSoon: false,
  createdAt: new Date("2026-11-01T09:00:00Z"),
});
const source = (health: SourceView["health"], name = "Northwind Shoes US"): SourceView =>
  ({
    id: `s-${name}`,
    platform: "google-ads",
    connectionId: "c1",
    externalAccountId: "2345678901",
    name,
    currency: "USD",
    timeZone: "America/New_York",
    status: health === "paused" ? "paused" : health === "error" ? "error" : "active",
    health,
    lastSyncAt: now,
    lastSuccessAt: health === "waiting" ? null : now,
    nextSyncAt: null,
    lastError: health === "error" ? "The platform answered 500" : null,
    dataFrom: null,
    latestRun: null,
  }) as SourceView;

/** The card as the server renders it first. */
function render(p: PlatformView, connections: ConnectionView[], sources: SourceView[], canManage = true): string {
  const queryClient = new QueryClient();
  const trpcClient = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: "http://127.0.0.1:9/api/trpc", transformer: superjson })] });
  const wrap = (child: ReactNode) =>
    createElement(QueryClientProvider, { client: queryClient }, createElement(TRPCProvider, { trpcClient, queryClient, children: child }));
  const access = { canSync: canManage, canManage };
  return renderToStaticMarkup(
    wrap(createElement(PlatformCard, { platform: p, connections, sources, access, siteUrl: "https://app.example.com", now, onPickAccounts: () => {} })),
  );
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/\s+/g, " ");
const state = (html: string) => html.match(/data-testid="platform-state"[^>]*>([^<]*)</)?.[1];

describe("a platform's card says one thing about its state", () => {
  it("connected: the health of its sources (the worst one), and nothing about setting the server up", () => {
    for (const [healths, label] of [
      [["healthy"], "Connected · Healthy"],
      [["healthy", "error"], "Connected · Sync failed"],
      [["healthy", "syncing"], "Connected · Syncing"],
      [["waiting"], "Connected · Waiting for first sync"],
      [[], "Connected · No accounts added yet"],
    ] as const) {
      // Connected before this server lost its OAuth client: still just connected.
      for (const enabled of [true, false]) {
        const html = render(
          platform(enabled),
          [connection()],
          healths.map((h, i) => source(h, `Account ${i}`)),
        );
        expect(state(html), `${healths.join(",")} ${enabled}`).toBe(label);
        expect(html).not.toContain('data-testid="not-configured"');
        expect(text(html)).not.toContain("For your administrator");
        expect(text(html)).not.toContain("source ·");
      }
    }
    expect(state(render(platform(true), [connection("needs_reconnect")], [source("reconnect")]))).toBe("Connected · Reconnect needed");
    // Eleven cards: slower than one on a busy machine.
  }, 20_000);

  it("connectable: not connected, with the button to connect it", () => {
    const html = render(platform(true), [], []);
    expect(state(html)).toBe("Not connected");
    expect(html).toContain('aria-label="Connect Google Ads"');
    expect(html).not.toContain('data-testid="not-configured"');
    expect(text(html)).not.toContain("For your administrator");
  });

  it("not set up on this server: a sentence for the marketer, the settings folded away for the administrator", () => {
    const html = render(platform(false), [], []);
    const t = text(html);
    expect(state(html)).toBe("Not available on this server");
    expect(t).toContain("Google Ads can't be connected on this server yet. Ask the person who runs it to set it up.");
    expect(html).toMatch(/<details[^>]*><summary[^>]*>For your administrator<\/summary>/);
    expect(t).toContain("GOOGLE_ADS_CLIENT_ID");
    expect(t).toContain("https://app.example.com/api/connectors/google-ads/callback");
    expect(html).not.toContain('aria-label="Connect Google Ads"');
  });

  it("connected, needing a reconnect this server can't do: says so, with the administrator's step", () => {
    const html = render(platform(false), [connection("needs_reconnect")], [source("reconnect")]);
    expect(state(html)).toBe("Connected · Reconnect needed");
    expect(text(html)).toContain("Reconnecting Google Ads isn't possible on this server right now.");
    expect(text(html)).toContain("For your administrator");
  });
});
