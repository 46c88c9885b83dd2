import { pgTable, text, timestamp, uniqueIndex, uuid, index } from "drizzle-orm/pg-core";
import { timestamps } from "@/server/db/timestamps";
import { userRef } from "@/server/db/user-ref";
import { workspaceId } from "@/server/db/workspace-id";

/**
 * Custom domains for landing pages: a host name (lower case, unique across the product) mapped to
 * one workspace once a DNS TXT record proves the workspace controls it. Until verified it serves nothing.
 */
export const websiteDomains = pgTable(
  "website_domains",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    host: text().notNull(),
    /** The value the TXT record at _aimt-verify.<host> must hold. */
    token: text().notNull(),
    verifiedAt: timestamp({ withTimezone: true }),
    createdBy: userRef(),
    ...timestamps,
  },
  (t) => [uniqueIndex("website_domains_host_uq").on(t.host), index("website_domains_ws_idx").on(t.workspaceId)],
);
