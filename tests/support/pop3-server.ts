import { randomBytes } from "node:crypto";
import net, { type AddressInfo } from "node:net";
import tls from "node:tls";

/**
 * A POP3 server on 127.0.0.1 (RFC 1939, enough for the bounce mailbox reader): USER/PASS, STAT,
 * LIST, UIDL, RETR, DELE, RSET, NOOP, QUIT, with dot-stuffing, deletions applied at QUIT only and the
 * maildrop locked while a session holds it. Plain TCP, or TLS from the first byte with `tls`.
 */
export type Pop3ServerOptions = { user: string; password: string; messages?: (string | Buffer)[]; tls?: { cert: string; key: string } };

type Stored = { uid: string; bytes: Buffer };

export async function startPop3Server(options: Pop3ServerOptions) {
  const mailbox: Stored[] = [];
  const add = (message: string | Buffer) =>
    mailbox.push({ uid: randomBytes(8).toString("hex"), bytes: Buffer.isBuffer(message) ? message : Buffer.from(message.replace(/\r?\n/g, "\r\n"), "utf8") });
  for (const m of options.messages ?? []) add(m);
  const commands: string[] = [];
  let locked = false;
  const sockets = new Set<net.Socket>();

  const session = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    let state: "auth" | "transaction" = "auth";
    let user: string | null = null;
    let holdsLock = false;
    let view: Stored[] = [];
    const deleted = new Set<number>();
    const send = (line: string) => socket.write(`${line}\r\n`);
    const message = (arg: string | undefined) => {
      const n = Number(arg);
      return Number.isInteger(n) && n >= 1 && n <= view.length && !deleted.has(n) ? n : null;
    };
    const release = () => {
      if (holdsLock) locked = false;
      holdsLock = false;
    };
    socket.on("close", release);
    send("+OK POP3 test server ready");
    let pending = "";
    socket.on("data", (chunk: Buffer) => {
      pending += chunk.toString("latin1");
      let end: number;
      while ((end = pending.indexOf("\r\n")) >= 0) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 2);
        const [verb = "", ...args] = line.split(" ");
        const cmd = verb.toUpperCase();
        commands.push(cmd === "PASS" ? "PASS ****" : line);
        if (cmd === "QUIT") {
          if (state === "transaction") {
            for (const n of [...deleted].sort((a, b) => b - a)) mailbox.splice(mailbox.indexOf(view[n - 1]!), 1);
          }
          release();
          send("+OK bye");
          socket.end();
          return;
        }
        if (state === "auth") {
          if (cmd === "USER") {
            user = args.join(" ");
            send("+OK");
          } else if (cmd === "PASS") {
            if (user !== options.user || args.join(" ") !== options.password) {
              user = null;
              send("-ERR [AUTH] Invalid login");
            } else if (locked) send("-ERR [IN-USE] Mailbox locked by another session");
            else {
              locked = holdsLock = true;
              state = "transaction";
              view = [...mailbox];
              send("+OK Logged in");
            }
          } else send("-ERR Sign in first");
          continue;
        }
        const live = view.map((m, i) => ({ m, n: i + 1 })).filter(({ n }) => !deleted.has(n));
        switch (cmd) {
          case "STAT":
            send(`+OK ${live.length} ${live.reduce((s, { m }) => s + m.bytes.length, 0)}`);
            break;
          case "LIST":
          case "UIDL": {
            const value = (m: Stored) => (cmd === "LIST" ? String(m.bytes.length) : m.uid);
            if (args[0]) {
              const n = message(args[0]);
              send(n ? `+OK ${n} ${value(view[n - 1]!)}` : "-ERR No such message");
            } else {
              send(`+OK ${live.length} messages`);
              for (const { m, n } of live) send(`${n} ${value(m)}`);
              send(".");
            }
            break;
          }
          case "RETR": {
            const n = message(args[0]);
            if (!n) {
              send("-ERR No such message");
              break;
            }
            const text = view[n - 1]!.bytes.toString("latin1");
            const body = text
              .split("\r\n")
              .map((l) => (l.startsWith(".") ? `.${l}` : l))
              .join("\r\n");
            socket.write(`+OK ${view[n - 1]!.bytes.length} octets\r\n${body}${body.endsWith("\r\n") ? "" : "\r\n"}.\r\n`, "latin1");
            break;
          }
          case "DELE": {
            const n = message(args[0]);
            if (n) deleted.add(n);
            send(n ? `+OK Marked to be deleted` : "-ERR No such message");
            break;
          }
          case "RSET":
            deleted.clear();
            send("+OK");
            break;
          case "NOOP":
            send("+OK");
            break;
          default:
            send("-ERR Unknown command");
        }
      }
    });
  };

  const server = options.tls ? tls.createServer({ cert: options.tls.cert, key: options.tls.key }, session) : net.createServer(session);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    /** What the mailbox holds now (deletions show after a session's QUIT). */
    mailbox: () => mailbox.map((m) => m.bytes.toString("utf8")),
    add,
    commands,
    /** Sessions still open on the server's side (a client's hang-up shows here once the server has read all it sent). */
    openSessions: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A TCP server on 127.0.0.1 that isn't POP3: it greets like an HTTP-ish service and hangs up. */
export async function startNotPop3Server() {
  const server = net.createServer((socket) => socket.end("HTTP/1.1 400 Bad Request\r\n\r\n"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
