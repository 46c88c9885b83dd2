import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg, { escapeLiteral } from "pg";
import type { DayRange, FactBatch, FactKind, WindowOwner } from "@/modules/connectors";
import { monthEnd, monthStart } from "@/lib/days";
import type { Db, Tx } from "@/server/db/client";
import { repeatedAdKey } from "./ad-keys";
import { adRollups, fromMicros, monthSums, type AdTotals } from "./ad-rollup-sums";
import { copyClientOf, copyInAll, copyValue, CopyText, type CopyClient, type CopyPart } from "@/server/db/copy";

/** The source a window belongs to (connectors' type: they fill windows through their warehouse port). */
export type { WindowOwner };

type Col = { name: string; type: string };
type Value = string | number | null;
/**
 * How a kind of row is written: `own` are the columns every row of a window shares (the owner's),
 * `cols` the row's own. COPY escapes the shared ones once per window (a backfill writes a million rows).
 * `copyRow`, where given, writes the row's own values (those of `values`, tab-separated) straight
 * into the COPY bytes: the paid-media tables, whose rows a backfill counts in millions.
 */
type Spec<R> = {
  table: string;
  dateColumn: string;
  own: Col[];
  owned: (owner: WindowOwner) => Value[];
  cols: Col[];
  values: (row: R) => Value[];
  copyRow?: (out: CopyText, row: R) => unknown;
};

const c = (name: string, type: string): Col => ({ name, type });
const ownerCols = [c("workspace_id", "uuid"), c("source_id", "uuid")];
const owned = (o: WindowOwner): Value[] => [o.workspaceId, o.sourceId];
const zoneCols = [...ownerCols, c("currency", "text"), c("time_zone", "text")];
const ownedWithZone = (o: WindowOwner): Value[] => [o.workspaceId, o.sourceId, o.currency, o.timeZone];

