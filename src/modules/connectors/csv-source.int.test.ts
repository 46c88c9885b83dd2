import type { AddressInfo } from "node:net";
import { TRPCError } from "@trpc/server";
import { createHTTPServer } from "@trpc/server/adapters/standalone";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { NOT_CSV_MESSAGE } from "@/lib/csv-file-check";
import { NUL_MESSAGE } from "@/lib/text";
import { setPlanManually, usage } from "@/modules/billing";
import type { DbHandle } from "@/server/db/client";
import { InvalidError, LimitReachedError } from "@/server/errors";
import { appRouter } from "@/server/trpc/app-router";
import { readCsvFile, readUploadAnswer, UPLOAD_PATH, uploadBody } from "./ui/csv/upload-request";
import { ensureEmailToolSource } from "./server/email-tool.service";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

/** The field messages the wire would carry (the error formatter's: zod issues or InvalidError's fields). */
async function fieldErrorsOf(p: Promise<unknown>): Promise<Record<string, string>> {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, "the call was refused").toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe("BAD_REQUEST");
  const cause = (error as TRPCError).cause;
  if (cause instanceof ZodError) return Object.fromEntries(cause.issues.map((i) => [String(i.path[0]), i.message]));
  if (cause instanceof InvalidError) return cause.fieldErrors;
  return {};
}
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "OK",
    (e: unknown) => (e instanceof TRPCError ? e.code : `unexpected: ${String(e)}`),
  );

const googleAds = [
  "Campaign performance report",
  '"November 1, 2026 - November 3, 2026"',
  "Day,Campaign,Device,Impr.,Clicks,Cost,Conversions,Conv. value",
  '2026-11-01,Brand,Mobile,"1,000",40,$12.10,2,"1,200.05"',
  "2026-11-01,Brand,Desktop,500,10,$7.90,1,99.95",
  "2026-11-02,Brand,Mobile,800,30,$10.00,0,0.00",
  "2026-11-03,Generic,Mobile,200,5,$3.33,0.5,10.10",
  "Total: Account,--,--,2500,85,33.33,3.5,1310.10",
].join("\n");
const basicMapping = { date: "Day", campaign: "Campaign", impressions: "Impr.", clicks: "Clicks", spend: "Cost" };
const googleAdsMapping = { ...basicMapping, conversions: "Conversions", conversionValue: "Conv. value" };

async function workspace(fact: "ad" | "search" | "web" | "social" | "email" | "store" = "ad") {
  const ws = await makeWorkspace(handle.db);
  const owner = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
  const source = await owner.connectors.csv.create({ name: "Google Ads export", fact, currency: "USD", timeZone: "America/New_York" });
  const as = async (role: "member" | "viewer") => {
    const person = await addMember(handle.db, ws.workspace.id, role);
    return callerFor(handle.db, { userId: person.user.id, workspaceId: ws.workspace.id });
  };
  return { ...ws, user: ws.owner, owner, source, as };
}

async function adDays(sourceId: string) {
  const result = await handle.db.execute(
    sql`select date::text as date, impressions::text, clicks::text, spend::text, conversions::text, conversion_value::text as value from wh_ad_source_day where source_id = ${sourceId} order by date`,
  );
  return result.rows;
}

/** Every row a workspace owns in the connector and warehouse tables. */
async function rowsOf(workspaceId: string) {
  const tables = ["connectors_sources", "connectors_sync_runs", "wh_ad_daily", "wh_ad_source_day", "wh_ad_campaigns", "wh_store_daily", "usage_counters"];
  const out: unknown[] = [];
  for (const t of tables) {
    const exists = await handle.db.execute(sql`select 1 from information_schema.tables where table_name = ${t}`);
    if (exists.rows.length > 0) out.push((await handle.db.execute(sql`select * from ${sql.identifier(t)} where workspace_id = ${workspaceId}`)).rows);
  }
  return JSON.stringify(out);
}

