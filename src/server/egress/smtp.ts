import "server-only";
/**
 * nodemailer transports whose every connection is opened here: nodemailer's `getSocket` hook gets a
 * socket from `egressConnect` (a host a user typed: a sending domain's own SMTP server, the SMTP
 * connection test) or from `fixedHostConnect` (the server's SMTP_HOST, which the operator set).
 * nodemailer then speaks SMTP over it, and upgrades it to TLS itself (port 465, or STARTTLS).
 */
import nodemailer, { type Transporter } from "nodemailer";
import type SMTPPool from "nodemailer/lib/smtp-pool";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import type { Socket } from "node:net";
import { egressConnect, fixedHostConnect } from "./connect";
import { EgressError } from "./errors";

/** Ports an SMTP server a user names may listen on (an allowed host:port may use any). */
export const SMTP_PORTS: readonly number[] = [25, 465, 587, 2525];

/** Who chose the host: a user (checked through egress) or the operator (SMTP_HOST). */
export type SmtpReach = "user" | "operator";

type GetSocket = (options: unknown, callback: (error: Error | null, socketOptions?: { connection: Socket }) => void) => void;

/** nodemailer's getSocket for this host and port. Nagle's algorithm is off (small SMTP writes wait less). */
export function smtpGetSocket(target: { host: string; port: number; reach: SmtpReach; timeoutMs: number }): GetSocket {
  return (_options, callback) => {
    const opening =
      target.reach === "operator"
        ? fixedHostConnect({ host: target.host, port: target.port, timeoutMs: target.timeoutMs, noDelay: true, keepAlive: true })
        : egressConnect({ host: target.host, port: target.port, timeoutMs: target.timeoutMs, allowedPorts: SMTP_PORTS, noDelay: true, keepAlive: true });
    opening.then(
      (connection) => callback(null, { connection }),
      (error: Error) => callback(Object.assign(error, { command: "CONN" })),
    );
  };
}

/** A one-off transport (the connection test) whose connection egress opens. */
export function createSmtpTransport(
  options: SMTPTransport.Options & { host: string; port: number },
  reach: SmtpReach,
): Transporter<SMTPTransport.SentMessageInfo> {
  const timeoutMs = options.connectionTimeout ?? 30_000;
  return nodemailer.createTransport({ ...options, getSocket: smtpGetSocket({ host: options.host, port: options.port, reach, timeoutMs }) });
}

/** A pooled transport (sending) whose connections egress opens. */
export function createSmtpPoolTransport(options: SMTPPool.Options & { host: string; port: number }, reach: SmtpReach): Transporter<SMTPPool.SentMessageInfo> {
  const timeoutMs = options.connectionTimeout ?? 30_000;
  return nodemailer.createTransport({ ...options, pool: true, getSocket: smtpGetSocket({ host: options.host, port: options.port, reach, timeoutMs }) });
}

/**
 * A failed SMTP session as its class, for a connection test: never the server's words. A wrong
 * password is a class of its own ("auth"), since a person can fix it.
 */
export function smtpFailure(error: unknown, timeoutMs: number): EgressError | { kind: "auth"; message: string } {
  if (error instanceof EgressError) return error;
  const e = (error ?? {}) as { code?: string; message?: string };
  switch (e.code) {
    case "EAUTH":
      return { kind: "auth", message: "The server refused the user name or password." };
    case "EPROTOCOL":
    case "EHLO":
      return new EgressError("not a mail server");
    case "ETIMEDOUT":
      return new EgressError("timed out", { timeoutMs });
    case "ETLS":
    case "EREQUIRETLS":
      return new EgressError("TLS error");
    case "ESOCKET":
      return /certificate|ssl|tls|wrong version|handshake/i.test(e.message ?? "") ? new EgressError("TLS error") : new EgressError("closed");
    case "ECONNECTION":
      return new EgressError("closed");
    default:
      return new EgressError("network");
  }
}