const specs = {
  ad: {
    table: "wh_ad_daily",
    dateColumn: "date",
    own: [...zoneCols, c("platform", "text"), c("account_id", "text")],
    owned: (o: WindowOwner) => [...ownedWithZone(o), o.platform, o.accountId],
    cols: [
      c("campaign_id", "text"),
      c("ad_group_id", "text"),
      c("date", "date"),
      c("impressions", "bigint"),
      c("clicks", "bigint"),
      c("spend", "numeric"),
      c("conversions", "numeric"),
      c("conversion_value", "numeric"),
      c("extras", "jsonb"),
    ],
    values: (r: NonNullable<FactBatch["ad"]>[number]) => [
      r.campaignId,
      r.adGroupId ?? "",
      r.date,
      r.impressions,
      r.clicks,
      r.spend,
      r.conversions,
      r.conversionValue,
      r.extras ? JSON.stringify(r.extras) : null,
    ],
    copyRow: (out: CopyText, r: NonNullable<FactBatch["ad"]>[number]) => {
      out
        .text(r.campaignId)
        .tab()
        .text(r.adGroupId ?? "")
        .tab()
        .text(r.date)
        .tab()
        .number(r.impressions)
        .tab()
        .number(r.clicks)
        .tab();
      out.text(r.spend).tab().text(r.conversions).tab().text(r.conversionValue).tab();
      if (r.extras) out.text(JSON.stringify(r.extras));
      else out.null();
    },
  },
  search: {
    table: "wh_search_daily",
    dateColumn: "date",
    own: ownerCols,
    owned,
    cols: [
      c("date", "date"),
      c("query", "text"),
      c("page", "text"),
      c("country", "text"),
      c("device", "text"),
      c("clicks", "bigint"),
      c("impressions", "bigint"),
      c("position_weighted", "numeric"),
    ],
    values: (r: NonNullable<FactBatch["search"]>[number]) => [
      r.date,
      r.query,
      r.page,
      r.country,
      r.device,
      r.clicks,
      r.impressions,
      (r.position * r.impressions).toFixed(4),
    ],
  },
  web: {
    table: "wh_web_daily",
    dateColumn: "date",
    own: zoneCols,
    owned: ownedWithZone,
    cols: [
      c("date", "date"),
      c("channel", "text"),
      c("source_medium", "text"),
      c("landing_page", "text"),
      c("sessions", "bigint"),
      c("users", "bigint"),
      c("engaged_sessions", "bigint"),
      c("key_events", "numeric"),
      c("revenue", "numeric"),
    ],
    values: (r: NonNullable<FactBatch["web"]>[number]) => [
      r.date,
      r.channel,
      r.sourceMedium,
      r.landingPage,
      r.sessions,
      r.users,
      r.engagedSessions,
      r.keyEvents,
      r.revenue,
    ],
  },
  social: {
    table: "wh_social_daily",
    dateColumn: "date",
    own: ownerCols,
    owned,
    cols: [c("date", "date"), c("reach", "bigint"), c("views", "bigint"), c("engagement", "bigint"), c("follows", "bigint"), c("posts", "bigint")],
    values: (r: NonNullable<FactBatch["social"]>[number]) => [r.date, r.reach, r.views, r.engagement, r.follows, r.posts],
  },
  email: {
    table: "wh_email_campaigns",
    dateColumn: "send_date",
    own: ownerCols,
    owned,
    cols: [
      c("campaign_id", "text"),
      c("name", "text"),
      c("send_date", "date"),
      c("sent", "bigint"),
      c("delivered", "bigint"),
      c("opens", "bigint"),
      c("clicks", "bigint"),
      c("bounces", "bigint"),
      c("unsubscribes", "bigint"),
      c("revenue", "numeric"),
      c("currency", "text"),
    ],
    values: (r: NonNullable<FactBatch["email"]>[number]) => [
      r.campaignId,
      r.name,
      r.sendDate,
      r.sent,
      r.delivered,
      r.opens,
      r.clicks,
      r.bounces,
      r.unsubscribes,
      r.revenue,
      r.currency,
    ],
  },
  store: {
    table: "wh_store_daily",
    dateColumn: "date",
    own: zoneCols,
    owned: ownedWithZone,
    cols: [c("date", "date"), c("orders", "bigint"), c("revenue", "numeric"), c("new_customers", "bigint"), c("returning_customers", "bigint")],
    values: (r: NonNullable<FactBatch["store"]>[number]) => [r.date, r.orders, r.revenue, r.newCustomers, r.returningCustomers],
  },
} satisfies { [K in FactKind]: Spec<NonNullable<FactBatch[K]>[number]> };

const rollupSpecs = {
  sourceDay: {
    table: "wh_ad_source_day",
    dateColumn: "date",
    own: [...ownerCols, c("platform", "text"), c("currency", "text")],
    owned: (o: WindowOwner) => [o.workspaceId, o.sourceId, o.platform, o.currency],
    cols: [
      c("date", "date"),
      c("impressions", "bigint"),
      c("clicks", "bigint"),
      c("spend", "numeric"),
      c("conversions", "numeric"),
      c("conversion_value", "numeric"),
    ],
    values: (t: AdTotals) => [t.date, t.impressions, t.clicks, fromMicros(t.spend), fromMicros(t.conversions), fromMicros(t.conversionValue)],
    copyRow: (out: CopyText, t: AdTotals) =>
      out.text(t.date).tab().number(t.impressions).tab().number(t.clicks).tab().micros(t.spend).tab().micros(t.conversions).tab().micros(t.conversionValue),
  } satisfies Spec<AdTotals>,
  campaignDay: {
    table: "wh_ad_campaign_day",
    dateColumn: "date",
    own: [...ownerCols, c("currency", "text")],
    owned: (o: WindowOwner) => [o.workspaceId, o.sourceId, o.currency],
    cols: [
      c("campaign_id", "text"),
      c("date", "date"),
      c("impressions", "bigint"),
      c("clicks", "bigint"),
      c("spend", "numeric"),
      c("conversions", "numeric"),
      c("conversion_value", "numeric"),
    ],
    values: (t: AdTotals) => [t.campaignId, t.date, t.impressions, t.clicks, fromMicros(t.spend), fromMicros(t.conversions), fromMicros(t.conversionValue)],
    copyRow: (out: CopyText, t: AdTotals) =>
      out
        .text(t.campaignId)
        .tab()
        .text(t.date)
        .tab()
        .number(t.impressions)
        .tab()
        .number(t.clicks)
        .tab()
        .micros(t.spend)
        .tab()
        .micros(t.conversions)
        .tab()
        .micros(t.conversionValue),
  } satisfies Spec<AdTotals>,
};

