import net, { type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { setEgressAllowHostsForTests } from "@/server/egress";
import { domainCache, type MailDns } from "./domain-facts";
import { mailboxProber } from "./mailbox";
import { rcptSession } from "./smtp-session";

/**
 * A scripted SMTP server: each command line gets the answer `reply` gives (null: say nothing), and
 * every line it receives is kept, so a test can check what the probe said.
 */
async function scripted(greeting: string | null, reply: (line: string) => string | null) {
  const heard: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    if (greeting) socket.write(greeting);
    let buffer = "";
    socket.on("data", (chunk) => {
      buffer += chunk.toString();
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        heard.push(line);
        const answer = reply(line);
        if (answer) socket.write(answer);
        if (line === "QUIT") socket.end();
      }
    });
    socket.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const close = () => {
    for (const s of sockets) s.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  open.push(close);
  return { port: (server.address() as AddressInfo).port, heard };
}

const open: (() => Promise<void>)[] = [];
afterEach(async () => {
  setEgressAllowHostsForTests(null);
  await Promise.all(open.splice(0).map((close) => close()));
});

/** The test's MX name resolves to the scripted server on 127.0.0.1, allowed as exactly that host:port. */
const options = (port: number, timeoutMs = 1_000) => {
  setEgressAllowHostsForTests([`mx.example.test:${port}`]);
  return { host: "mx.example.test", resolver: async () => [{ address: "127.0.0.1", family: 4 as const }], port, heloName: "verify.example.test", timeoutMs };
};
const allowMx = (port: number) => setEgressAllowHostsForTests([`mx.example.test:${port}`]);

/** A well-behaved server: a multi-line EHLO answer, and a mailbox list. */
const polite = (mailboxes: string[]) => (line: string) => {
  if (line.startsWith("EHLO")) return "250-mx.example.test Hello\r\n250-PIPELINING\r\n250 8BITMIME\r\n";
  if (line === "MAIL FROM:<>") return "250 2.1.0 OK\r\n";
  if (line.startsWith("RCPT TO:")) return mailboxes.includes(line.slice(9, -1)) ? "250 2.1.5 OK\r\n" : "550 5.1.1 <address> No such user\r\n";
  if (line === "QUIT") return "221 2.0.0 Bye\r\n";
  return "502 5.5.2 Unknown command\r\n";
};

describe("the SMTP probe session", () => {
  it("asks each recipient with the null sender and never sends a message", async () => {
    const server = await scripted("220 mx.example.test ESMTP\r\n", polite(["jane@example.test"]));
    const result = await rcptSession(options(server.port), ["jane@example.test", "ghost@example.test"]);
    expect(result).toEqual({
      ok: true,
      replies: [
        { code: 250, text: "250 2.1.5 OK" },
        { code: 550, text: "550 5.1.1 <address> No such user" },
      ],
    });
    expect(server.heard).toEqual(["EHLO verify.example.test", "MAIL FROM:<>", "RCPT TO:<jane@example.test>", "RCPT TO:<ghost@example.test>", "QUIT"]);
  });

  it("falls back to HELO when the server refuses EHLO", async () => {
    const server = await scripted("220 old.example.test\r\n", (line) =>
      line.startsWith("EHLO") ? "500 Command unrecognized\r\n" : line.startsWith("HELO") ? "250 old.example.test\r\n" : polite(["a@b.test"])(line),
    );
    const result = await rcptSession(options(server.port), ["a@b.test"]);
    expect(result.ok).toBe(true);
    expect(server.heard.slice(0, 2)).toEqual(["EHLO verify.example.test", "HELO verify.example.test"]);
  });

  it("stops at a refused greeting or sender, with the server's words", async () => {
    const busy = await scripted("554 5.7.1 No SMTP service here\r\n", () => null);
    expect(await rcptSession(options(busy.port), ["a@b.test"])).toEqual({
      ok: false,
      stage: "greeting",
      reply: { code: 554, text: "554 5.7.1 No SMTP service here" },
    });
    const picky = await scripted("220 ok\r\n", (line) => (line === "MAIL FROM:<>" ? "553 5.1.8 Null sender refused\r\n" : polite([])(line)));
    expect(await rcptSession(options(picky.port), ["a@b.test"])).toMatchObject({ ok: false, stage: "mail", reply: { code: 553 } });
  });

  it("gives up on a silent server after the timeout", async () => {
    const silent = await scripted(null, () => null);
    const started = Date.now();
    expect(await rcptSession(options(silent.port, 300), ["a@b.test"])).toEqual({ ok: false, stage: "greeting", error: "timeout" });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("reports a refused connection", async () => {
    const closed = await scripted(null, () => null);
    await open.pop()!();
    expect(await rcptSession(options(closed.port), ["a@b.test"])).toEqual({ ok: false, stage: "connect", error: "refused" });
  });

  it("gives the remaining recipients the server's 421 when it closes the session", async () => {
    const server = await scripted("220 ok\r\n", (line) => (line.startsWith("RCPT") ? "421 4.7.0 Too many errors, closing\r\n" : polite([])(line)));
    const result = await rcptSession(options(server.port), ["a@b.test", "c@b.test"]);
    expect(result).toEqual({
      ok: true,
      replies: [
        { code: 421, text: "421 4.7.0 Too many errors, closing" },
        { code: 421, text: "421 4.7.0 Too many errors, closing" },
      ],
    });
  });
});

describe("the mailbox probe", () => {
  /** Every domain's MX is mx.example.test, on 127.0.0.1. */
  const dns: MailDns = {
    resolveMx: async () => [{ exchange: "mx.example.test", priority: 10 }],
    resolve4: async () => ["127.0.0.1"],
    resolve6: async () => Promise.reject(Object.assign(new Error("ENODATA"), { code: "ENODATA" })),
  };
  const facts = { kind: "mx" as const, hosts: ["mx.example.test"] };

  it("asks about a random address once per domain, then one session per address", async () => {
    const server = await scripted("220 ok\r\n", polite(["jane@example.test", "bob@example.test"]));
    allowMx(server.port);
    const probe = mailboxProber(domainCache(dns), { port: server.port, heloName: "verify.example.test", timeoutMs: 1_000 });
    const [jane, bob, ghost] = await Promise.all(["jane", "bob", "ghost"].map((local) => probe(`${local}@example.test`, "example.test", facts)));
    expect(jane).toEqual({ kind: "exists", reply: "250 2.1.5 OK" });
    expect(bob).toEqual({ kind: "exists", reply: "250 2.1.5 OK" });
    expect(ghost).toEqual({ kind: "missing", reply: "550 5.1.1 <address> No such user" });
    const asked = server.heard.filter((l) => l.startsWith("RCPT TO:")).map((l) => l.slice(9, -1));
    expect(asked.filter((a) => a.startsWith("no-such-person-"))).toHaveLength(1);
    expect(asked.filter((a) => !a.startsWith("no-such-person-")).sort()).toEqual(["bob@example.test", "ghost@example.test", "jane@example.test"]);
  });

  it("calls a domain that accepts a random address a catch-all, without asking about each address", async () => {
    const server = await scripted("220 ok\r\n", (line) => (line.startsWith("RCPT") ? "250 OK\r\n" : polite([])(line)));
    allowMx(server.port);
    const probe = mailboxProber(domainCache(dns), { port: server.port, heloName: "verify.example.test", timeoutMs: 1_000 });
    expect(await probe("jane@example.test", "example.test", facts)).toEqual({ kind: "catch-all", host: "mx.example.test" });
    expect(await probe("bob@example.test", "example.test", facts)).toEqual({ kind: "catch-all", host: "mx.example.test" });
    expect(server.heard.filter((l) => l.startsWith("RCPT TO:"))).toHaveLength(1);
  });

  it("leaves the mailbox unknown when the server refuses the check itself, or sits on a private address", async () => {
    const blocked = await scripted("220 ok\r\n", (line) => (line.startsWith("RCPT") ? "550 5.7.1 Client host blocked using Spamhaus\r\n" : polite([])(line)));
    allowMx(blocked.port);
    const probe = mailboxProber(domainCache(dns), { port: blocked.port, heloName: "verify.example.test", timeoutMs: 1_000 });
    expect(await probe("jane@example.test", "example.test", facts)).toEqual({
      kind: "unknown",
      detail: "The mail server (mx.example.test) didn't confirm or deny addresses: 550 5.7.1 Client host blocked using Spamhaus",
    });
    setEgressAllowHostsForTests([]);
    const guarded = mailboxProber(domainCache(dns), { port: blocked.port, heloName: "verify.example.test", timeoutMs: 1_000 });
    expect(await guarded("jane@example.test", "example.test", facts)).toEqual({
      kind: "unknown",
      detail: "The mail server (mx.example.test) is on a private network address and isn't probed",
    });
    expect(blocked.heard.filter((l) => l.startsWith("RCPT TO:"))).toHaveLength(1);
  });
});
