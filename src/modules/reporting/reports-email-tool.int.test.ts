import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import { closeTestSmtpPools, deliverQueuedMail, makeAudience, makeSendingDomain, setSendingSettings, startRefusingSmtp } from "~tests/support/messaging";
import { setPlanManually } from "@/modules/billing";
import { addDays, todayIn } from "@/lib/days";
import type { DbHandle } from "@/server/db/client";
import { getBoss } from "@/server/jobs/boss";
import { FirstSendEmpty, LISTS_HREF, ownEmailState, SENDING_DOMAINS_HREF } from "./ui/report/email-tool-parts";
import { kpiOf } from "./reports.fixture";

/** Addresses starting with "hard" are refused at RCPT (a hard bounce); the others are accepted. */
const smtp = await startRefusingSmtp((address) => (address.startsWith("hard") ? { code: 550, message: "5.1.1 No such mailbox" } : null));

let handle: DbHandle;
let boss: Awaited<ReturnType<typeof getBoss>>;
beforeAll(async () => {
  handle = await createTestDb();
  // Sends queue their delivery; the test runs it itself (deliverQueuedMail).
  boss = await getBoss(handle, { work: false });
}, 60_000);
afterAll(async () => {
  closeTestSmtpPools();
  await boss?.stop({ graceful: false });
  await handle?.close();
  await smtp.close();
});

async function freshWorkspace() {
  const ws = await makeWorkspace(handle.db);
  const caller = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
  const { format } = await caller.reporting.reports.sources({});
  const today = todayIn(format.timeZone);
  const range = { start: addDays(today, -6), end: today, compare: "none" as const };
  return { ...ws, caller, range };
}

/** The page's first paint, as the server renders it (AppLink reads the router; nothing navigates). */
const router = { push() {}, replace() {}, prefetch() {}, back() {}, forward() {}, refresh() {} } as never;
const render = (domainReady: boolean | null) =>
  renderToStaticMarkup(createElement(AppRouterContext.Provider, { value: router }, createElement(FirstSendEmpty, { domainReady })));
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the own email tool's report", () => {
  it("reports the workspace's own sends: sent, delivered, bounced, from its verified sending domain", async () => {
    const { workspace, caller, range } = await freshWorkspace();
    await setPlanManually(handle.db, workspace.id, "enterprise");
    await setSendingSettings(handle.db, workspace.id);
    const domain = await makeSendingDomain(handle.db, workspace.id, { smtpPort: smtp.port });
    const { listId } = await makeAudience(handle.db, workspace.id, [{ email: "ada@own.test" }, { email: "bob@own.test" }, { email: "hard-carol@own.test" }]);
    const { sendId } = await caller.messaging.sends.createEmail({
      name: "November news",
      listId,
      domainId: domain.id,
      fromName: "Northwind",
      fromLocal: "news",
      subject: "What's new",
      html: "<p>Hello</p>",
    });
    await deliverQueuedMail(handle.db, workspace.id);

    const r = await caller.reporting.reports.email({ ...range, platform: "email-tool" });
    expect(r.sources.map((s) => s.platformName)).toEqual(["Email tool"]);
    expect(r.campaigns).toHaveLength(1);
    expect(r.campaigns[0]).toMatchObject({ campaignId: sendId, name: "November news", sent: 3, delivered: 2, bounces: 1 });
    expect(kpiOf(r.kpis, "campaigns").value).toBe(1);
    expect(kpiOf(r.kpis, "sent").exact).toBe("3");
    expect(kpiOf(r.kpis, "deliveryRate").value).toBeCloseTo(2 / 3, 12);
    expect(kpiOf(r.kpis, "bounceRate").value).toBeCloseTo(1 / 3, 12);
    expect(r.series.reduce((a, p) => a + Number(p.sent), 0)).toBe(3);

    // The page shows the report (not a way to the first send), with the domain mail goes out from.
    const domains = await caller.messaging.domains.list();
    expect(ownEmailState(r.sources, domains)).toEqual({ kind: "report", sentFrom: [domain.domain] });
  });

  it("before the first send, says how to send one and links there (the sending domain first when there is none)", async () => {
    const { workspace, caller, range } = await freshWorkspace();
    const r = await caller.reporting.reports.email({ ...range, platform: "email-tool" });
    expect(r.sources).toEqual([]);
    expect(ownEmailState(r.sources, await caller.messaging.domains.list())).toEqual({ kind: "first-send", domainReady: false });
    const noDomain = render(false);
    expect(text(noDomain)).toContain("No email sent from here yet");
    expect(text(noDomain)).toContain("set up a sending domain so inboxes trust your mail, then open a list in the CRM and choose “Email this list”");
    expect(noDomain).toContain(`href="${SENDING_DOMAINS_HREF}"`);
    expect(noDomain).toContain(`href="${LISTS_HREF}"`);
    expect(text(noDomain)).not.toMatch(/Connect the email tool/i);

    await makeSendingDomain(handle.db, workspace.id);
    expect(ownEmailState(r.sources, await caller.messaging.domains.list())).toEqual({ kind: "first-send", domainReady: true });
    const ready = render(true);
    expect(text(ready)).toContain("To send your first one, open a list in the CRM and choose “Email this list”.");
    expect(ready).not.toContain(`href="${SENDING_DOMAINS_HREF}"`);
    expect(ready).toContain(`href="${LISTS_HREF}"`);
    // A role that can't see the domains is told the same way to the lists.
    expect(ownEmailState([], null)).toEqual({ kind: "first-send", domainReady: null });
  });
});
