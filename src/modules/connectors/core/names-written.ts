import type { Dimension, FactBatch } from "./types";

/**
 * The campaign and ad-group names one sync run has committed, so that its later windows send only
 * the ones that changed: connectors name every campaign and ad group a window has rows for, the same
 * ones in each of a backfill's hundreds of windows. Another run of the source may write names
 * meanwhile; either run's are the platform's of a moment ago.
 */
export class NamesWritten {
  private readonly written = new Map<string, string>();

  /** The batch without the names this run has committed as they are in it. */
  unsent(batch: FactBatch): FactBatch {
    if (!batch.campaigns?.length && !batch.adGroups?.length) return batch;
    const fresh = (kind: string) => (d: Dimension) => this.written.get(`${kind}\0${d.id}`) !== signature(d);
    return { ...batch, campaigns: batch.campaigns?.filter(fresh("c")), adGroups: batch.adGroups?.filter(fresh("g")) };
  }

  /** Notes the names a batch sent, once its window has committed. */
  committed(batch: FactBatch): void {
    for (const d of batch.campaigns ?? []) this.written.set(`c\0${d.id}`, signature(d));
    for (const d of batch.adGroups ?? []) this.written.set(`g\0${d.id}`, signature(d));
  }
}

const signature = (d: Dimension) => `${d.name}\0${d.status ?? ""}\0${d.campaignId ?? ""}`;
