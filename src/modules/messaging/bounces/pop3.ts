import "server-only";
import type { Socket } from "node:net";
import { egressConnect, EgressError, failureSentence } from "@/server/egress";

/**
 * A small POP3 client (RFC 1939) for the bounce mailbox: USER/PASS, STAT, LIST, UIDL, RETR, DELE
 * and QUIT, over plain TCP or TLS from the first byte (port 995). Deletions take effect at QUIT only,
 * so a session that breaks off leaves every message in the mailbox for the next poll. The mailbox's
 * host is one a user typed: egress connects (public addresses, POP3 ports, unless EGRESS_ALLOW_HOSTS
 * allows the host:port), and errors say what failed in a class sentence, never in the server's words.
 */

/** Ports a POP3 mailbox a user names may listen on (an allowed host:port may use any). */
export const POP3_PORTS: readonly number[] = [110, 995];

export type Pop3Options = {
  host: string;
  port: number;
  tls: boolean;
  user: string;
  password: string;
  /** Per step: connecting, and waiting for each answer. */
  timeoutMs?: number;
  /** Extra trusted certificate authorities (a test server's self-signed certificate). */
  ca?: string | Buffer;
};

export type Pop3ErrorKind = "connect" | "tls" | "timeout" | "not_pop3" | "auth" | "protocol" | "closed";

export class Pop3Error extends Error {
  constructor(
    readonly kind: Pop3ErrorKind,
    message: string,
  ) {
    super(message);
  }
}

/** Messages larger than this aren't reports; the poller deletes them unread. */
export const POP3_MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

const CRLF = Buffer.from("\r\n");

export class Pop3Session {
  private buffer: Buffer = Buffer.alloc(0);
  private wake: (() => void) | null = null;
  private failure: Pop3Error | null = null;

  private constructor(
    private readonly socket: Socket,
    private readonly timeoutMs: number,
  ) {
    socket.on("data", (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      this.notify();
    });
    socket.on("error", () => this.fail(new Pop3Error("closed", "The connection failed.")));
    socket.on("close", () => this.fail(new Pop3Error("closed", "The server closed the connection.")));
    socket.setTimeout(timeoutMs, () => {
      this.fail(new Pop3Error("timeout", `The server didn't answer within ${Math.round(timeoutMs / 1000)} seconds.`));
      socket.destroy();
    });
  }

  /** Connects, reads the greeting and signs in; throws a Pop3Error that says what went wrong. */
  static async open(options: Pop3Options): Promise<Pop3Session> {
    for (const [field, value] of [
      ["user name", options.user],
      ["password", options.password],
    ] as const) {
      if (!value || /[\r\n]/.test(value)) throw new Pop3Error("auth", `The mailbox ${field} is missing or contains a line break.`);
    }
    const timeoutMs = options.timeoutMs ?? 15_000;
    const socket = await connect(options, timeoutMs);
    const session = new Pop3Session(socket, timeoutMs);
    try {
      const greeting = await session.readLine();
      if (!greeting.startsWith("+OK")) throw new Pop3Error("not_pop3", failureSentence("not a mail server"));
      await session.command(`USER ${options.user}`, "auth");
      await session.command(`PASS ${options.password}`, "auth");
      return session;
    } catch (error) {
      session.close();
      if (error instanceof Pop3Error && error.kind === "closed") throw new Pop3Error("not_pop3", failureSentence("not a mail server"));
      throw error;
    }
  }

  /** How many messages the mailbox holds and their total size. */
  async stat(): Promise<{ count: number; bytes: number }> {
    const [count, bytes] = (await this.command("STAT")).split(/\s+/).map(Number);
    if (!Number.isSafeInteger(count) || !Number.isSafeInteger(bytes)) throw new Pop3Error("protocol", "The server's STAT answer couldn't be read.");
    return { count: count!, bytes: bytes! };
  }

  /** Each message's number and size. */
  async list(): Promise<{ n: number; bytes: number }[]> {
    await this.command("LIST");
    return (await this.readLines()).flatMap((line) => {
      const [n, bytes] = line.split(/\s+/).map(Number);
      return Number.isSafeInteger(n) && Number.isSafeInteger(bytes) ? [{ n: n!, bytes: bytes! }] : [];
    });
  }

