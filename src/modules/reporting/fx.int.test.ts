import { TRPCError } from "@trpc/server";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import type { DbHandle } from "@/server/db/client";
import { InvalidError } from "@/server/errors";
import { convertAmount } from "./index";
import { setFxRatesSetting } from "./server/fx.service";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterEach(() => setFxRatesSetting(null));
afterAll(() => handle.close());

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "OK",
    (e: unknown) => (e instanceof TRPCError ? e.code : `unexpected: ${String(e)}`),
  );
async function fieldErrorsOf(p: Promise<unknown>): Promise<Record<string, string>> {
  const error = (await p.then(
    () => null,
    (e: unknown) => e,
  )) as TRPCError;
  expect(error.code).toBe("BAD_REQUEST");
  if (error.cause instanceof ZodError) return Object.fromEntries(error.cause.issues.map((i) => [String(i.path[0]), i.message]));
  return error.cause instanceof InvalidError ? error.cause.fieldErrors : {};
}

async function workspace() {
  const ws = await makeWorkspace(handle.db);
  const owner = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
  const as = async (role: "member" | "viewer") => {
    const person = await addMember(handle.db, ws.workspace.id, role);
    return callerFor(handle.db, { userId: person.user.id, workspaceId: ws.workspace.id });
  };
  return { ...ws, owner, as };
}

const ratesOf = async (workspaceId: string) =>
  JSON.stringify((await handle.db.execute(sql`select * from wh_fx_rates where workspace_id = ${workspaceId} order by date, base, quote`)).rows);

describe("listing rates", () => {
  it("shows configured and manual rates newest first, each with its origin, and which manual rate replaces a configured one", async () => {
    setFxRatesSetting("2026-11-01 EUR/USD=1.08 GBP/USD=1.27; 2026-11-02 EUR/USD=1.09");
    const { owner } = await workspace();
    await owner.reporting.fx.add({ date: "2026-11-02", base: "EUR", quote: "USD", rate: "1.0925" });
    await owner.reporting.fx.add({ date: "2026-11-03", base: "usd", quote: "jpy", rate: "151.2" });
    expect(await owner.reporting.fx.list()).toEqual([
      { date: "2026-11-03", base: "USD", quote: "JPY", rate: "151.2", origin: "manual", overridden: false },
      { date: "2026-11-02", base: "EUR", quote: "USD", rate: "1.0925", origin: "manual", overridden: false },
      { date: "2026-11-02", base: "EUR", quote: "USD", rate: "1.09", origin: "config", overridden: true },
      { date: "2026-11-01", base: "EUR", quote: "USD", rate: "1.08", origin: "config", overridden: false },
      { date: "2026-11-01", base: "GBP", quote: "USD", rate: "1.27", origin: "config", overridden: false },
    ]);
  });

  it("fails with a message naming the bad entry when the setting is malformed", async () => {
    setFxRatesSetting("2026-11-01 EUR/USD=1.08; 2026-11-02 EUR-USD=1.09");
    const { owner, workspace: ws } = await workspace();
    await expect(owner.reporting.fx.list()).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/^FX_RATES can't be read: entry 2 \(“2026-11-02 EUR-USD=1.09”\)/),
    });
    await expect(convertAmount(handle.db, ws.id, { amount: "1", currency: "EUR", date: "2026-11-02", to: "USD" })).rejects.toThrow(/FX_RATES can't be read/);
  });
});