/**
 * The rows of a batch for a fact kind, outside the window dropped (platforms sometimes pad). Paid
 * media must name each date, campaign and ad group once (the table has no unique key to refuse a
 * second row: warehouse.table.ts, sourceDayIndex); a batch that doesn't is refused whole.
 */
function rowsOf(kind: FactKind, batch: FactBatch, window: DayRange): { date: string }[] {
  const rows = (batch[kind] ?? []) as ({ date?: string; sendDate?: string } & object)[];
  const inWindow = rows.filter((r) => {
    const d = (r.date ?? r.sendDate)!;
    return d >= window.start && d <= window.end;
  }) as { date: string }[];
  const repeated = kind === "ad" ? repeatedAdKey(inWindow as NonNullable<FactBatch["ad"]>) : null;
  if (repeated)
    throw new Error(
      `The paid-media rows of ${window.start} to ${window.end} name campaign ${repeated.campaignId}, ad group "${repeated.adGroupId ?? ""}" on ${repeated.date} more than once; nothing was written`,
    );
  return inWindow;
}

/**
 * Two-key advisory locks in this class are the warehouse's, one per source (the second key is a
 * hash of its id; two sources that share one merely wait for each other).
 */
const SOURCE_WRITE_LOCK = 0x77680001;

/**
 * Makes the transaction the only writer of the source's warehouse rows until it ends. Every window
 * clears its days and writes them again, so two writers of one source at once would each clear what
 * the other hadn't committed yet and keep both rows; the second now waits, and its clearing
 * statement (a later statement, with a later snapshot) sees the first one's rows.
 */
function lockSourceWrites(owner: Pick<WindowOwner, "sourceId">): SQL {
  return sql`select pg_advisory_xact_lock(${SOURCE_WRITE_LOCK}, hashtext(${owner.sourceId}))`;
}

/** One source's rows over a window (`column` names the table's day). */
function sourceWindow(owner: Pick<WindowOwner, "workspaceId" | "sourceId">, column: string, window: DayRange): SQL {
  return sql`workspace_id = ${owner.workspaceId} and source_id = ${owner.sourceId} and ${sql.raw(column)} between ${window.start} and ${window.end}`;
}

const BATCH = 20_000;

/** Rows bound for one table: as a COPY statement (PostgreSQL), or inserted (PGlite). */
type Insert = { copy: (owner: WindowOwner) => CopyPart; unnest: (tx: Tx, owner: WindowOwner) => Promise<void> };
const insert = <R>(spec: Spec<R>, rows: R[]): Insert => ({
  copy: (owner) => copyPart(spec, rows, owner),
  unnest: (tx, owner) => insertRows(tx, spec, rows, owner),
});

/** A table's rows as a COPY statement and its text. */
function copyPart<R>(spec: Spec<R>, rows: R[], owner: WindowOwner): CopyPart {
  const names = [...spec.own, ...spec.cols].map((col) => col.name).join(", ");
  const prefix = spec
    .owned(owner)
    .map((v) => copyValue(v) + "\t")
    .join("");
  const text = new CopyText(rows.length * (prefix.length + 96));
  const copyRow = spec.copyRow;
  if (copyRow) {
    const shared = Buffer.from(prefix, "utf8");
    for (const row of rows) {
      text.raw(shared);
      copyRow(text, row);
      text.endLine();
    }
  } else
    for (const row of rows) {
      const v = spec.values(row);
      let line = prefix + copyValue(v[0]!);
      for (let j = 1; j < v.length; j++) line += "\t" + copyValue(v[j]!);
      text.line(line);
    }
  return { statement: `copy ${spec.table} (${names}) from stdin`, data: text.bytes() };
}

