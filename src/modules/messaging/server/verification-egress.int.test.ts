import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { startDnsServer, type LocalDnsServer } from "~tests/support/dns-server";
import { makeWorkspace } from "~tests/support/factories";
import { startTrap, type Trap } from "~tests/support/trap";
import { setPlanManually } from "@/modules/billing";
import type { DbHandle } from "@/server/db/client";
import { setDnsServersForTests } from "@/server/dns/resolver";
import { setEgressAllowHostsForTests } from "@/server/egress";
import { setProbeSettingsForTests } from "./verification-context";

/**
 * The mailbox probe connects to a domain's MX, which anyone can point anywhere: at this machine or a
 * private network. Only an MX host:port an operator allows (here: the test's stand-in name) may be
 * on loopback; any other name that resolves there is never connected to.
 */
let handle: DbHandle;
let dns: LocalDnsServer;
let trap: Trap;

beforeAll(async () => {
  handle = await createTestDb();
  dns = await startDnsServer();
  setDnsServersForTests([dns.address]);
  trap = await startTrap("220 INTERNAL-MX-SECRET ESMTP\r\n");
  setProbeSettingsForTests({ port: trap.port, timeoutMs: 2_000 });
  setEgressAllowHostsForTests([`mx.allowed.test:${trap.port}`]);
  dns.set("allowed.test", "MX", ["10 mx.allowed.test"]);
  dns.set("mx.allowed.test", "A", ["127.0.0.1"]);
  dns.set("inside.test", "MX", ["10 mx.inside.test"]);
  dns.set("mx.inside.test", "A", ["127.0.0.1"]);
  dns.set("mapped.test", "MX", ["10 mx.mapped.test"]);
  dns.set("mx.mapped.test", "A", ["10.20.30.40"]);
});
afterAll(async () => {
  setEgressAllowHostsForTests(null);
  setProbeSettingsForTests(null);
  setDnsServersForTests(null);
  await trap.close();
  await dns.close();
  await handle.close();
});

describe("the mailbox probe's outbound connections", () => {
  it("never connects to an MX that resolves to this machine or a private network, and says why without the server's words", async () => {
    const ws = await makeWorkspace(handle.db);
    await setPlanManually(handle.db, ws.workspace.id, "standard");
    const caller = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
    const inside = await caller.messaging.verification.checkOne({ email: "jane@inside.test", probe: true });
    const privateNet = await caller.messaging.verification.checkOne({ email: "jane@mapped.test", probe: true });
    expect(trap.connections).toBe(0);
    for (const result of [inside, privateNet]) {
      expect(result.reason).not.toContain("INTERNAL-MX-SECRET");
      expect(JSON.stringify(result.checks)).toMatch(/is on a private network address and isn't probed/);
    }
    // The allowed stand-in name on the same address and port is reached: the allowance is the exact pair.
    await caller.messaging.verification.checkOne({ email: "jane@allowed.test", probe: true });
    expect(trap.connections).toBeGreaterThan(0);
  });
});