describe("entering and removing manual rates", () => {
  it("keeps the rate exactly as entered", async () => {
    const { owner, workspace: ws } = await workspace();
    const added = await owner.reporting.fx.add({ date: "2026-11-01", base: "EUR", quote: "USD", rate: "1.0825000001" });
    expect(added).toEqual({ date: "2026-11-01", base: "EUR", quote: "USD", rate: "1.0825000001", origin: "manual" });
    const stored = await handle.db.execute(sql`select rate::text from wh_fx_rates where workspace_id = ${ws.id}`);
    expect(stored.rows).toEqual([{ rate: "1.0825000001" }]);
  });

  it("refuses a second rate for the same pair and day, and rates that can't be", async () => {
    const { owner } = await workspace();
    await owner.reporting.fx.add({ date: "2026-11-01", base: "EUR", quote: "USD", rate: "1.08" });
    await expect(owner.reporting.fx.add({ date: "2026-11-01", base: "EUR", quote: "USD", rate: "1.09" })).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await fieldErrorsOf(owner.reporting.fx.add({ date: "2026-11-01", base: "EUR", quote: "USD", rate: "0" }))).toEqual({
      rate: "The rate must be more than 0",
    });
    expect(await fieldErrorsOf(owner.reporting.fx.add({ date: "2026-11-01", base: "EUR", quote: "USD", rate: "-1.2" }))).toEqual({
      rate: "The rate must be a positive number such as 1.0825",
    });
    expect(await fieldErrorsOf(owner.reporting.fx.add({ date: "2026-11-01", base: "EUR", quote: "USD", rate: "1.12345678901" }))).toEqual({
      rate: "The rate can have at most 10 decimals",
    });
    expect(await fieldErrorsOf(owner.reporting.fx.add({ date: "2026-11-01", base: "EUR", quote: "EUR", rate: "1" }))).toEqual({
      quote: "Choose two different currencies",
    });
    expect(await fieldErrorsOf(owner.reporting.fx.add({ date: "2026-02-30", base: "EUR", quote: "XYZ", rate: "1" }))).toEqual({
      date: "Enter the day as YYYY-MM-DD",
      quote: "Choose a currency from the list (an ISO 4217 code such as EUR)",
    });
  });

  it("removes a manual rate; a configured or unknown one answers NOT_FOUND", async () => {
    setFxRatesSetting("2026-11-01 GBP/USD=1.27");
    const { owner } = await workspace();
    await owner.reporting.fx.add({ date: "2026-11-01", base: "EUR", quote: "USD", rate: "1.08" });
    expect(await owner.reporting.fx.remove({ date: "2026-11-01", base: "EUR", quote: "USD" })).toMatchObject({ rate: "1.08" });
    expect((await owner.reporting.fx.list()).map((r) => r.origin)).toEqual(["config"]);
    expect(await codeOf(owner.reporting.fx.remove({ date: "2026-11-01", base: "EUR", quote: "USD" }))).toBe("NOT_FOUND");
    expect(await codeOf(owner.reporting.fx.remove({ date: "2026-11-01", base: "GBP", quote: "USD" }))).toBe("NOT_FOUND");
  });
});