/** Inserts rows on PGlite: INSERT … SELECT FROM unnest(arrays), the shared columns as one parameter each. */
async function insertRows<R>(tx: Tx, spec: Spec<R>, rows: R[], owner: WindowOwner): Promise<void> {
  const names = [...spec.own, ...spec.cols].map((col) => col.name).join(", ");
  const shared = spec.owned(owner);
  // The shared columns as one parameter each, the row's own as arrays.
  const constants = sql.join(
    spec.own.map((col, j) => sql`${shared[j]}::${sql.raw(col.type)}`),
    sql`, `,
  );
  const select = spec.cols.map((col, j) => (col.type === "jsonb" ? `c${j}::jsonb` : `c${j}`)).join(", ");
  const aliases = spec.cols.map((_, j) => `c${j}`).join(", ");
  for (let i = 0; i < rows.length; i += BATCH) {
    const slice = rows.slice(i, i + BATCH).map((r) => spec.values(r));
    const arrays: SQL[] = spec.cols.map((col, j) => sql`${sql.param(slice.map((v) => v[j]))}::${sql.raw(col.type === "jsonb" ? "text" : col.type)}[]`);
    await tx.execute(
      sql`insert into ${sql.raw(spec.table)} (${sql.raw(names)}) select ${constants}, ${sql.raw(select)} from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.raw(aliases)})`,
    );
  }
}

/**
 * The upsert of campaign and ad-group names and statuses, both tables in one statement, or null when
 * the batch names none.
 * Rows already stored as they are now are left out before the upsert: ON CONFLICT locks the row it
 * meets even when its WHERE then declines the update, and a backfill meets the same 75 names in
 * each of its hundreds of windows (measured: 2,000 unchanged upserts 510 ms of server time with the
 * locks, 205 ms without). A row added meanwhile by another sync still lands in ON CONFLICT.
 */
function dimensionUpsert(owner: WindowOwner, batch: FactBatch): SQL | null {
  const campaigns = dedupe(batch.campaigns ?? []);
  const groups = dedupe(batch.adGroups ?? []);
  const campaignUpsert = sql`
      insert into wh_ad_campaigns (workspace_id, source_id, campaign_id, name, status)
      select ${owner.workspaceId}::uuid, ${owner.sourceId}::uuid, u.id, u.name, u.status
      from unnest(${sql.param(campaigns.map((d) => d.id))}::text[], ${sql.param(campaigns.map((d) => d.name))}::text[], ${sql.param(campaigns.map((d) => d.status ?? null))}::text[]) as u(id, name, status)
      left join wh_ad_campaigns c on c.workspace_id = ${owner.workspaceId} and c.source_id = ${owner.sourceId} and c.campaign_id = u.id
      where c.campaign_id is null or (c.name, c.status) is distinct from (u.name, coalesce(u.status, c.status))
      on conflict (workspace_id, source_id, campaign_id) do update set name = excluded.name, status = coalesce(excluded.status, wh_ad_campaigns.status), updated_at = now()
      where (wh_ad_campaigns.name, wh_ad_campaigns.status) is distinct from (excluded.name, coalesce(excluded.status, wh_ad_campaigns.status))`;
  const groupUpsert = sql`
      insert into wh_ad_groups (workspace_id, source_id, ad_group_id, campaign_id, name, status)
      select ${owner.workspaceId}::uuid, ${owner.sourceId}::uuid, u.id, u.campaign_id, u.name, u.status
      from unnest(${sql.param(groups.map((d) => d.id))}::text[], ${sql.param(groups.map((d) => d.campaignId ?? ""))}::text[], ${sql.param(groups.map((d) => d.name))}::text[], ${sql.param(groups.map((d) => d.status ?? null))}::text[]) as u(id, campaign_id, name, status)
      left join wh_ad_groups g on g.workspace_id = ${owner.workspaceId} and g.source_id = ${owner.sourceId} and g.ad_group_id = u.id
      where g.ad_group_id is null or (g.name, g.campaign_id, g.status) is distinct from (u.name, u.campaign_id, coalesce(u.status, g.status))
      on conflict (workspace_id, source_id, ad_group_id) do update set name = excluded.name, campaign_id = excluded.campaign_id, status = coalesce(excluded.status, wh_ad_groups.status), updated_at = now()
      where (wh_ad_groups.name, wh_ad_groups.campaign_id, wh_ad_groups.status) is distinct from (excluded.name, excluded.campaign_id, coalesce(excluded.status, wh_ad_groups.status))`;
  // The two tables are independent, so a data-modifying WITH runs both upserts in one statement.
  if (campaigns.length > 0 && groups.length > 0) return sql`with campaigns as (${campaignUpsert}) ${groupUpsert}`;
  return campaigns.length > 0 ? campaignUpsert : groups.length > 0 ? groupUpsert : null;
}

