/**
 * Shared set-up of the messaging benchmarks: the SMTP sink child process, a fresh database with a
 * workspace ready to send (enterprise plan, postal address, a verified DKIM domain whose SMTP server
 * is the sink, the workspace's pace limits lifted), and N subscribed contacts in one static list.
 */
import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import { sql } from "drizzle-orm";
import { setPlanManually } from "../../src/modules/billing";
import { openPglite, type DbHandle } from "../../src/server/db/client";
import { migrateDb } from "../../src/server/db/migrate";
import { makeWorkspace } from "../../tests/support/factories";
import { makeSendingDomain, setSendingSettings } from "../../tests/support/messaging";
import { freshPostgres } from "./postgres";

export const root = path.resolve(import.meta.dirname, "../..");

export type SinkStats = { received: number; unique: number; firstAt: number; lastAt: number; perSecond: Array<[number, number]> };
export type SinkDetail = SinkStats & { ids: Array<[string, number]>; recipients: Array<[string, string[]]>; repeats: Array<[string, number, number]> };

/** The sink in its own process; `ask` sends a request and resolves with its answer. */
export async function startSink() {
  const child: ChildProcess = fork(path.join(root, "bench/support/smtp-sink.mjs"), [], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const next = (type: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const on = (msg: Record<string, unknown>) => {
        if (msg.type !== type) return;
        child.off("message", on);
        resolve(msg);
      };
      child.on("message", on);
    });
  const { port } = (await next("ready")) as { port: number };
  const ask = async <T>(type: "stats" | "detail" | "reset"): Promise<T> => {
    const answer = next(type);
    child.send({ type });
    return (await answer) as T;
  };
  return {
    port,
    pid: child.pid!,
    stats: () => ask<SinkStats>("stats"),
    detail: () => ask<SinkDetail>("detail"),
    reset: () => ask("reset"),
    stop: () => child.kill("SIGTERM"),
  };
}

/** A migrated database: a fresh one on BENCH_DATABASE_URL's PostgreSQL server, else in-memory PGlite. */
export async function openBenchDb(): Promise<{ handle: DbHandle; url: string | null; drop: () => Promise<void> }> {
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) {
    const handle = openPglite();
    await migrateDb(handle, path.join(root, "drizzle"));
    return { handle, url: null, drop: () => handle.close() };
  }
  const fresh = await freshPostgres(server);
  await migrateDb(fresh.handle, path.join(root, "drizzle"));
  return fresh;
}

/** A workspace ready to send through the sink, with `count` contacts spread over 50 receiving domains, in one list. */
export async function sendingWorkspace(handle: DbHandle, sinkPort: number, count: number) {
  const db = handle.db;
  const { workspace, tenant } = await makeWorkspace(db);
  await setPlanManually(db, workspace.id, "enterprise");
  // The defaults (100 messages/s, 3,000 per receiving domain a minute) are a new workspace's safe pace; a bench measures the engine.
  await setSendingSettings(db, workspace.id, { ratePerSecond: 1_000_000, perDomainPerMinute: 1_000_000 });
  const domain = await makeSendingDomain(db, workspace.id, { smtpPort: sinkPort, domain: "mail.bench.test" });
  for (let from = 1; from <= count; from += 50_000) {
    const to = Math.min(count, from + 49_999);
    await db.execute(sql`
      insert into crm_contacts (workspace_id, email, email_hash, first_name, last_name, company_name, job_title, email_consent)
      select ${workspace.id}, 'r' || i || '@d' || (i % 50) || '.bench.test', encode(sha256(convert_to('r' || i || '@d' || (i % 50) || '.bench.test', 'UTF8')), 'hex'),
        (array['Ada','Grace','Alan','Edsger','Barbara', null])[1 + i % 6], (array['Lovelace','Hopper','Turing'])[1 + i % 3],
        'Company ' || (i % 500), 'Engineer', 'subscribed'
      from generate_series(${from}::int, ${to}::int) i`);
  }
  const list = await db.execute<{ id: string }>(
    sql`insert into crm_lists (workspace_id, name, kind) values (${workspace.id}, 'Everyone', 'static') returning id`,
  );
  const listId = list.rows[0]!.id;
  await db.execute(
    sql`insert into crm_list_members (workspace_id, list_id, contact_id) select ${workspace.id}, ${listId}, id from crm_contacts where workspace_id = ${workspace.id}`,
  );
  await db.execute(sql`analyze`);
  return { workspace, tenant, domain, listId };
}

const section = (i: number) => `<tr><td style="padding:16px 24px;font:15px/1.6 Arial,sans-serif;color:#222">
  <h2 style="margin:0 0 8px;font-size:20px">Collection ${i}: new arrivals for {{ contact.first_name | "you" }}</h2>
  <p style="margin:0 0 12px">Our spring range is here: linen shirts, light jackets and shoes for long walks. Members of
  {{ workspace.name }} get early access, free returns and 20% off their first order this week only.</p>
  <p style="margin:0"><a href="https://shop.example.com/collections/${i}?utm_source=email" style="color:#0b5cff">Shop collection ${i}</a></p>
</td></tr>`;

/** A realistic personalised marketing email (~6 kB of HTML, 6 tracked links). */
export const benchMessage = {
  fromName: "Acme",
  fromLocal: "news",
  subject: '{{ contact.first_name | "Hello" }}, the spring collection is here',
  html: `<!doctype html><html><body style="margin:0;background:#f5f5f5"><table role="presentation" width="600" style="background:#fff">
<tr><td style="padding:24px">Hi {{ contact.first_name | "there" }} {{ contact.last_name }} at {{ contact.company }},</td></tr>
${[1, 2, 3, 4, 5, 6].map(section).join("\n")}
</table></body></html>`,
};

/** Peak RSS above the baseline, sampled every 20 ms until stopped. */
export function rssSampler() {
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  return { stop: () => (clearInterval(timer), { baseMb: Math.round(base / 2 ** 20), growthMb: Math.round((peak - base) / 2 ** 20) }) };
}

/** The median of the per-second delivery counts, leaving out the first and last (partial) seconds. */
export function sustained(perSecond: Array<[number, number]>): number {
  const counts = [...perSecond]
    .sort((a, b) => a[0] - b[0])
    .slice(1, -1)
    .map(([, n]) => n);
  if (counts.length === 0) return 0;
  return counts.sort((a, b) => a - b)[Math.floor(counts.length / 2)]!;
}