describe("creating a CSV source", () => {
  it("adds a source of the chosen fact kind, currency and zone that counts against the plan's sources", async () => {
    const ws = await makeWorkspace(handle.db);
    const owner = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
    const before = (await usage(handle.db, ws.tenant)).used.sources;
    const source = await owner.connectors.csv.create({ name: "Shop orders", fact: "store", currency: "eur", timeZone: "Europe/Paris" });
    expect(source).toMatchObject({ name: "Shop orders", fact: "store", currency: "EUR", timeZone: "Europe/Paris" });
    expect((await usage(handle.db, ws.tenant)).used.sources).toBe(before + 1);
    const list = await owner.connectors.csv.list();
    expect(list.sources).toEqual([expect.objectContaining({ id: source.id, name: "Shop orders", fact: "store", lastUpload: null })]);
    expect(list.defaults).toEqual({ currency: "USD", timeZone: "UTC" });
  });

  it("refuses a source past the plan's limit and writes nothing", async () => {
    const ws = await makeWorkspace(handle.db);
    await setPlanManually(handle.db, ws.workspace.id, "basic");
    const owner = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
    for (const name of ["One", "Two", "Three"]) await owner.connectors.csv.create({ name, fact: "ad", currency: "USD", timeZone: "UTC" });
    const before = await rowsOf(ws.workspace.id);
    await expect(owner.connectors.csv.create({ name: "Four", fact: "ad", currency: "USD", timeZone: "UTC" })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      cause: expect.any(LimitReachedError),
    });
    expect(await rowsOf(ws.workspace.id)).toBe(before);
  });

  it("refuses a name another CSV source has, and currencies or zones that don't exist", async () => {
    const { owner } = await workspace();
    expect(await fieldErrorsOf(owner.connectors.csv.create({ name: "google ads EXPORT", fact: "ad", currency: "USD", timeZone: "UTC" }))).toEqual({
      name: "Choose a name no other CSV source has",
    });
    expect(await fieldErrorsOf(owner.connectors.csv.create({ name: "X", fact: "ad", currency: "XYZ", timeZone: "UTC" }))).toEqual({
      currency: "Choose a currency from the list (an ISO 4217 code such as EUR)",
    });
    expect(await fieldErrorsOf(owner.connectors.csv.create({ name: "X", fact: "ad", currency: "USD", timeZone: "Mars/Olympus" }))).toEqual({
      timeZone: "Choose a time zone from the list (such as Europe/Paris)",
    });
    expect(await fieldErrorsOf(owner.connectors.csv.create({ name: " ", fact: "video" as "ad", currency: "USD", timeZone: "UTC" }))).toEqual({
      name: "Name the source",
      fact: "Choose what the file holds",
    });
  });
});

describe("previewing a file", () => {
  it("shows the header, the first 20 rows, suggested columns and the guessed day format", async () => {
    const { owner, source } = await workspace();
    const rows = Array.from({ length: 30 }, (_, i) => `${String((i % 28) + 1).padStart(2, "0")}/11/2026,Brand,${i},1,1.00`);
    const sample = ["Day,Campaign,Impr.,Clicks,Cost", ...rows].join("\n");
    const preview = await owner.connectors.csv.preview({ sourceId: source.id, sample: sample.slice(0, sample.length - 5), partial: true });
    expect(preview.headers).toEqual(["Day", "Campaign", "Impr.", "Clicks", "Cost"]);
    expect(preview.rows).toHaveLength(20);
    expect(preview.rows[0]).toEqual({ row: 2, fields: ["01/11/2026", "Brand", "0", "1", "1.00"] });
    expect(preview.suggestions).toEqual({ date: "Day", campaign: "Campaign", impressions: "Impr.", clicks: "Clicks", spend: "Cost" });
    expect(preview.dateFormat).toBe("dmy");
    expect(preview.mappingErrors).toEqual({});
    expect(preview.invalid).toEqual([]);
  });

  it("recognises a Meta export and warns about a money column in another currency", async () => {
    const { owner, source } = await workspace();
    const sample =
      "Reporting starts,Reporting ends,Campaign name,Impressions,Link clicks,Amount spent (EUR)\n2026-11-01,2026-11-01,Prospecting,100,3,4.20\n2026-11-02,2026-11-02,Prospecting,0,x,1\n";
    const preview = await owner.connectors.csv.preview({ sourceId: source.id, sample });
    expect(preview.suggestions).toEqual({
      date: "Reporting starts",
      campaign: "Campaign name",
      impressions: "Impressions",
      clicks: "Link clicks",
      spend: "Amount spent (EUR)",
    });
    expect(preview.warnings).toEqual([expect.stringContaining("is in EUR, but this source is in USD")]);
    expect(preview.invalid).toEqual([{ row: 3, reason: "Clicks: “x” isn't a number" }]);
  });

  it("says plainly when the text isn't a CSV table", async () => {
    const { owner, source } = await workspace();
    await expect(owner.connectors.csv.preview({ sourceId: source.id, sample: "just one column\nanother line\n" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/single column/),
    });
    await expect(owner.connectors.csv.preview({ sourceId: source.id, sample: 'a,b\n"open,1\n' })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/never closed/),
    });
  });
});