function dedupe<T extends { id: string }>(items: T[]): T[] {
  return [...new Map(items.map((d) => [d.id, d])).values()];
}

/** Recomputes the rollups of one source over a window from its facts, as the source's writer (lockSourceWrites). */
export async function refreshRollups(tx: Tx, kind: FactKind, owner: Pick<WindowOwner, "workspaceId" | "sourceId">, window: DayRange): Promise<void> {
  await tx.execute(lockSourceWrites(owner));
  await sumRollups(tx, kind, owner, window);
}

/** refreshRollups in a transaction that holds the source's write lock already. */
async function sumRollups(tx: Tx, kind: FactKind, owner: Pick<WindowOwner, "workspaceId" | "sourceId">, window: DayRange): Promise<void> {
  const where = sourceWindow(owner, "date", window);
  if (kind === "ad") {
    await tx.execute(sql`delete from wh_ad_source_day where ${where}`);
    await tx.execute(sql`
      insert into wh_ad_source_day (workspace_id, source_id, platform, date, currency, impressions, clicks, spend, conversions, conversion_value)
      select workspace_id, source_id, min(platform), date, min(currency), sum(impressions), sum(clicks), sum(spend), sum(conversions), sum(conversion_value)
      from wh_ad_daily where ${where} group by workspace_id, source_id, date`);
    await tx.execute(sql`delete from wh_ad_campaign_day where ${where}`);
    await tx.execute(sql`
      insert into wh_ad_campaign_day (workspace_id, source_id, campaign_id, date, currency, impressions, clicks, spend, conversions, conversion_value)
      select workspace_id, source_id, campaign_id, date, min(currency), sum(impressions), sum(clicks), sum(spend), sum(conversions), sum(conversion_value)
      from wh_ad_daily where ${where} group by workspace_id, source_id, date, campaign_id`);
    await refreshCampaignMonths(tx, owner, window);
  } else if (kind === "search") {
    await tx.execute(sql`delete from wh_search_source_day where ${where}`);
    await tx.execute(sql`
      insert into wh_search_source_day (workspace_id, source_id, date, clicks, impressions, position_weighted)
      select workspace_id, source_id, date, sum(clicks), sum(impressions), sum(position_weighted)
      from wh_search_daily where ${where} group by workspace_id, source_id, date`);
  } else if (kind === "web") {
    await tx.execute(sql`delete from wh_web_source_day where ${where}`);
    await tx.execute(sql`
      insert into wh_web_source_day (workspace_id, source_id, date, channel, currency, sessions, users, engaged_sessions, key_events, revenue)
      select workspace_id, source_id, date, channel, min(currency), sum(sessions), sum(users), sum(engaged_sessions), sum(key_events), sum(revenue)
      from wh_web_daily where ${where} group by workspace_id, source_id, date, channel`);
  }
  // social, email and store facts are already one row per source and day (or send): reports read them directly.
}

/**
 * Replaces what the warehouse holds for one source over one window with what the platform says now:
 * rows that vanished at the source vanish here too. Runs in the caller's transaction with the
 * rollup refresh, so reports never see half a window. Returns the rows written.
 */
