/**
 * Local stand-in for Twilio's Messages API on 127.0.0.1: Basic auth with the account SID and auth
 * token, form-encoded POST /2010-04-01/Accounts/{sid}/Messages.json validated as Twilio does (with
 * its error codes), 201 answers with an "SM…" sid and status "queued", GET of the account and of a
 * message, and knobs for tests: answer 429 with Retry-After for the next N sends, fail the next N
 * sends with a given error, numbers that replied STOP (21610).
 *
 * It also plays Twilio's side of the webhooks: status callbacks to each message's StatusCallback and
 * inbound messages to a URL, form-encoded and signed with X-Twilio-Signature. A callback is signed
 * over the public URL it names and may be delivered elsewhere (`route`), as a reverse proxy would.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { countSms } from "@/modules/ai/client";
import { twilioSignature } from "./twilio-signature";

export type FakeSmsStatus = "queued" | "sent" | "delivered" | "failed" | "undelivered";

export type FakeSms = { sid: string; from: string; to: string; body: string; statusCallback: string | null; status: FakeSmsStatus; createdAt: Date };

export type TwilioFakeOptions = {
  accountSid?: string;
  authToken?: string;
  port?: number;
  /** Where a callback is actually sent, given the URL it is signed for (default: that URL). */
  route?: (url: string) => string;
};

export type WebhookReply = { status: number; body: string; contentType: string | null };

export type TwilioFake = {
  url: string;
  accountSid: string;
  authToken: string;
  /** Messages accepted, in order. */
  messages: FakeSms[];
  /** Every API call received (method and path), in order. */
  calls: { method: string; path: string }[];
  /** The next `n` sends answer 429 with this Retry-After (seconds, or an HTTP date). */
  throttleNext(n: number, retryAfter?: string | number): void;
  /** The next `n` sends answer this HTTP status with a Twilio error body. */
  failNext(n: number, error: { status: number; code: number; message: string }): void;
  /** Numbers that replied STOP to the account: sends to them answer 21610. */
  unsubscribed: Set<string>;
  /** Posts a signed status callback for a message to its StatusCallback. */
  sendStatus(sid: string, status: FakeSmsStatus, options?: { errorCode?: number; signature?: string }): Promise<WebhookReply>;
  /** Posts a signed inbound message webhook, as Twilio does when someone texts the number. */
  sendInbound(url: string, message: { From: string; To: string; Body: string }, options?: { signature?: string }): Promise<WebhookReply>;
  /** The X-Twilio-Signature of a request. */
  sign(url: string, params: Record<string, string>): string;
  close(): Promise<void>;
};

const API = "2010-04-01";
const E164 = /^\+[1-9]\d{6,14}$/;
const hex = (bytes: number) => randomBytes(bytes).toString("hex");
const rfc2822 = (d: Date) => d.toUTCString().replace("GMT", "+0000");
const STOP_WORDS = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"]);
const START_WORDS = new Set(["START", "YES", "UNSTOP"]);

type Reply = { status: number; json: unknown; headers?: Record<string, string> };

