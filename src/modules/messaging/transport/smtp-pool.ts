import "server-only";
import { createHash } from "node:crypto";
import type { Transporter } from "nodemailer";
import type SMTPPool from "nodemailer/lib/smtp-pool";
import { env } from "@/env";
import { createSmtpPoolTransport } from "@/server/egress";
import { getLogger } from "@/server/log";

/**
 * Delivery of composed messages over SMTP through nodemailer's pooled transport: a few long-lived
 * connections, each carrying many messages. Messages go as raw bytes (already built and DKIM-signed),
 * with the envelope given apart, so nothing is re-encoded on the way. Every connection is opened by
 * egress (src/server/egress/smtp.ts): a sending domain's own server is a host a user typed and is
 * checked; the server's SMTP_HOST (`operatorHost`) is the operator's.
 */
export type SmtpConfig = {
  host: string;
  /** The server's own SMTP_HOST, set by the operator; otherwise a host a user typed, reached through egress. */
  operatorHost?: boolean;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user?: string | null;
  pass?: string | null;
  /** PEM of a certificate authority to trust besides the system's (a private mail server). */
  ca?: string | null;
  /** Connections kept open at once. */
  maxConnections?: number;
  /** Messages one connection carries before it is renewed. */
  maxMessages?: number;
  /** At most `rateLimit` messages per `rateDelta` milliseconds over the pool (nodemailer's limiter). */
  rateDelta?: number;
  rateLimit?: number;
  /** Milliseconds to wait for a connection, and for the server on an open one. */
  connectionTimeout?: number;
  socketTimeout?: number;
};

export type SmtpEnvelope = { from: string; to: string[] };

export type SmtpResult = { ok: true; response: string } | { ok: false; kind: "temporary" | "permanent"; code?: number; message: string };

export type SmtpPool = {
  send(raw: Buffer, envelope: SmtpEnvelope): Promise<SmtpResult>;
  close(): void;
};

type SmtpError = Error & { code?: string; responseCode?: number; command?: string; response?: string };

/** Commands whose 5xx answer is about this message (its sender, recipient or content), not the server or our login. */
const messageCommands = new Set(["MAIL FROM", "RCPT TO", "DATA", "API"]);

/**
 * A failed delivery's kind. 5xx answers to MAIL FROM, RCPT TO or DATA are permanent; 4xx answers,
 * refused or dropped connections and timeouts are temporary. So are 5xx answers to the greeting,
 * EHLO or AUTH: they say the server (or our login) is wrong today, not that this message can never go.
 */
export function classifySmtpError(error: unknown): Extract<SmtpResult, { ok: false }> {
  const e = (error ?? {}) as SmtpError;
  const message = (e.response || e.message || String(error)).trim();
  const code = typeof e.responseCode === "number" ? e.responseCode : undefined;
  if (code !== undefined && code >= 500 && code < 600) {
    return { ok: false, kind: e.command && !messageCommands.has(e.command) ? "temporary" : "permanent", code, message };
  }
  if (code !== undefined) return { ok: false, kind: "temporary", code, message };
  // Our own refusals before anything reached the server: an envelope or message that can't be sent as is.
  if (e.command === "API" && (e.code === "EENVELOPE" || e.code === "EMESSAGE")) return { ok: false, kind: "permanent", message };
  return { ok: false, kind: "temporary", message };
}

export function createSmtpPool(config: SmtpConfig): SmtpPool {
  const connectionTimeout = config.connectionTimeout ?? 30_000;
  const options: SMTPPool.Options & { host: string; port: number } = {
    pool: true,
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.pass ?? "" } : undefined,
    tls: config.ca ? { ca: config.ca } : undefined,
    maxConnections: config.maxConnections ?? 5,
    maxMessages: config.maxMessages ?? Infinity,
    rateDelta: config.rateDelta,
    rateLimit: config.rateLimit,
    connectionTimeout,
    greetingTimeout: connectionTimeout,
    socketTimeout: config.socketTimeout ?? 120_000,
  };
  // Nagle's algorithm is off on egress's sockets: nodemailer's small writes (the end of DATA, the next
  // MAIL FROM) would otherwise wait for the server's delayed ACK, about 40 ms a message.
  const transport: Transporter<SMTPPool.SentMessageInfo> = createSmtpPoolTransport(options, config.operatorHost ? "operator" : "user");
  // A pool-level error (a connection dropped while idle) must not crash the process; sends report their own.
  transport.on("error", (error) => getLogger().warn({ err: error, host: config.host }, "smtp pool error"));
  let closed = false;
  return {
    async send(raw, envelope) {
      if (closed) return { ok: false, kind: "temporary", message: "The SMTP connection pool is closed" };
      try {
        const info = await transport.sendMail({ envelope, raw });
        const rejected = info.rejected?.length ? info.rejected : null;
        if (rejected) return { ok: false, kind: "permanent", message: `Rejected: ${rejected.join(", ")}` };
        return { ok: true, response: info.response };
      } catch (error) {
        return classifySmtpError(error);
      }
    },
    close() {
      closed = true;
      transport.close();
    },
  };
}

const pools = new Map<string, SmtpPool>();

/** A pool per distinct configuration, kept for the life of the process (the password is part of the key, hashed). */
export function smtpPoolFor(config: SmtpConfig): SmtpPool {
  const key = createHash("sha256")
    .update(
      JSON.stringify([
        config.host,
        config.operatorHost ?? false,
        config.port,
        config.secure,
        config.user ?? null,
        config.pass ?? null,
        config.ca ?? null,
        config.maxConnections ?? 5,
        config.maxMessages ?? null,
        config.rateDelta ?? null,
        config.rateLimit ?? null,
        config.connectionTimeout ?? null,
        config.socketTimeout ?? null,
      ]),
    )
    .digest("base64");
  let pool = pools.get(key);
  if (!pool) pools.set(key, (pool = createSmtpPool(config)));
  return pool;
}

/** Closes every pool `smtpPoolFor` opened (shutdown, tests). */
export function closeAllSmtpPools(): void {
  for (const pool of pools.values()) pool.close();
  pools.clear();
}

/** The server's own SMTP settings (SMTP_HOST…), or null when mail is off. */
export function serverSmtpConfig(): SmtpConfig | null {
  if (!env.SMTP_HOST) return null;
  return {
    host: env.SMTP_HOST,
    operatorHost: true,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE,
    user: env.SMTP_USER ?? null,
    pass: env.SMTP_PASSWORD ?? null,
  };
}