export async function replaceWindow(tx: Tx, kind: FactKind, owner: WindowOwner, window: DayRange, batch: FactBatch): Promise<number> {
  const spec = specs[kind] as Spec<unknown>;
  const rows = rowsOf(kind, batch, window);
  const sums = kind === "ad" ? adRollups(rows as NonNullable<FactBatch["ad"]>) : null;
  if (sums) {
    await runSteps(tx, owner, adWindowSteps(owner, window, rows as NonNullable<FactBatch["ad"]>, sums, batch));
    return rows.length;
  }
  const dimensions = kind === "ad" ? dimensionUpsert(owner, batch) : null;
  await runSteps(tx, owner, [
    syncCommitOff,
    lockSourceWrites(owner),
    sql`delete from ${sql.raw(spec.table)} where ${sourceWindow(owner, spec.dateColumn, window)}`,
    insert(spec, rows),
    ...(dimensions ? [dimensions] : []),
  ]);
  await sumRollups(tx, kind, owner, window);
  return rows.length;
}

/**
 * The commit needn't wait for the disk: a window and the sync's cursor commit together, so a commit
 * lost in a crash only means the window is fetched and written again (a backfill commits hundreds of
 * windows; waiting for each flush was most of their time).
 */
const syncCommitOff = sql`set local synchronous_commit = off`;

/** A step of a window's write: a statement, or rows bound for a table. */
type Step = SQL | Insert;
const isInsert = (step: Step): step is Insert => "unnest" in step;

/**
 * A paid-media window whose amounts sum exactly here: its source locked for writing, the window
 * cleared (its rollups too, if it held facts), the facts and both day rollups inserted, the names
 * upserted, the campaign months kept. Whether the window held facts is decided by the clearing
 * statement and read by the later ones from `amt.window_had_rows`, so the whole list can go to the
 * server at once (runSteps).
 */
function adWindowSteps(
  owner: WindowOwner,
  window: DayRange,
  rows: NonNullable<FactBatch["ad"]>,
  sums: NonNullable<ReturnType<typeof adRollups>>,
  batch: FactBatch,
): Step[] {
  const dimensions = dimensionUpsert(owner, batch);
  return [
    syncCommitOff,
    lockSourceWrites(owner),
    clearAdWindow(owner, window),
    insert(specs.ad, rows),
    ...rollupSteps(owner, window, sums, windowHadRows),
    ...(dimensions ? [dimensions] : []),
  ];
}

/**
 * Both day rollups of a window inserted from its sums, and the campaign months: a new window's
 * month sums added to the stored ones (exact, since its days held nothing), a rewritten window's
 * months summed again from the campaign-day rollup. `hadRows` tells which, in SQL.
 */
function rollupSteps(owner: WindowOwner, window: DayRange, sums: NonNullable<ReturnType<typeof adRollups>>, hadRows: SQL): Step[] {
  const months = monthSums(sums.campaignDay);
  return [
    insert(rollupSpecs.sourceDay, sums.sourceDay),
    insert(rollupSpecs.campaignDay, sums.campaignDay),
    ...(months.length > 0 ? [campaignMonthsAdded(owner, months, sql`not ${hadRows}`)] : []),
    campaignMonthsFromDays(owner, window, hadRows),
  ];
}

/**
 * Runs a window's steps in the caller's transaction. On PostgreSQL they are one Query message (the
 * statements with their values inlined, the inserts as COPY), then the COPY rows: one round trip. A
 * backfill writes hundreds of windows, two sources at once, while the next windows are parsed on
 * the same thread, and each round trip waited for that thread's turn. On PGlite, one by one.
 */
async function runSteps(tx: Tx, owner: WindowOwner, steps: Step[]): Promise<void> {
  const copy = copyClientOf(tx);
  if (copy) await copyInAll(copy, copyParts(owner, steps));
  else for (const step of steps) await (isInsert(step) ? step.unnest(tx, owner) : tx.execute(step));
}

const copyParts = (owner: WindowOwner, steps: Step[]): CopyPart[] => steps.map((step) => (isInsert(step) ? step.copy(owner) : { statement: inline(step) }));

