import { createPublicKey } from "node:crypto";
import { TRPCError } from "@trpc/server";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { callerFor, type TestCaller } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { startDnsServer, txtChunks, type LocalDnsServer } from "~tests/support/dns-server";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { startSmtp } from "~tests/support/smtp";
import { startTrap } from "~tests/support/trap";
import { setEgressAllowHostsForTests } from "@/server/egress";
import { auditEvents } from "@/modules/identity";
import { open } from "@/server/crypto/vault";
import type { DbHandle } from "@/server/db/client";
import { setDnsServersForTests } from "@/server/dns/resolver";
import { sendingDomains } from "../db/domains.table";
import { sends } from "../db/sends.table";
import { checkAllDomains, type DomainView } from "./domains.service";
import { usableDomain } from "./send-checks";

let handle: DbHandle;
let dns: LocalDnsServer;
beforeAll(async () => {
  handle = await createTestDb();
  dns = await startDnsServer();
  setDnsServersForTests([dns.address]);
});
afterAll(async () => {
  setDnsServersForTests(null);
  await dns?.close();
  await handle?.close();
});

let counter = 0;
/** A fresh workspace (its owner's caller) and a domain name no other test uses, so the shared zone never mixes them. */
async function owner() {
  const ws = await makeWorkspace(handle.db);
  return { ...ws, caller: callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id }), name: `brand${++counter}-${Date.now()}.example` };
}

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return "OK";
  } catch (error) {
    return error instanceof TRPCError ? `${error.code}: ${error.message}` : `unexpected: ${String(error)}`;
  }
};

const record = (d: DomainView, key: string) => d.records.find((r) => r.key === key)!;

/** Publishes a domain's records exactly as the page shows them (TXT values split into 255-octet chunks). */
function publishAll(d: DomainView, skip: string[] = []) {
  for (const r of d.records.filter((r) => !skip.includes(r.key))) dns.set(r.host, r.type, [r.value]);
}

async function auditActions(workspaceId: string) {
  const rows = await handle.db
    .select({ action: auditEvents.action, subject: auditEvents.subject })
    .from(auditEvents)
    .where(eq(auditEvents.workspaceId, workspaceId));
  return rows.filter((r) => r.action.startsWith("messaging."));
}

afterEach(() => setDnsServersForTests([dns.address]));

