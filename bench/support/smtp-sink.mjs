/**
 * An SMTP sink for the messaging benchmarks, run as a child process (so it doesn't share the
 * engine's event loop): it accepts every message, reads the header block only, and counts
 * deliveries per Message-ID and the Message-IDs each recipient got.
 *
 * The parent talks to it over IPC: it sends {port} once listening; {type: "stats"} answers
 * {received, unique, firstAt, lastAt, perSecond: [[epochSecond, count]]}; {type: "detail"} also answers {ids: [[messageId, count]],
 * recipients: [[address, [messageIds]]], repeats: [[messageId, firstAt, againAt]]}; {type: "reset"} clears the counts.
 */
import process from "node:process";
import { SMTPServer } from "smtp-server";

let received = 0;
let firstAt = 0;
let lastAt = 0;
const byId = new Map();
/** When each Message-ID was first received, and every later receipt of it: [id, first, again…]. */
const firstSeen = new Map();
const repeats = [];
const byRecipient = new Map();
/** Deliveries per wall-clock second (epoch seconds → count), for the sustained rate. */
const perSecond = new Map();

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  maxClients: 1000,
  size: 20 * 1024 * 1024,
  onData(stream, session, callback) {
    let head = "";
    let done = false;
    stream.on("data", (chunk) => {
      if (done) return;
      head += chunk.toString("latin1");
      const end = head.indexOf("\r\n\r\n");
      if (end !== -1) {
        head = head.slice(0, end);
        done = true;
      }
    });
    stream.on("end", () => {
      const id = /^Message-ID:\s*<([^>\r\n]+)>/im.exec(head)?.[1] ?? "(none)";
      received++;
      const now = Date.now();
      if (!firstAt) firstAt = now;
      lastAt = now;
      const second = Math.floor(now / 1000);
      perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
      byId.set(id, (byId.get(id) ?? 0) + 1);
      if (!firstSeen.has(id)) firstSeen.set(id, now);
      else repeats.push([id, firstSeen.get(id), now]);
      for (const r of session.envelope.rcptTo) {
        const ids = byRecipient.get(r.address);
        if (!ids) byRecipient.set(r.address, [id]);
        else if (!ids.includes(id)) ids.push(id);
      }
      callback(null, "2.0.0 Queued");
    });
  },
});

// A client killed mid-message (the crash test's worker) resets its connection: not the sink's problem.
server.on("error", () => {});

process.on("message", (msg) => {
  if (msg?.type === "stats" || msg?.type === "detail") {
    const stats = { type: msg.type, received, unique: byId.size, firstAt, lastAt, perSecond: [...perSecond.entries()] };
    if (msg.type === "detail") {
      stats.ids = [...byId.entries()];
      stats.recipients = [...byRecipient.entries()];
      stats.repeats = repeats;
    }
    process.send(stats);
  } else if (msg?.type === "reset") {
    received = 0;
    firstAt = 0;
    lastAt = 0;
    byId.clear();
    byRecipient.clear();
    perSecond.clear();
    firstSeen.clear();
    repeats.length = 0;
    process.send({ type: "reset" });
  }
});

server.listen(0, "127.0.0.1", () => process.send({ type: "ready", port: server.server.address().port }));
process.on("disconnect", () => process.exit(0));