describe("uploading a file", () => {
  it("writes the rows, adding up a day's split rows to the cent, and records the upload run", async () => {
    const { owner, source } = await workspace();
    const result = await owner.connectors.csv.upload({
      sourceId: source.id,
      fileName: "november.csv",
      csv: googleAds,
      mapping: googleAdsMapping,
      dateFormat: "iso",
    });
    expect(result).toMatchObject({
      written: true,
      rowsRead: 4,
      rowsWritten: 3,
      skipped: 1,
      invalidCount: 0,
      range: { start: "2026-11-01", end: "2026-11-03" },
    });
    expect(await adDays(source.id)).toEqual([
      { date: "2026-11-01", impressions: "1500", clicks: "50", spend: "20.000000", conversions: "3.0000", value: "1300.000000" },
      { date: "2026-11-02", impressions: "800", clicks: "30", spend: "10.000000", conversions: "0.0000", value: "0.000000" },
      { date: "2026-11-03", impressions: "200", clicks: "5", spend: "3.330000", conversions: "0.5000", value: "10.100000" },
    ]);
    const facts = await handle.db.execute(sql`select platform, currency, time_zone from wh_ad_daily where source_id = ${source.id} limit 1`);
    expect(facts.rows[0]).toEqual({ platform: "csv", currency: "USD", time_zone: "America/New_York" });
    const runs = await owner.connectors.sources.runs({ sourceId: source.id });
    expect(runs).toEqual([
      expect.objectContaining({
        id: result.runId,
        kind: "upload",
        status: "succeeded",
        rowsWritten: 3,
        rangeStart: "2026-11-01",
        rangeEnd: "2026-11-03",
        message: expect.stringMatching(/^november\.csv: 4 rows read, 3 written/),
      }),
    ]);
    const list = await owner.connectors.csv.list();
    expect(list.sources[0]).toMatchObject({ dataFrom: "2026-11-01", lastUpload: { rowsWritten: 3, start: "2026-11-01", end: "2026-11-03" } });
  });

  it("replaces the file's days when it is uploaded again, never adds, and leaves other days alone", async () => {
    const { owner, source } = await workspace();
    const upload = (csv: string) => owner.connectors.csv.upload({ sourceId: source.id, csv, mapping: basicMapping, dateFormat: "iso" });
    await upload("Day,Campaign,Impr.,Clicks,Cost\n2026-10-30,Brand,9,9,9.00\n");
    await upload(googleAds);
    await upload(googleAds);
    const twice = await adDays(source.id);
    expect(twice.map((d) => [d.date, d.spend])).toEqual([
      ["2026-10-30", "9.000000"],
      ["2026-11-01", "20.000000"],
      ["2026-11-02", "10.000000"],
      ["2026-11-03", "3.330000"],
    ]);
    // A corrected export of the same days without 2026-11-02: that day's rows vanish.
    await upload("Day,Campaign,Impr.,Clicks,Cost\n2026-11-01,Brand,1,1,1.00\n2026-11-03,Brand,1,1,2.00\n");
    expect((await adDays(source.id)).map((d) => [d.date, d.spend])).toEqual([
      ["2026-10-30", "9.000000"],
      ["2026-11-01", "1.000000"],
      ["2026-11-03", "2.000000"],
    ]);
    const campaigns = await handle.db.execute(sql`select count(*)::int as n from wh_ad_daily where source_id = ${source.id} and date = '2026-11-03'`);
    expect(campaigns.rows[0]).toEqual({ n: 1 });
  });

  it("stops at invalid rows, naming each, unless asked to skip them", async () => {
    const { owner, source, workspace: ws } = await workspace();
    const csv =
      'Day,Campaign,Impr.,Clicks,Cost\n2026-11-01,Brand,10,1,1.00\n2026-11-31,Brand,10,1,1.00\n2026-11-02,Brand,ten,1,1.00\n2026-11-03,Brand,10,1,"1,000.50"\n';
    const before = await rowsOf(ws.id);
    const refused = await owner.connectors.csv.upload({ sourceId: source.id, csv, mapping: basicMapping, dateFormat: "iso" });
    expect(refused).toMatchObject({
      written: false,
      runId: null,
      rowsWritten: 0,
      invalidCount: 2,
      invalid: [
        { row: 3, reason: "Day “2026-11-31” isn't a day in the chosen format" },
        { row: 4, reason: "Impressions: “ten” isn't a number" },
      ],
    });
    expect(await rowsOf(ws.id)).toBe(before);
    const written = await owner.connectors.csv.upload({ sourceId: source.id, csv, mapping: basicMapping, dateFormat: "iso", skipInvalid: true });
    expect(written).toMatchObject({ written: true, rowsWritten: 2, invalidCount: 2, message: expect.stringContaining("2 invalid skipped") });
    expect((await adDays(source.id)).map((d) => [d.date, d.spend])).toEqual([
      ["2026-11-01", "1.000000"],
      ["2026-11-03", "1000.500000"],
    ]);
  });

  it("reads D/M/Y, M/D/Y and Excel serial days as chosen", async () => {
    const { owner, source } = await workspace();
    const mapping = { date: "Day", campaign: "Campaign", clicks: "Clicks" };
    await owner.connectors.csv.upload({ sourceId: source.id, csv: "Day,Campaign,Clicks\n05/11/2026,A,1\n", mapping, dateFormat: "dmy" });
    await owner.connectors.csv.upload({ sourceId: source.id, csv: "Day,Campaign,Clicks\n11/06/2026,A,2\n", mapping, dateFormat: "mdy" });
    await owner.connectors.csv.upload({ sourceId: source.id, csv: "Day,Campaign,Clicks\n46333,A,3\n", mapping, dateFormat: "excel" });
    expect((await adDays(source.id)).map((d) => [d.date, d.clicks])).toEqual([
      ["2026-11-05", "1"],
      ["2026-11-06", "2"],
      ["2026-11-07", "3"],
    ]);
  });

  it("refuses a mapping without the required columns or naming columns the file lacks", async () => {
    const { owner, source } = await workspace();
    expect(
      await fieldErrorsOf(owner.connectors.csv.upload({ sourceId: source.id, csv: googleAds, mapping: { date: "Day", clicks: "Clicks" }, dateFormat: "iso" })),
    ).toEqual({ campaign: "Choose the column that holds campaign." });
    expect(
      await fieldErrorsOf(
        owner.connectors.csv.upload({ sourceId: source.id, csv: googleAds, mapping: { ...googleAdsMapping, spend: "Spend" }, dateFormat: "iso" }),
      ),
    ).toEqual({ spend: "The file has no column “Spend”." });
    expect(
      await fieldErrorsOf(
        owner.connectors.csv.upload({ sourceId: source.id, csv: googleAds, mapping: { ...googleAdsMapping, query: "Day" }, dateFormat: "iso" }),
      ),
    ).toEqual({ query: "ad sources have no field “query”." });
    await expect(
      owner.connectors.csv.upload({
        sourceId: source.id,
        csv: "Day,Campaign,Clicks\nnope,A,1\n",
        mapping: { date: "Day", campaign: "Campaign", clicks: "Clicks" },
        dateFormat: "iso",
      }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "No row of the file could be read. Row 2: Day “nope” isn't a day in the chosen format.",
    });
  });

  it("refuses a file over 20 MB", async () => {
    const { owner, source } = await workspace();
    const big = "Day,Campaign,Clicks\n" + "2026-11-01,A,1\n".repeat(Math.ceil((20 * 1024 * 1024) / 15));
    expect(
      await fieldErrorsOf(
        owner.connectors.csv.upload({ sourceId: source.id, csv: big, mapping: { date: "Day", campaign: "Campaign", clicks: "Clicks" }, dateFormat: "iso" }),
      ),
    ).toEqual({ csv: "The file is larger than 20 MB. Export a shorter date range." });
  });

  it("lands a Shopify orders export as daily store totals, each order once", async () => {
    const { owner, source } = await workspace("store");
    const csv =
      "Name,Created at,Total,Lineitem name\n#1001,2026-11-01 09:00:00 -0500,120.50,Shirt\n#1001,2026-11-01 09:00:00 -0500,,Socks\n#1002,2026-11-01 18:00:00 -0500,79.49,Hat\n#1003,2026-11-02 10:00:00 -0500,10.01,Cap\n";
    const result = await owner.connectors.csv.upload({
      sourceId: source.id,
      csv,
      mapping: { date: "Created at", orderId: "Name", revenue: "Total" },
      dateFormat: "iso",
    });
    expect(result).toMatchObject({ written: true, rowsWritten: 2, skipped: 1 });
    const days = await handle.db.execute(
      sql`select date::text, orders::int, revenue::text, currency from wh_store_daily where source_id = ${source.id} order by date`,
    );
    expect(days.rows).toEqual([
      { date: "2026-11-01", orders: 2, revenue: "199.990000", currency: "USD" },
      { date: "2026-11-02", orders: 1, revenue: "10.010000", currency: "USD" },
    ]);
  });

  it("lands search, web, social and email exports in their own fact tables", async () => {
    const cases = [
      {
        fact: "search",
        table: "wh_search_daily",
        csv: "Date,Clicks,Impressions,CTR,Position\n2026-11-01,12,400,3%,4.5\n2026-11-02,8,100,8%,2\n",
        mapping: { date: "Date", clicks: "Clicks", impressions: "Impressions", position: "Position" },
      },
      {
        fact: "web",
        table: "wh_web_daily",
        csv: "# GA4\nDate,Session default channel group,Sessions,Total users,Total revenue\n20261101,Organic Search,10,8,12.50\n",
        mapping: { date: "Date", channel: "Session default channel group", sessions: "Sessions", users: "Total users", revenue: "Total revenue" },
      },
      { fact: "social", table: "wh_social_daily", csv: "Date,Reach,Posts\n2026-11-01,100,1\n", mapping: { date: "Date", reach: "Reach", posts: "Posts" } },
      {
        fact: "email",
        table: "wh_email_campaigns",
        csv: 'Title,Send Date,Total Recipients,Unique Opens\nNews,"Nov 05, 2026 10:00 am",100,40\n',
        mapping: { name: "Title", sendDate: "Send Date", sent: "Total Recipients", opens: "Unique Opens" },
      },
    ] as const;
    for (const c of cases) {
      const { owner, source } = await workspace(c.fact);
      const result = await owner.connectors.csv.upload({ sourceId: source.id, csv: c.csv, mapping: c.mapping, dateFormat: "iso" });
      expect(result.written, c.fact).toBe(true);
      const rows = await handle.db.execute(sql`select count(*)::int as n from ${sql.identifier(c.table)} where source_id = ${source.id}`);
      expect(rows.rows[0], c.fact).toEqual({ n: result.rowsWritten });
    }
  });
});

