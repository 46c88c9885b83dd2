import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { setDnsServersForTests } from "@/server/dns/resolver";
import { flushEvents } from "@/modules/analytics";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { startDnsServer, type LocalDnsServer } from "~tests/support/dns-server";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { serveHostedPage } from "./server/pages.hosting";

let handle: DbHandle;
let dns: LocalDnsServer;
const globalDb = globalThis as { __amtDb?: DbHandle };
beforeAll(async () => {
  handle = await createTestDb();
  globalDb.__amtDb = handle;
  dns = await startDnsServer();
  setDnsServersForTests([dns.address]);
});
afterAll(async () => {
  setDnsServersForTests(null);
  await dns.close();
  await flushEvents();
  delete globalDb.__amtDb;
  await handle.close();
});

async function code(run: Promise<unknown>): Promise<string> {
  try {
    await run;
    return "OK";
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
}

describe("custom domains", () => {
  it("serves the workspace's published pages on a domain once its TXT record is found", async () => {
    const { workspace, owner } = await makeWorkspace(handle.db);
    const caller = callerFor(handle.db, { userId: owner.id, workspaceId: workspace.id });
    const page = await caller.website.pages.create({ title: "Launch", template: "product-launch" });
    await caller.website.pages.publish({ id: page.id });
    const host = `pages-${Date.now()}.example.com`;
    const domain = await caller.website.pages.domains.add({ host: host.toUpperCase() });
    expect(domain).toMatchObject({ host, recordName: `_aimt-verify.${host}`, verifiedAt: null });
    const visit = () =>
      serveHostedPage(handle.db, { workspaceSlug: `~${host}`, pageSlug: page.slug, search: new URLSearchParams(), ip: null, userAgent: "" }, null);

    expect((await visit()).status).toBe(404);
    expect(await code(caller.website.pages.domains.verify({ id: domain.id }))).toBe("BAD_REQUEST");
    dns.set(domain.recordName, "TXT", [domain.recordValue]);
    expect((await caller.website.pages.domains.verify({ id: domain.id })).verifiedAt).toBeInstanceOf(Date);
    // Verifying forgets the "not found" the hosted route remembered for this host.
    const html = await (await visit()).text();
    expect(html).toContain(`<link rel="canonical" href="https://${host}/${page.slug}">`);
    // The whole host is the workspace's site: the consent banner keeps the choice on every path of it.
    expect(html).toContain(`data-paths="/"`);

    const other = await makeWorkspace(handle.db);
    const otherCaller = callerFor(handle.db, { userId: other.owner.id, workspaceId: other.workspace.id });
    expect(await code(otherCaller.website.pages.domains.add({ host }))).toBe("BAD_REQUEST");
    const member = await addMember(handle.db, workspace.id, "member");
    expect(await code(callerFor(handle.db, { userId: member.user.id, workspaceId: workspace.id }).website.pages.domains.remove({ id: domain.id }))).toBe(
      "FORBIDDEN",
    );
    await caller.website.pages.domains.remove({ id: domain.id });
    expect((await visit()).status).toBe(404);
  });
});