  /** Each message's number and unique id (stable across sessions). */
  async uidl(): Promise<{ n: number; uid: string }[]> {
    await this.command("UIDL");
    return (await this.readLines()).flatMap((line) => {
      const [n, uid] = line.split(/\s+/);
      return n && uid && Number.isSafeInteger(Number(n)) ? [{ n: Number(n), uid }] : [];
    });
  }

  /** The whole message, bytes as stored (dot-stuffing undone). */
  async retr(n: number): Promise<Buffer> {
    await this.command(`RETR ${n}`);
    return this.readBlock();
  }

  /** Marks a message deleted; it goes at QUIT. */
  async dele(n: number): Promise<void> {
    await this.command(`DELE ${n}`);
  }

  /** Ends the session: the server deletes the marked messages now. */
  async quit(): Promise<void> {
    try {
      await this.command("QUIT");
    } finally {
      this.close();
    }
  }

  /** Drops the connection without QUIT: nothing is deleted. */
  close(): void {
    this.socket.destroy();
  }

  private notify() {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  private fail(error: Pop3Error) {
    this.failure ??= error;
    this.notify();
  }

  private async more(): Promise<void> {
    if (this.failure) throw this.failure;
    await new Promise<void>((resolve) => (this.wake = resolve));
    if (this.failure && this.buffer.length === 0) throw this.failure;
  }

  private async readLine(): Promise<string> {
    for (;;) {
      const end = this.buffer.indexOf(0x0a);
      if (end >= 0) {
        const line = this.buffer.subarray(0, end).toString("latin1").replace(/\r$/, "");
        this.buffer = this.buffer.subarray(end + 1);
        return line;
      }
      if (this.buffer.length > 8192) throw new Pop3Error("protocol", "The server sent an overlong line.");
      await this.more();
    }
  }

  /** A multi-line answer's body up to the lone "." line, as bytes. */
  private async readBlock(): Promise<Buffer> {
    const lines: Buffer[] = [];
    let size = 0;
    let scanned = 0;
    for (;;) {
      const end = this.buffer.indexOf(0x0a, scanned);
      if (end < 0) {
        scanned = this.buffer.length;
        if (size + this.buffer.length > POP3_MAX_MESSAGE_BYTES + 1024 * 1024)
          throw new Pop3Error("protocol", "The message is larger than the mailbox reader allows.");
        await this.more();
        continue;
      }
      let line = this.buffer.subarray(0, end + 1);
      this.buffer = this.buffer.subarray(end + 1);
      scanned = 0;
      const content = line.subarray(0, line.length - (line.length >= 2 && line[line.length - 2] === 0x0d ? 2 : 1));
      if (content.length === 1 && content[0] === 0x2e) return Buffer.concat(lines, size);
      if (content[0] === 0x2e) line = line.subarray(1);
      lines.push(line);
      size += line.length;
    }
  }

  private async readLines(): Promise<string[]> {
    return (await this.readBlock())
      .toString("latin1")
      .split(/\r?\n/)
      .filter((l) => l.trim() !== "");
  }

  /** Sends one command and reads its status line: the text after +OK, or a Pop3Error with the server's words. */
  private async command(line: string, failKind: Pop3ErrorKind = "protocol"): Promise<string> {
    if (this.failure) throw this.failure;
    this.socket.write(Buffer.concat([Buffer.from(line, "utf8"), CRLF]));
    const answer = await this.readLine();
    if (answer.startsWith("+OK")) return answer.slice(3).trim();
    const verb = line.split(" ")[0];
    throw new Pop3Error(failKind, failKind === "auth" ? "The mailbox refused the user name or password." : `The server refused ${verb}.`);
  }
}

/** Connects through egress; a failure is a Pop3Error with egress's class sentence. */
async function connect(options: Pop3Options, timeoutMs: number): Promise<Socket> {
  try {
    return await egressConnect({
      host: options.host,
      port: options.port,
      tls: options.tls ? { ca: options.ca } : undefined,
      timeoutMs,
      allowedPorts: POP3_PORTS,
    });
  } catch (error) {
    if (!(error instanceof EgressError)) throw error;
    const kind: Pop3ErrorKind = error.kind === "timed out" ? "timeout" : error.kind === "TLS error" ? "tls" : "connect";
    throw new Pop3Error(kind, error.message);
  }
}