describe("files that aren't UTF-8 CSV text", () => {
  /** The start of a real PNG: signature, then the IHDR chunk (its length holds NUL bytes). */
  const png = new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
  ]);
  const utf16le = (text: string) => new Uint8Array([0xff, 0xfe, ...Buffer.from(text, "utf16le")]);
  const cafe = "Day,Campaign,Impr.,Clicks,Cost\n2026-11-01,Café Crème,100,4,2.50\n2026-11-02,Café Crème,50,1,1.00\n";
  /** What a browser that sends the file as File.text() reads (UTF-8 always): how a client skipping the check would post it. */
  const asUtf8Text = (bytes: Uint8Array<ArrayBuffer>) => new Blob([bytes]).text();

  it("refuses a PNG renamed .csv when the dialog reads it, and at the server a request that skipped the dialog, writing nothing", async () => {
    const { owner, source, workspace: ws } = await workspace();
    await expect(readCsvFile(new Blob([png]))).rejects.toThrow(NOT_CSV_MESSAGE);
    const before = await rowsOf(ws.id);
    const text = await asUtf8Text(png);
    expect(await fieldErrorsOf(owner.connectors.csv.preview({ sourceId: source.id, sample: text }))).toEqual({ sample: NUL_MESSAGE });
    expect(await fieldErrorsOf(owner.connectors.csv.upload({ sourceId: source.id, csv: text, mapping: basicMapping, dateFormat: "iso" }))).toEqual({
      csv: NUL_MESSAGE,
    });
    // Binary without a NUL in its head: the control characters give it away.
    const controls = "\u0001\u0002\u0003\u0004,\u0005\u0006\u0007\u0008\n".repeat(20);
    expect(await fieldErrorsOf(owner.connectors.csv.preview({ sourceId: source.id, sample: controls }))).toEqual({ sample: NOT_CSV_MESSAGE });
    expect(await fieldErrorsOf(owner.connectors.csv.upload({ sourceId: source.id, csv: controls, mapping: basicMapping, dateFormat: "iso" }))).toEqual({
      csv: NOT_CSV_MESSAGE,
    });
    expect(await rowsOf(ws.id)).toBe(before);
  });

  it("reads a UTF-16LE file with a byte-order mark by its mark, and refuses it sent read as UTF-8", async () => {
    const { owner, source, workspace: ws } = await workspace();
    const file = new Blob([utf16le(cafe)]);
    const text = await readCsvFile(file);
    const preview = await owner.connectors.csv.preview({ sourceId: source.id, sample: text });
    expect(preview.headers).toEqual(["Day", "Campaign", "Impr.", "Clicks", "Cost"]);
    expect(preview.rows[0]).toEqual({ row: 2, fields: ["2026-11-01", "Café Crème", "100", "4", "2.50"] });
    const before = await rowsOf(ws.id);
    const garbled = await asUtf8Text(utf16le(cafe));
    expect(await fieldErrorsOf(owner.connectors.csv.upload({ sourceId: source.id, csv: garbled, mapping: basicMapping, dateFormat: "iso" }))).toEqual({
      csv: NUL_MESSAGE,
    });
    expect(await rowsOf(ws.id)).toBe(before);
    const result = await owner.connectors.csv.upload({ sourceId: source.id, csv: text, mapping: basicMapping, dateFormat: "iso" });
    expect(result).toMatchObject({ written: true, rowsWritten: 2, range: { start: "2026-11-01", end: "2026-11-02" } });
    const names = await handle.db.execute(sql`select distinct name from wh_ad_campaigns where source_id = ${source.id}`);
    expect(names.rows).toEqual([{ name: "Café Crème" }]);
  });

  it("refuses a header over the column caps and fails a row with an oversized cell", async () => {
    const { owner, source } = await workspace();
    const wide = Array.from({ length: 501 }, (_, i) => `C${i}`).join(",") + "\n" + Array.from({ length: 501 }, () => "1").join(",") + "\n";
    await expect(owner.connectors.csv.preview({ sourceId: source.id, sample: wide })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/501 columns; an import takes at most 500/),
    });
    const long = `Day,Campaign,${"x".repeat(201)}\n2026-11-01,A,1\n`;
    await expect(owner.connectors.csv.preview({ sourceId: source.id, sample: long })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/name of column 3 is longer than 200/),
    });
    const csv = `Day,Campaign,Clicks\n2026-11-01,A,1\n2026-11-02,${"y".repeat(10_001)},2\n`;
    const result = await owner.connectors.csv.upload({
      sourceId: source.id,
      csv,
      mapping: { date: "Day", campaign: "Campaign", clicks: "Clicks" },
      dateFormat: "iso",
    });
    expect(result).toMatchObject({ written: false, invalidCount: 1, invalid: [{ row: 3, reason: "Column 2 holds more than 10,000 characters" }] });
  });
});