describe("adding a sending domain", () => {
  it("makes a DKIM key pair, seals the private key and lists the four records to publish, pending", async () => {
    const { caller, workspace, name } = await owner();
    const added = await caller.messaging.domains.add({ domain: `  ${name.toUpperCase()}. ` });
    expect(added).toMatchObject({ domain: name, status: "pending", verifiedAt: null, lastCheckedAt: null });
    const [row] = await handle.db.select().from(sendingDomains).where(eq(sendingDomains.id, added.id));
    expect(row!.dkimSelector).toMatch(/^amt\d{6}$/);
    expect(row!.dkimPrivateKeySealed).not.toContain("PRIVATE KEY");
    const pem = open(row!.dkimPrivateKeySealed);
    expect(pem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(createPublicKey(pem).export({ type: "spki", format: "der" }).toString("base64")).toBe(row!.dkimPublicKey);
    expect(added.records.map((r) => [r.key, r.type, r.host, r.status])).toEqual([
      ["spf", "TXT", name, "pending"],
      ["dkim", "TXT", `${row!.dkimSelector}._domainkey.${name}`, "pending"],
      ["dmarc", "TXT", `_dmarc.${name}`, "pending"],
      ["return_path", "CNAME", `bounces.${name}`, "pending"],
    ]);
    expect(record(added, "spf").value).toMatch(/^v=spf1 include:_spf\.\S+ ~all$/);
    expect(record(added, "dkim").value).toBe(`v=DKIM1; k=rsa; p=${row!.dkimPublicKey}`);
    expect(record(added, "dmarc").value).toBe(`v=DMARC1; p=none; rua=mailto:dmarc@${name}`);
    expect(record(added, "return_path").value).toMatch(/^bounces\./);
    expect(JSON.stringify(added)).not.toContain("PRIVATE");
    expect(await auditActions(workspace.id)).toEqual([{ action: "messaging.domain_added", subject: name }]);
  });

  it("refuses the same domain twice in a workspace, but another workspace may add it", async () => {
    const { caller, name } = await owner();
    await caller.messaging.domains.add({ domain: name });
    expect(await codeOf(caller.messaging.domains.add({ domain: name.toUpperCase() }))).toBe(`CONFLICT: ${name} is already a sending domain of this workspace.`);
    const other = await owner();
    await expect(other.caller.messaging.domains.add({ domain: name })).resolves.toMatchObject({ domain: name });
  });

  it("refuses what isn't a domain, and mailbox providers' domains, saying why", async () => {
    const { caller } = await owner();
    expect(await codeOf(caller.messaging.domains.add({ domain: "news@example.com" }))).toContain("BAD_REQUEST");
    expect(await codeOf(caller.messaging.domains.add({ domain: "https://example.com/page" }))).toContain("without http://");
    expect(await codeOf(caller.messaging.domains.add({ domain: "nodot" }))).toContain("full domain");
    expect(await codeOf(caller.messaging.domains.add({ domain: `${"a".repeat(250)}.com` }))).toContain("BAD_REQUEST");
    expect(await codeOf(caller.messaging.domains.add({ domain: "gmail.com" }))).toContain("mailbox provider's domain");
    expect(await caller.messaging.domains.list()).toEqual([]);
  });
});

describe("checking a domain's records in DNS", () => {
  it("fails each missing record with its reason", async () => {
    const { caller, name } = await owner();
    const added = await caller.messaging.domains.add({ domain: name });
    const checked = await caller.messaging.domains.check({ id: added.id });
    expect(checked.status).toBe("failed");
    expect(checked.lastCheckedAt).toBeInstanceOf(Date);
    expect(Object.fromEntries(checked.records.map((r) => [r.key, [r.status, r.reason]]))).toEqual({
      spf: ["failed", `No TXT record at ${name}`],
      dkim: ["failed", `No TXT record at ${record(added, "dkim").host}`],
      dmarc: ["failed", `No TXT record at _dmarc.${name}`],
      return_path: ["failed", `No CNAME record at bounces.${name}`],
    });
  });

  it("verifies the published records: DKIM split into chunks, SPF with other includes", async () => {
    const { caller, workspace, name } = await owner();
    const added = await caller.messaging.domains.add({ domain: name });
    const dkim = record(added, "dkim");
    expect(txtChunks(dkim.value).length).toBeGreaterThan(1);
    dns.set(name, "TXT", ["google-site-verification=abc", `v=spf1 include:_spf.google.com ${record(added, "spf").value.split(" ")[1]} -all`]);
    dns.set(dkim.host, "TXT", [txtChunks(dkim.value)]);
    dns.set(`_dmarc.${name}`, "TXT", ["v=DMARC1; p=quarantine; rua=mailto:reports@elsewhere.example"]);
    dns.set(`bounces.${name}`, "CNAME", [`${record(added, "return_path").value}.`]);
    const checked = await caller.messaging.domains.check({ id: added.id });
    expect(checked.records.map((r) => [r.key, r.status, r.reason])).toEqual([
      ["spf", "verified", null],
      ["dkim", "verified", null],
      ["dmarc", "verified", null],
      ["return_path", "verified", null],
    ]);
    expect(checked).toMatchObject({ status: "verified", dmarcWarning: null });
    expect(checked.verifiedAt).toBeInstanceOf(Date);
    expect(await auditActions(workspace.id)).toContainEqual({ action: "messaging.domain_verified", subject: name });
  });

  it("says when the published DKIM key isn't the domain's", async () => {
    const { caller, name } = await owner();
    const added = await caller.messaging.domains.add({ domain: name });
    publishAll(added, ["dkim"]);
    dns.set(record(added, "dkim").host, "TXT", ["v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAsomeoneelse"]);
    const checked = await caller.messaging.domains.check({ id: added.id });
    expect(checked.status).toBe("failed");
    expect(record(checked, "dkim")).toMatchObject({ status: "failed", reason: "The DKIM key published doesn't match" });
  });

  it("verifies a domain without DMARC, with a warning", async () => {
    const { caller, name } = await owner();
    const added = await caller.messaging.domains.add({ domain: name });
    publishAll(added, ["dmarc"]);
    const checked = await caller.messaging.domains.check({ id: added.id });
    expect(checked.status).toBe("verified");
    expect(record(checked, "dmarc")).toMatchObject({ status: "failed", reason: `No TXT record at _dmarc.${name}` });
    expect(checked.dmarcWarning).toContain("mail still sends");
  });

  it("sends a verified domain back to failed when the daily check finds its records gone, keeping when it was first verified", async () => {
    const { caller, tenant, name } = await owner();
    const added = await caller.messaging.domains.add({ domain: name });
    publishAll(added);
    const verified = await caller.messaging.domains.check({ id: added.id });
    expect(verified.status).toBe("verified");
    dns.remove(record(added, "dkim").host);
    dns.remove(`bounces.${name}`);
    const tally = await checkAllDomains(handle.db);
    expect(tally.checked).toBeGreaterThanOrEqual(1);
    const after = await caller.messaging.domains.get({ id: added.id });
    expect(after.status).toBe("failed");
    expect(after.verifiedAt).toEqual(verified.verifiedAt);
    expect(after.lastCheckedAt!.getTime()).toBeGreaterThanOrEqual(verified.lastCheckedAt!.getTime());
    expect(Object.fromEntries(after.records.map((r) => [r.key, r.status]))).toEqual({
      spf: "verified",
      dkim: "failed",
      dmarc: "verified",
      return_path: "failed",
    });
    expect(record(after, "dkim").reason).toBe(`No TXT record at ${record(added, "dkim").host}`);
    await expect(usableDomain(handle.db, tenant, added.id)).rejects.toThrow(`${name} isn't verified yet`);
  });

  it("keeps the last result when DNS doesn't answer, and says so", async () => {
    const { caller, name } = await owner();
    const added = await caller.messaging.domains.add({ domain: name });
    publishAll(added);
    await caller.messaging.domains.check({ id: added.id });
    const silent = await startDnsServer();
    const port = silent.port;
    await silent.close();
    setDnsServersForTests([`127.0.0.1:${port}`]);
    const checked = await caller.messaging.domains.check({ id: added.id });
    expect(checked.status).toBe("verified");
    expect(record(checked, "spf")).toMatchObject({ status: "verified", reason: null });
    const [row] = await handle.db.select({ errors: sendingDomains.lastCheckErrors }).from(sendingDomains).where(eq(sendingDomains.id, added.id));
    expect(row!.errors!.join("\n")).toContain("The last result stands");
  }, 30_000);
});

describe("a domain's own SMTP server", () => {
  it("stores the password sealed and never returns it; a save without one keeps it", async () => {
    const { caller, name } = await owner();
    const added = await caller.messaging.domains.add({ domain: name });
    const saved = await caller.messaging.domains.saveSmtp({
      id: added.id,
      host: "SMTP.Example.net",
      port: 465,
      secure: true,
      user: "mailer",
      password: "s3cret-pass",
    });
    expect(saved.smtp).toEqual({ host: "smtp.example.net", port: 465, secure: true, user: "mailer", hasPassword: true });
    for (const view of [saved, await caller.messaging.domains.get({ id: added.id }), ...(await caller.messaging.domains.list())])
      expect(JSON.stringify(view)).not.toContain("s3cret-pass");
    const [row] = await handle.db.select().from(sendingDomains).where(eq(sendingDomains.id, added.id));
    expect(row!.smtpPasswordSealed).not.toContain("s3cret-pass");
    expect(open(row!.smtpPasswordSealed!)).toBe("s3cret-pass");
    const kept = await caller.messaging.domains.saveSmtp({ id: added.id, host: "smtp.example.net", port: 587, secure: false, user: "mailer" });
    expect(kept.smtp).toMatchObject({ port: 587, hasPassword: true });
    const cleared = await caller.messaging.domains.saveSmtp({ id: added.id, host: "", port: 587, secure: false, user: null });
    expect(cleared.smtp).toEqual({ host: null, port: null, secure: false, user: null, hasPassword: false });
  });

  it("tests the connection to an allowed server, and says what failed in a class sentence, never in the server's words", async () => {
    const { caller, name } = await owner();
    const added = await caller.messaging.domains.add({ domain: name });
    const smtp = await startSmtp();
    const notMail = await startTrap("500 NOT-A-MAIL-SERVER-SECRET\r\n");
    setEgressAllowHostsForTests([`127.0.0.1:${smtp.port}`, `127.0.0.1:${notMail.port}`]);
    try {
      await expect(caller.messaging.domains.testSmtp({ id: added.id, host: "127.0.0.1", port: smtp.port, secure: false, user: null })).resolves.toEqual({
        ok: true,
        message: `Connected to 127.0.0.1:${smtp.port}.`,
      });
      const wrong = await caller.messaging.domains.testSmtp({ id: added.id, host: "127.0.0.1", port: notMail.port, secure: false, user: null });
      expect(wrong).toEqual({ ok: false, message: `Couldn't use 127.0.0.1:${notMail.port}: That address isn't a mail server.` });
    } finally {
      setEgressAllowHostsForTests(null);
      await notMail.close();
      await smtp.close();
    }
  });

  it("never connects to this machine or a private network, and doesn't show what a listener there says", async () => {
    const { caller, name } = await owner();
    const added = await caller.messaging.domains.add({ domain: name });
    const trap = await startTrap("220 INTERNAL-SECRET-BANNER ESMTP\r\n");
    try {
      const local = await caller.messaging.domains.testSmtp({ id: added.id, host: "127.0.0.1", port: trap.port, secure: false, user: null });
      const spelled = await caller.messaging.domains.testSmtp({ id: added.id, host: "2130706433", port: trap.port, secure: false, user: null });
      const named = await caller.messaging.domains.testSmtp({ id: added.id, host: "localhost", port: trap.port, secure: false, user: null });
      expect(trap.connections).toBe(0);
      expect(local).toEqual({ ok: false, message: `Couldn't use 127.0.0.1:${trap.port}: That address is this server itself, so we can't connect to it.` });
      for (const r of [local, spelled, named]) expect(r.message).not.toContain("INTERNAL-SECRET");
      const metadata = await caller.messaging.domains.testSmtp({ id: added.id, host: "169.254.169.254", port: 25, secure: false, user: null });
      expect(metadata).toEqual({
        ok: false,
        message: "Couldn't use 169.254.169.254:25: That address belongs to the hosting provider's internal services, so we can't connect to it.",
      });
    } finally {
      await trap.close();
    }
  });
});

describe("removing a domain", () => {
  it("is refused while a send from it is in progress, then removes it", async () => {
    const { caller, workspace, name } = await owner();
    const added = await caller.messaging.domains.add({ domain: name });
    const [send] = await handle.db
      .insert(sends)
      .values({ workspaceId: workspace.id, kind: "campaign", channel: "email", name: "Spring news", status: "sending", domainId: added.id })
      .returning();
    expect(await codeOf(caller.messaging.domains.remove({ id: added.id }))).toBe(
      `CONFLICT: "Spring news" is still sending from ${name}. Wait until it finishes, or cancel it, then remove the domain.`,
    );
    await handle.db
      .update(sends)
      .set({ status: "completed" })
      .where(and(eq(sends.workspaceId, workspace.id), eq(sends.id, send!.id)));
    await expect(caller.messaging.domains.remove({ id: added.id })).resolves.toEqual({ id: added.id });
    expect(await caller.messaging.domains.list()).toEqual([]);
    expect(await auditActions(workspace.id)).toContainEqual({ action: "messaging.domain_removed", subject: name });
  });
});

describe("roles and workspaces", () => {
  it("lets a viewer read domains but change nothing", async () => {
    const { caller, workspace, name } = await owner();
    const added = await caller.messaging.domains.add({ domain: name });
    const viewer = await addMember(handle.db, workspace.id, "viewer");
    const asViewer: TestCaller = callerFor(handle.db, { userId: viewer.user.id, workspaceId: workspace.id });
    expect((await asViewer.messaging.domains.list()).map((d) => d.domain)).toEqual([name]);
    expect(await codeOf(asViewer.messaging.domains.check({ id: added.id }))).toContain("FORBIDDEN");
    expect(await codeOf(asViewer.messaging.domains.add({ domain: `other-${name}` }))).toContain("FORBIDDEN");
    expect(await codeOf(asViewer.messaging.domains.remove({ id: added.id }))).toContain("FORBIDDEN");
  });

  it("answers NOT_FOUND for another workspace's domain", async () => {
    const a = await owner();
    const b = await owner();
    const added = await a.caller.messaging.domains.add({ domain: a.name });
    expect(await codeOf(b.caller.messaging.domains.get({ id: added.id }))).toBe("NOT_FOUND: Sending domain not found.");
    expect(await codeOf(b.caller.messaging.domains.remove({ id: added.id }))).toContain("NOT_FOUND");
    expect(await b.caller.messaging.domains.list()).toEqual([]);
  });
});
