import "server-only";
import { countSiteConsentChoices, listSiteConsentChoices } from "@/modules/analytics";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { CONSENT_RECORDS_PAGE_SIZE, type ConsentRecordsQuery } from "../contracts/consent.contracts";

const DAY_MS = 86_400_000;

/** `website.consent.records`: a page of the site consent records matching the filters, and the period's totals. */
export async function listConsentRecords(db: Db, tenant: Tenant, input: ConsentRecordsQuery, now = new Date()) {
  const since = new Date(now.getTime() - input.days * DAY_MS);
  const rows = await listSiteConsentChoices(db, tenant.workspaceId, {
    choice: input.choice,
    source: input.source,
    since,
    limit: CONSENT_RECORDS_PAGE_SIZE + 1,
    offset: input.page * CONSENT_RECORDS_PAGE_SIZE,
  });
  return {
    records: rows.slice(0, CONSENT_RECORDS_PAGE_SIZE),
    hasMore: rows.length > CONSENT_RECORDS_PAGE_SIZE,
    totals: await countSiteConsentChoices(db, tenant.workspaceId, since),
  };
}
