import "server-only";
import type { SQL } from "drizzle-orm";
import type { FactKind } from "../catalog";
import type { Db, Tx } from "@/server/db/client";
import type { DayRange, EmailRow, FactBatch } from "./types";

/** The source a window belongs to, with the account facts every row carries. */
export type WindowOwner = { workspaceId: string; sourceId: string; platform: string; accountId: string; currency: string; timeZone: string };

/**
 * Where synced rows go: the reporting warehouse. Connectors produce the rows and reporting reads
 * them, so reporting sits above connectors and owns its tables; it hands its writers in through the
 * composition root (src/server/compose.ts) instead of connectors importing them. A port asked for
 * before it was given throws, never does nothing.
 */
export type Warehouse = {
  /** Replaces the source's rows of one kind for the window with the batch, in the caller's transaction. Answers the rows written. */
  replaceWindow(tx: Tx, kind: FactKind, owner: WindowOwner, window: DayRange, batch: FactBatch): Promise<number>;
  /** `replaceWindow` in a transaction of its own, with the caller's statements (`also`) committed in it. */
  writeWindow(db: Db, kind: FactKind, owner: WindowOwner, window: DayRange, batch: FactBatch, also?: (written: number) => SQL[]): Promise<number>;
  /** Fills the reports' converted-currency cache for the source's months of these days (after an ad sync). */
  warmConvertedMonths(db: Db, workspaceId: string, sourceId: string, days: DayRange): Promise<void>;
  /** Writes (or replaces, by campaign id) the email tool's campaigns of a source, in the caller's transaction. */
  writeEmailCampaigns(tx: Tx, workspaceId: string, sourceId: string, rows: EmailRow[]): Promise<void>;
  /** After a search sync (Search Console, Bing): the demo workspace's keyword list is built from its queries (optional; a failure isn't the sync's). */
  searchSynced?(db: Db, workspaceId: string): Promise<unknown>;
};

let given: Warehouse | undefined;

export function provideWarehouse(warehouse: Warehouse): void {
  given = warehouse;
}

export function warehouse(): Warehouse {
  if (!given) {
    throw new Error(
      `connectors' warehouse isn't wired: provideWarehouse() wasn't called. Import "@/server/compose" in this entry point (the app router and the job list do).`,
    );
  }
  return given;
}