const twilioError = (status: number, code: number, message: string): Reply => ({
  status,
  json: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function credentialsOf(req: IncomingMessage): { user: string; password: string } | null {
  const match = /^Basic (.+)$/i.exec(req.headers.authorization ?? "");
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export async function startTwilioFake(options: TwilioFakeOptions = {}): Promise<TwilioFake> {
  const accountSid = options.accountSid ?? `AC${hex(16)}`;
  const authToken = options.authToken ?? hex(16);
  const route = options.route ?? ((u: string) => u);
  const messages: FakeSms[] = [];
  const calls: { method: string; path: string }[] = [];
  const unsubscribed = new Set<string>();
  const throttles: (string | number)[] = [];
  const failures: { status: number; code: number; message: string }[] = [];

  const resource = (m: FakeSms) => ({
    sid: m.sid,
    account_sid: accountSid,
    api_version: API,
    body: m.body,
    date_created: rfc2822(m.createdAt),
    date_updated: rfc2822(m.createdAt),
    date_sent: null,
    direction: "outbound-api",
    error_code: m.status === "failed" || m.status === "undelivered" ? 30003 : null,
    error_message: null,
    from: m.from,
    to: m.to,
    messaging_service_sid: null,
    num_media: "0",
    num_segments: String(Math.max(1, countSms(m.body).segments)),
    price: null,
    price_unit: "USD",
    status: m.status,
    uri: `/${API}/Accounts/${accountSid}/Messages/${m.sid}.json`,
  });

  const sign = (url: string, params: Record<string, string>) => twilioSignature(authToken, url, params);

  async function post(url: string, params: Record<string, string>, signature?: string): Promise<WebhookReply> {
    const response = await fetch(route(url), {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded; charset=utf-8",
        "x-twilio-signature": signature ?? sign(url, params),
        "user-agent": "TwilioProxy/1.1",
      },
      body: new URLSearchParams(params),
    });
    return { status: response.status, body: await response.text(), contentType: response.headers.get("content-type") };
  }

  async function sendStatus(sid: string, status: FakeSmsStatus, opts: { errorCode?: number; signature?: string } = {}): Promise<WebhookReply> {
    const m = messages.find((x) => x.sid === sid);
    if (!m) throw new Error(`No message ${sid}`);
    if (!m.statusCallback) throw new Error(`Message ${sid} has no StatusCallback`);
    m.status = status;
    const params: Record<string, string> = {
      AccountSid: accountSid,
      ApiVersion: API,
      From: m.from,
      To: m.to,
      MessageSid: m.sid,
      SmsSid: m.sid,
      MessageStatus: status,
      SmsStatus: status,
    };
    if (status === "failed" || status === "undelivered") params.ErrorCode = String(opts.errorCode ?? 30003);
    return post(m.statusCallback, params, opts.signature);
  }

  function createMessage(form: URLSearchParams): Reply {
    const to = form.get("To")?.trim() ?? "";
    const from = form.get("From")?.trim() ?? "";
    const body = form.get("Body") ?? "";
    const callback = form.get("StatusCallback");
    if (!to) return twilioError(400, 21604, "A 'To' phone number is required.");
    if (!E164.test(to)) return twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!from) return twilioError(400, 21603, "A 'From' phone number is required.");
    if (!E164.test(from)) return twilioError(400, 21212, `The 'From' number ${from} is not a valid phone number, shortcode, or alphanumeric sender ID.`);
    if (!body) return twilioError(400, 21602, "Message body is required.");
    if (body.length > 1600) return twilioError(400, 21617, "The concatenated message body exceeds the 1600 character limit.");
    if (callback !== null && !/^https?:\/\/[^\s]+$/i.test(callback)) return twilioError(400, 21609, "The StatusCallback URL is not a valid URL.");
    if (unsubscribed.has(to)) return twilioError(400, 21610, "Attempt to send to unsubscribed recipient");
    const m: FakeSms = { sid: `SM${hex(16)}`, from, to, body, statusCallback: callback, status: "queued", createdAt: new Date() };
    messages.push(m);
    return { status: 201, json: resource(m) };
  }

  async function handle(req: IncomingMessage): Promise<Reply> {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    calls.push({ method: req.method ?? "GET", path: url.pathname });
    const body = await readBody(req);
    const creds = credentialsOf(req);
    if (!creds || creds.user !== accountSid || creds.password !== authToken) {
      return { ...twilioError(401, 20003, "Authenticate"), headers: { "www-authenticate": 'Basic realm="Twilio API"' } };
    }
    const match = /^\/2010-04-01\/Accounts\/([^/]+?)(?:\/Messages(?:\/([^/]+))?)?\.json$/.exec(url.pathname);
    if (!match || match[1] !== accountSid) return twilioError(404, 20404, `The requested resource ${url.pathname} was not found`);
    const isMessages = url.pathname.includes("/Messages");
    if (!isMessages && req.method === "GET") {
      return {
        status: 200,
        json: { sid: accountSid, friendly_name: "Local SMS stand-in", status: "active", type: "Full", date_created: rfc2822(new Date(0)) },
      };
    }
    if (isMessages && match[2] && req.method === "GET") {
      const m = messages.find((x) => x.sid === match[2]);
      return m ? { status: 200, json: resource(m) } : twilioError(404, 20404, `The requested resource ${url.pathname} was not found`);
    }
    if (isMessages && !match[2] && req.method === "POST") {
      const throttle = throttles.shift();
      if (throttle !== undefined) return { ...twilioError(429, 20429, "Too Many Requests"), headers: { "retry-after": String(throttle) } };
      const failure = failures.shift();
      if (failure) return twilioError(failure.status, failure.code, failure.message);
      return createMessage(new URLSearchParams(body));
    }
    return twilioError(405, 20004, "Method not allowed");
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    handle(req)
      .then((reply) => {
        res.writeHead(reply.status, { "content-type": "application/json; charset=utf-8", ...reply.headers });
        res.end(JSON.stringify(reply.json));
      })
      .catch((error: unknown) => {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ code: 20500, message: String(error), status: 500 }));
      });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    messages,
    calls,
    unsubscribed,
    throttleNext: (n, retryAfter = 1) => {
      for (let i = 0; i < n; i++) throttles.push(retryAfter);
    },
    failNext: (n, error) => {
      for (let i = 0; i < n; i++) failures.push(error);
    },
    sendStatus,
    async sendInbound(url, message, opts = {}) {
      const keyword = message.Body.trim().toUpperCase();
      // Twilio keeps its own opt-out list per sender: STOP blocks later sends, START lifts it.
      if (STOP_WORDS.has(keyword)) unsubscribed.add(message.From);
      if (START_WORDS.has(keyword)) unsubscribed.delete(message.From);
      const sid = `SM${hex(16)}`;
      const params: Record<string, string> = {
        AccountSid: accountSid,
        ApiVersion: API,
        MessageSid: sid,
        SmsMessageSid: sid,
        SmsSid: sid,
        SmsStatus: "received",
        From: message.From,
        To: message.To,
        Body: message.Body,
        NumMedia: "0",
        NumSegments: String(Math.max(1, countSms(message.Body).segments)),
      };
      return post(url, params, opts.signature);
    },
    sign,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