/**
 * replaceWindow in a transaction of its own, committed with `also` (the caller's statements for the
 * same transaction, such as a sync's cursor; given the rows written). On PostgreSQL a paid-media
 * window then takes a single round trip from BEGIN to COMMIT; should a statement fail, the rest are
 * skipped, the transaction is rolled back, and the error is thrown as from a transaction.
 */
export async function writeWindow(
  db: Db,
  kind: FactKind,
  owner: WindowOwner,
  window: DayRange,
  batch: FactBatch,
  also: (written: number) => SQL[] = () => [],
): Promise<number> {
  const inTransaction = () =>
    db.transaction(async (tx) => {
      const written = await replaceWindow(tx, kind, owner, window, batch);
      for (const statement of also(written)) await tx.execute(statement);
      return written;
    });
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (kind !== "ad" || !(pool instanceof pg.Pool)) return inTransaction();
  const rows = rowsOf(kind, batch, window);
  const sums = adRollups(rows as NonNullable<FactBatch["ad"]>);
  // Amounts SQL must sum (rare): replaceWindow's other path, which sums them again.
  if (!sums) return inTransaction();
  const client = await pool.connect();
  try {
    const steps = adWindowSteps(owner, window, rows as NonNullable<FactBatch["ad"]>, sums, batch);
    await copyInAll(client as unknown as CopyClient, [
      { statement: "begin" },
      ...copyParts(owner, steps),
      ...also(rows.length).map((statement) => ({ statement: inline(statement) })),
      { statement: "commit" },
    ]);
  } catch (error) {
    // The statements after the failed one were skipped, the COMMIT among them.
    try {
      await client.query("rollback");
    } catch (rollbackError) {
      client.release(rollbackError as Error);
      throw error;
    }
    client.release();
    throw error;
  }
  client.release();
  return rows.length;
}

const dialect = new PgDialect({ casing: "snake_case" });

/**
 * A statement with its parameters written in as literals (escaped as node-postgres escapes them),
 * for a multi-statement Query. Takes the values the warehouse's statements bind: text, numbers,
 * null, and arrays of those (as array literals); anything else throws rather than be guessed at.
 */
export function inline(statement: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "string") return escapeLiteral(value);
  if (Array.isArray(value)) return escapeLiteral(`{${value.map(arrayElement).join(",")}}`);
  throw new TypeError(`No literal for a ${typeof value} parameter`);
}

function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "string") return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  throw new TypeError(`No array literal for a ${typeof value} element`);
}

/**
 * The paid-media rollups of a window written again from the window's own rows (all of the window, so
 * their sums are the rollups; no re-read), as a sync writes them. Returns false when the amounts
 * can't be summed exactly here, and SQL must (refreshRollups).
 */
export async function writeAdRollups(tx: Tx, owner: WindowOwner, window: DayRange, rows: NonNullable<FactBatch["ad"]>): Promise<boolean> {
  const sums = adRollups(rows);
  if (!sums) return false;
  await runSteps(tx, owner, [lockSourceWrites(owner), clearAdRollups(owner, window), ...rollupSteps(owner, window, sums, sql`true`)]);
  return true;
}

/** Both day rollups of a window and the months it touches, cleared in one statement. */
function clearAdRollups(owner: WindowOwner, window: DayRange): SQL {
  const days = sourceWindow(owner, "date", window);
  return sql`
    with source_days as (delete from wh_ad_source_day where ${days}),
      months as (delete from wh_ad_campaign_month where ${sourceWindow(owner, "month", { start: monthStart(window.start), end: monthEnd(window.end) })})
    delete from wh_ad_campaign_day where ${days}`;
}

/** Whether the window held facts before this write, as `clearAdWindow` left it for the statements after it. */
const windowHadRows = sql.raw("current_setting('amt.window_had_rows')::boolean");

/**
 * A window's facts cleared, and, when there were any, its day rollups and the months it touches
 * (facts and rollups are written together, so a window without facts has no rollups); whether there
 * were is kept in the transaction's `amt.window_had_rows` for the statements that follow.
 */