describe("who may create and upload", () => {
  it("lets a member preview and upload but not create; refuses a viewer every write, changing nothing", async () => {
    const { source, as, workspace: ws } = await workspace();
    const member = await as("member");
    const viewer = await as("viewer");
    expect(await codeOf(member.connectors.csv.preview({ sourceId: source.id, sample: googleAds }))).toBe("OK");
    expect(await codeOf(member.connectors.csv.upload({ sourceId: source.id, csv: googleAds, mapping: googleAdsMapping, dateFormat: "iso" }))).toBe("OK");
    expect(await codeOf(member.connectors.csv.create({ name: "Mine", fact: "ad", currency: "USD", timeZone: "UTC" }))).toBe("FORBIDDEN");
    const before = await rowsOf(ws.id);
    expect(await codeOf(viewer.connectors.csv.create({ name: "Mine", fact: "ad", currency: "USD", timeZone: "UTC" }))).toBe("FORBIDDEN");
    expect(await codeOf(viewer.connectors.csv.preview({ sourceId: source.id, sample: googleAds }))).toBe("FORBIDDEN");
    expect(await codeOf(viewer.connectors.csv.upload({ sourceId: source.id, csv: googleAds, mapping: googleAdsMapping, dateFormat: "iso" }))).toBe("FORBIDDEN");
    expect(await rowsOf(ws.id)).toBe(before);
    expect((await viewer.connectors.csv.list()).sources).toHaveLength(1);
  });
});

