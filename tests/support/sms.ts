import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { siteUrl } from "@/env";
import { handleSmsInboundRequest } from "@/modules/messaging/server/sms-inbound.service";
import { handleSmsStatusRequest } from "@/modules/messaging/server/sms-status.service";
import { outbox, sends } from "@/modules/messaging/db/sends.table";
import { startTwilioFake, type TwilioFake, type TwilioFakeOptions } from "@/modules/messaging/sms/fake-server";
import type { Db } from "@/server/db/client";
import { setEgressAllowHostsForTests } from "@/server/egress";
import type { TestCaller } from "./caller";

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/**
 * The app's SMS webhook routes on 127.0.0.1, run by the same handlers as the Next route files (the
 * request as Next would hand it over). Twilio signs for the public site URL; `route` maps that URL
 * here, as the reverse proxy in front of the app would.
 */
export async function startSmsWebhooks(db: Db) {
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const match = /^\/api\/webhooks\/sms\/([^/]+)\/(status|inbound)$/.exec(url.pathname);
      if (!match || req.method !== "POST") {
        res.writeHead(404).end();
        return;
      }
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      const request = new Request(`http://127.0.0.1${req.url}`, { method: "POST", headers, body });
      const answer = match[2] === "status" ? await handleSmsStatusRequest(db, match[1]!, request) : await handleSmsInboundRequest(db, match[1]!, request);
      res.writeHead(answer.status, { "content-type": answer.contentType }).end(answer.body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    route: (url: string) => url.replace(siteUrl(), origin),
    /** The public URL of a workspace's webhook (what the provider signs). */
    urlOf: (workspaceId: string, hook: "status" | "inbound") => `${siteUrl()}/api/webhooks/sms/${workspaceId}/${hook}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Twilio stand-in whose callbacks reach the local webhook routes. */
export async function startSmsProvider(webhooks: { route: (url: string) => string }, options: TwilioFakeOptions = {}): Promise<TwilioFake> {
  return allowSmsStandIn(await startTwilioFake({ route: webhooks.route, ...options }));
}

/** Lets a workspace's provider base URL reach the local stand-in: exactly its host:port (egress refuses loopback otherwise). */
export function allowSmsStandIn(fake: TwilioFake): TwilioFake {
  setEgressAllowHostsForTests([new URL(fake.url).host]);
  return fake;
}

/** Points a workspace at the stand-in, through the settings procedures, with one sender number. */
export async function configureSms(caller: TestCaller, fake: TwilioFake, from = "+14155550100") {
  allowSmsStandIn(fake);
  await caller.messaging.sms.saveProvider({ accountSid: fake.accountSid, authToken: fake.authToken, baseUrl: fake.url });
  await caller.messaging.sms.numbers.add({ phone: from, label: "Main line" });
}

/** An SMS send with one outbox row per contact, as the engine writes them (state queued). */
export async function makeSmsSend(
  db: Db,
  workspaceId: string,
  contacts: { id: string; phone: string }[],
  opts: { marketing?: boolean; smsFrom?: string | null; body?: string } = {},
) {
  const [send] = await db
    .insert(sends)
    .values({
      workspaceId,
      kind: opts.marketing === false ? "transactional" : "campaign",
      channel: "sms",
      name: `SMS ${randomBytes(3).toString("hex")}`,
      status: "sending",
      marketing: opts.marketing ?? true,
      smsBody: opts.body ?? "Hello",
      smsFrom: opts.smsFrom ?? null,
      total: contacts.length,
      startedAt: new Date(),
    })
    .returning();
  const rows = await db
    .insert(outbox)
    .values(
      contacts.map((c) => ({
        workspaceId,
        sendId: send!.id,
        contactId: c.id,
        channel: "sms" as const,
        address: c.phone,
        messageId: `${send!.id}.${c.id}@sms`,
      })),
    )
    .returning({ id: outbox.id, contactId: outbox.contactId, address: outbox.address });
  return { send: send!, rows };
}
