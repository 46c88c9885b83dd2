import "server-only";
import type { Socket } from "node:net";
import { egressConnect, EgressError, type Resolver } from "@/server/egress";

/**
 * A minimal SMTP client for the mailbox probe (RFC 5321, plain text, no TLS): connect, read the
 * greeting, EHLO (HELO when EHLO is refused), `MAIL FROM:<>` (the null sender, so nothing can bounce
 * back), one `RCPT TO` per address, then QUIT. No message is ever sent: the session ends before DATA.
 * Every wait is bounded; a silent or chatty server ends the session, never hangs it.
 */

export type SmtpReply = { code: number; text: string };

export type SessionOptions = {
  /** The mail server's host name (a domain's MX): anyone can point it anywhere, so egress checks where it leads. */
  host: string;
  /** Resolves the host (the configured DNS, never the system's); egress checks every answer. */
  resolver: Resolver;
  port: number;
  /** The name given in EHLO: this server's host name. */
  heloName: string;
  /** The longest wait for the connection and for each reply. */
  timeoutMs: number;
};

export type SessionResult =
  /** One reply per address, in order. */
  | { ok: true; replies: SmtpReply[] }
  /** The session stopped before the addresses were asked: at which step, and the server's reply or the network error. */
  | { ok: false; stage: "connect" | "greeting" | "helo" | "mail" | "rcpt"; reply?: SmtpReply; error?: string };

/** A reply longer than this (a misbehaving server) ends the session. */
const MAX_REPLY_BYTES = 64 * 1024;

class ProbeError extends Error {
  constructor(readonly code: "timeout" | "closed" | "refused" | "unreachable" | "too-long" | "network" | "blocked") {
    super(code);
  }
}

const networkCode = (err: NodeJS.ErrnoException): ProbeError["code"] =>
  err.code === "ECONNREFUSED" ? "refused" : err.code === "EHOSTUNREACH" || err.code === "ENETUNREACH" ? "unreachable" : "network";

/** The socket as a queue of complete replies (multi-line replies joined). */
function replyReader(socket: Socket, timeoutMs: number) {
  const ready: SmtpReply[] = [];
  let lines: string[] = [];
  let buffer = "";
  let failure: ProbeError | null = null;
  let waiter: { resolve: (r: SmtpReply) => void; reject: (e: ProbeError) => void; timer: NodeJS.Timeout } | null = null;

  const settle = () => {
    if (!waiter) return;
    const { resolve, reject, timer } = waiter;
    if (ready.length > 0) {
      clearTimeout(timer);
      waiter = null;
      resolve(ready.shift()!);
    } else if (failure) {
      clearTimeout(timer);
      waiter = null;
      reject(failure);
    }
  };
  const fail = (error: ProbeError) => {
    failure ??= error;
    settle();
  };

  socket.on("data", (chunk: Buffer) => {
    buffer += chunk.toString("utf8");
    if (buffer.length > MAX_REPLY_BYTES) {
      fail(new ProbeError("too-long"));
      socket.destroy();
      return;
    }
    for (let end = buffer.indexOf("\n"); end >= 0; end = buffer.indexOf("\n")) {
      const line = buffer.slice(0, end).replace(/\r$/, "");
      buffer = buffer.slice(end + 1);
      lines.push(line);
      // The last line of a reply is "NNN text" (or "NNN"); the others are "NNN-text".
      if (/^\d{3}(?: |$)/.test(line)) {
        const code = Number(line.slice(0, 3));
        const text = lines
          .map((l) => l.slice(4).trim())
          .filter(Boolean)
          .join(" ");
        ready.push({ code, text: text ? `${code} ${text}` : String(code) });
        lines = [];
      } else if (!/^\d{3}-/.test(line)) {
        fail(new ProbeError("network"));
        socket.destroy();
        return;
      }
    }
    settle();
  });
  socket.on("error", (err: NodeJS.ErrnoException) => fail(new ProbeError(networkCode(err))));
  socket.on("close", () => fail(new ProbeError("closed")));

  return {
    next(): Promise<SmtpReply> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiter = null;
          reject(new ProbeError("timeout"));
        }, timeoutMs);
        waiter = { resolve, reject, timer };
        settle();
      });
    },
  };
}

/** Connects through egress: only a public address, or an MX host:port an operator allowed. */
async function connect(options: SessionOptions): Promise<Socket> {
  try {
    return await egressConnect({
      host: options.host,
      port: options.port,
      timeoutMs: options.timeoutMs,
      allowedPorts: [options.port],
      resolver: options.resolver,
      noDelay: true,
    });
  } catch (error) {
    if (!(error instanceof EgressError)) throw error;
    throw new ProbeError(
      error.kind === "blocked"
        ? "blocked"
        : error.kind === "refused"
          ? "refused"
          : error.kind === "timed out"
            ? "timeout"
            : error.kind === "not found"
              ? "unreachable"
              : "network",
    );
  }
}

/** Words for a network failure, as a reason shows them. */
export function describeFailure(error: string | undefined): string {
  switch (error) {
    case "timeout":
      return "didn't answer in time";
    case "refused":
      return "refused the connection";
    case "unreachable":
      return "couldn't be reached";
    case "closed":
      return "closed the connection";
    case "too-long":
      return "sent an answer too long to read";
    case "blocked":
      return "is on a private network address and isn't probed";
    default:
      return "couldn't be reached";
  }
}

/** Asks one mail server whether it accepts each address as a recipient. */
export async function rcptSession(options: SessionOptions, addresses: readonly string[]): Promise<SessionResult> {
  if ([options.heloName, ...addresses].some((text) => /[\r\n]/.test(text))) throw new Error("SMTP arguments can't hold line breaks");
  let socket: Socket;
  try {
    socket = await connect(options);
  } catch (error) {
    return { ok: false, stage: "connect", error: error instanceof ProbeError ? error.code : "network" };
  }
  const reader = replyReader(socket, options.timeoutMs);
  const send = (line: string) => socket.write(`${line}\r\n`, "utf8");
  let stage: "greeting" | "helo" | "mail" | "rcpt" = "greeting";
  try {
    const greeting = await reader.next();
    if (greeting.code !== 220) return { ok: false, stage: "greeting", reply: greeting };
    stage = "helo";
    send(`EHLO ${options.heloName}`);
    let hello = await reader.next();
    if (hello.code >= 500) {
      send(`HELO ${options.heloName}`);
      hello = await reader.next();
    }
    if (hello.code !== 250) return { ok: false, stage: "helo", reply: hello };
    stage = "mail";
    const utf8 = addresses.some((a) => /[\u0080-\uffff]/.test(a)) && /\bSMTPUTF8\b/i.test(hello.text);
    send(`MAIL FROM:<>${utf8 ? " SMTPUTF8" : ""}`);
    const mail = await reader.next();
    if (mail.code !== 250) return { ok: false, stage: "mail", reply: mail };
    stage = "rcpt";
    const replies: SmtpReply[] = [];
    for (const address of addresses) {
      send(`RCPT TO:<${address}>`);
      const reply = await reader.next();
      replies.push(reply);
      // 421: the server is closing the session; the remaining addresses get the same answer.
      if (reply.code === 421) {
        while (replies.length < addresses.length) replies.push(reply);
        return { ok: true, replies };
      }
    }
    send("QUIT");
    await reader.next().catch(() => undefined);
    return { ok: true, replies };
  } catch (error) {
    const code = error instanceof ProbeError ? error.code : "network";
    return { ok: false, stage, error: code };
  } finally {
    socket.end();
    socket.destroy();
  }
}