describe("isolation", () => {
  it("answers NOT_FOUND to another workspace's source and changes nothing there", async () => {
    const victim = await workspace();
    await victim.owner.connectors.csv.upload({ sourceId: victim.source.id, csv: googleAds, mapping: googleAdsMapping, dateFormat: "iso" });
    const attacker = await workspace();
    const before = await rowsOf(victim.workspace.id);
    expect(await codeOf(attacker.owner.connectors.csv.preview({ sourceId: victim.source.id, sample: googleAds }))).toBe("NOT_FOUND");
    expect(
      await codeOf(
        attacker.owner.connectors.csv.upload({
          sourceId: victim.source.id,
          csv: "Day,Campaign,Clicks\n2026-11-01,A,1\n",
          mapping: { date: "Day", campaign: "Campaign", clicks: "Clicks" },
          dateFormat: "iso",
        }),
      ),
    ).toBe("NOT_FOUND");
    expect(await rowsOf(victim.workspace.id)).toBe(before);
    expect((await attacker.owner.connectors.csv.list()).sources.map((s) => s.id)).toEqual([attacker.source.id]);
  });

  it("answers NOT_FOUND to a source of the workspace that isn't a CSV source", async () => {
    const { owner, workspace: ws } = await workspace();
    const emailTool = await ensureEmailToolSource(handle.db, ws.id);
    expect(await codeOf(owner.connectors.csv.upload({ sourceId: emailTool.id, csv: googleAds, mapping: googleAdsMapping, dateFormat: "iso" }))).toBe(
      "NOT_FOUND",
    );
  });
});

describe("the upload dialog's request", () => {
  it("is a tRPC call the server answers, with its result or its field message read back", async () => {
    const { user, workspace: ws, source } = await workspace();
    const server = createHTTPServer({
      router: appRouter,
      basePath: "/api/trpc/",
      createContext: () => ({
        db: handle.db,
        requestId: "req-csv",
        log: pino({ level: "silent" }),
        session: { userId: user.id, email: user.email, name: null, sessionVersion: 0 },
        requestedWorkspaceId: ws.id,
        memo: new Map(),
      }),
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${UPLOAD_PATH}`;
      const post = async (mapping: Record<string, string>) => {
        const response = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: uploadBody({ sourceId: source.id, csv: googleAds, mapping, dateFormat: "iso", skipInvalid: false }),
        });
        return readUploadAnswer(response.status, await response.text());
      };
      expect(await post(googleAdsMapping)).toMatchObject({
        ok: true,
        result: { written: true, rowsWritten: 3, range: { start: "2026-11-01", end: "2026-11-03" } },
      });
      expect(await post({ date: "Day" })).toEqual({ ok: false, message: "Choose the column that holds campaign." });
    } finally {
      server.close();
    }
  });
});