function clearAdWindow(owner: WindowOwner, window: DayRange): SQL {
  const days = sourceWindow(owner, "date", window);
  return sql`
    with facts as (delete from wh_ad_daily where ${days} returning 1),
      had as (select exists (select 1 from facts) as rows),
      source_days as (delete from wh_ad_source_day where ${days} and (select rows from had)),
      months as (delete from wh_ad_campaign_month where ${sourceWindow(owner, "month", { start: monthStart(window.start), end: monthEnd(window.end) })} and (select rows from had)),
      campaign_days as (delete from wh_ad_campaign_day where ${days} and (select rows from had))
    select set_config('amt.window_had_rows', (select rows from had)::text, true)`;
}

/**
 * Adds a new window's sums to the campaign-month rollup (only when `when` holds): rows for months or
 * campaigns not seen before, the sums added to the stored ones otherwise.
 */
function campaignMonthsAdded(owner: WindowOwner, months: AdTotals[], when: SQL = sql`true`): SQL {
  const column = <T>(pick: (t: AdTotals) => T, type: string) => sql`${sql.param(months.map(pick))}::${sql.raw(type)}[]`;
  return sql`
    insert into wh_ad_campaign_month (workspace_id, source_id, campaign_id, month, currency, impressions, clicks, spend, conversions, conversion_value)
    select ${owner.workspaceId}::uuid, ${owner.sourceId}::uuid, campaign_id, month, ${owner.currency}, impressions, clicks, spend, conversions, conversion_value
    from unnest(${column((t) => t.campaignId, "text")}, ${column((t) => t.date, "date")}, ${column((t) => t.impressions, "bigint")}, ${column((t) => t.clicks, "bigint")},
      ${column((t) => fromMicros(t.spend), "numeric")}, ${column((t) => fromMicros(t.conversions), "numeric")}, ${column((t) => fromMicros(t.conversionValue), "numeric")})
      as u(campaign_id, month, impressions, clicks, spend, conversions, conversion_value)
    where ${when}
    on conflict (workspace_id, source_id, month, campaign_id, currency) do update set
      impressions = wh_ad_campaign_month.impressions + excluded.impressions, clicks = wh_ad_campaign_month.clicks + excluded.clicks,
      spend = wh_ad_campaign_month.spend + excluded.spend, conversions = wh_ad_campaign_month.conversions + excluded.conversions,
      conversion_value = wh_ad_campaign_month.conversion_value + excluded.conversion_value`;
}

const monthOfDate = sql.raw("date - (extract(day from date)::int - 1)");

/**
 * The campaign-month rollup of the months a window touches, cleared and summed again from the
 * campaign-day rollup just written (the window's days, and the rest of those months as they were),
 * so both agree exactly.
 */
async function refreshCampaignMonths(tx: Tx, owner: Pick<WindowOwner, "workspaceId" | "sourceId">, window: DayRange): Promise<void> {
  await tx.execute(sql`delete from wh_ad_campaign_month where ${sourceWindow(owner, "month", { start: monthStart(window.start), end: monthEnd(window.end) })}`);
  await tx.execute(campaignMonthsFromDays(owner, window));
}

/** Inserts the campaign-month rows of the months a window touches, summed from the campaign-day rollup (the months cleared already). */
function campaignMonthsFromDays(owner: Pick<WindowOwner, "workspaceId" | "sourceId">, window: DayRange, when: SQL = sql`true`): SQL {
  const months = { start: monthStart(window.start), end: monthEnd(window.end) };
  return sql`
    insert into wh_ad_campaign_month (workspace_id, source_id, campaign_id, month, currency, impressions, clicks, spend, conversions, conversion_value)
    select workspace_id, source_id, campaign_id, ${monthOfDate}, currency, sum(impressions), sum(clicks), sum(spend), sum(conversions), sum(conversion_value)
    from wh_ad_campaign_day where ${sourceWindow(owner, "date", months)} and ${when}
    group by workspace_id, source_id, campaign_id, ${monthOfDate}, currency`;
}