describe("converting an amount", () => {
  it("uses the latest rate on or before the day, exactly, and says where it came from", async () => {
    setFxRatesSetting("2026-11-01 EUR/USD=1.08; 2026-11-05 EUR/USD=1.1");
    const { workspace: ws } = await workspace();
    const convert = (amount: string, date: string) => convertAmount(handle.db, ws.id, { amount, currency: "EUR", date, to: "USD" });
    const plain = { inverse: false, beforeFirst: false };
    expect(await convert("100", "2026-11-01")).toEqual({ amount: "108.00", rate: "1.08", rateDate: "2026-11-01", origin: "config", ...plain });
    expect(await convert("0.10", "2026-11-04")).toEqual({ amount: "0.108", rate: "1.08", rateDate: "2026-11-01", origin: "config", ...plain });
    // 1234567890.123456 × 1.1 = 1358024679.1358016, kept to 6 decimals without a float's drift.
    expect(await convert("1234567890.123456", "2026-11-30")).toEqual({
      amount: "1358024679.135802",
      rate: "1.1",
      rateDate: "2026-11-05",
      origin: "config",
      ...plain,
    });
    // Days before the pair's first rate use that first rate, and say so (the rule of reports).
    expect(await convert("100", "2026-10-31")).toEqual({
      amount: "108.00",
      rate: "1.08",
      rateDate: "2026-11-01",
      origin: "config",
      inverse: false,
      beforeFirst: true,
    });
  });

  it("prefers a manual rate on the same day, and a newer configured rate over an older manual one", async () => {
    setFxRatesSetting("2026-11-01 EUR/USD=1.08; 2026-11-05 EUR/USD=1.1");
    const { owner, workspace: ws } = await workspace();
    await owner.reporting.fx.add({ date: "2026-11-01", base: "EUR", quote: "USD", rate: "1.2" });
    const convert = (date: string) => convertAmount(handle.db, ws.id, { amount: "10", currency: "EUR", date, to: "USD" });
    expect(await convert("2026-11-02")).toMatchObject({ amount: "12.00", rate: "1.2", rateDate: "2026-11-01", origin: "manual" });
    expect(await convert("2026-11-06")).toMatchObject({ amount: "11.00", rate: "1.1", rateDate: "2026-11-05", origin: "config" });
  });

  it("inverts the opposite pair when only that exists", async () => {
    const { owner, workspace: ws } = await workspace();
    await owner.reporting.fx.add({ date: "2026-11-01", base: "USD", quote: "EUR", rate: "0.8" });
    expect(await convertAmount(handle.db, ws.id, { amount: "100", currency: "EUR", date: "2026-11-03", to: "USD" })).toEqual({
      amount: "125.00",
      rate: "1.25",
      rateDate: "2026-11-01",
      origin: "manual",
      inverse: true,
      beforeFirst: false,
    });
    expect(await convertAmount(handle.db, ws.id, { amount: "1", currency: "EUR", date: "2026-11-03", to: "GBP" })).toBeNull();
  });

  it("returns the amount as it is for the same currency, and refuses malformed input", async () => {
    const { workspace: ws } = await workspace();
    expect(await convertAmount(handle.db, ws.id, { amount: "12.5", currency: "USD", date: "2026-11-01", to: "USD" })).toEqual({
      amount: "12.50",
      rate: "1",
      rateDate: "2026-11-01",
      origin: "same",
      inverse: false,
      beforeFirst: false,
    });
    await expect(convertAmount(handle.db, ws.id, { amount: "12,5", currency: "USD", date: "2026-11-01", to: "EUR" })).rejects.toBeInstanceOf(InvalidError);
    await expect(convertAmount(handle.db, ws.id, { amount: "1", currency: "XYZ", date: "2026-11-01", to: "EUR" })).rejects.toBeInstanceOf(InvalidError);
    await expect(convertAmount(handle.db, ws.id, { amount: "1", currency: "USD", date: "2026-13-01", to: "EUR" })).rejects.toBeInstanceOf(InvalidError);
  });

  it("never uses another workspace's manual rates", async () => {
    const one = await workspace();
    const two = await workspace();
    await one.owner.reporting.fx.add({ date: "2026-11-01", base: "EUR", quote: "USD", rate: "1.5" });
    expect(await convertAmount(handle.db, two.workspace.id, { amount: "1", currency: "EUR", date: "2026-11-02", to: "USD" })).toBeNull();
  });
});

describe("who may change rates", () => {
  it("lets viewers and members read rates but refuses them every change, changing nothing", async () => {
    const { owner, as, workspace: ws } = await workspace();
    await owner.reporting.fx.add({ date: "2026-11-01", base: "EUR", quote: "USD", rate: "1.08" });
    const before = await ratesOf(ws.id);
    for (const role of ["viewer", "member"] as const) {
      const caller = await as(role);
      expect(await codeOf(caller.reporting.fx.list())).toBe("OK");
      expect(await codeOf(caller.reporting.fx.add({ date: "2026-11-02", base: "EUR", quote: "USD", rate: "1.1" }))).toBe("FORBIDDEN");
      expect(await codeOf(caller.reporting.fx.remove({ date: "2026-11-01", base: "EUR", quote: "USD" }))).toBe("FORBIDDEN");
    }
    expect(await ratesOf(ws.id)).toBe(before);
  });

  it("answers NOT_FOUND when removing another workspace's rate, which stays", async () => {
    const victim = await workspace();
    await victim.owner.reporting.fx.add({ date: "2026-11-01", base: "EUR", quote: "USD", rate: "1.08" });
    const before = await ratesOf(victim.workspace.id);
    const attacker = await workspace();
    expect(await codeOf(attacker.owner.reporting.fx.remove({ date: "2026-11-01", base: "EUR", quote: "USD" }))).toBe("NOT_FOUND");
    expect(await ratesOf(victim.workspace.id)).toBe(before);
    expect(await attacker.owner.reporting.fx.list()).toEqual([]);
  });
});
