import { boolean, integer, pgTable, text } from "drizzle-orm/pg-core";
import { timestamps } from "@/server/db/timestamps";
import { userRef } from "@/server/db/user-ref";
import { workspaceId } from "@/server/db/workspace-id";
import type { ConsentBannerPosition } from "../contracts/consent.constants";

/**
 * The consent banner of a workspace's sites (hosted pages and forms, and the site script's own
 * banner): one row per workspace, written on the first save. No row reads as the defaults (banner on:
 * ask before measuring). `version` goes up by one whenever a text visitors read changes, so a choice
 * made on older wording is asked again.
 */
export const websiteConsentBanners = pgTable("website_consent_banners", {
  workspaceId: workspaceId().primaryKey(),
  enabled: boolean().notNull().default(true),
  message: text().notNull(),
  acceptLabel: text().notNull(),
  rejectLabel: text().notNull(),
  chooseLabel: text().notNull(),
  privacyUrl: text().notNull().default(""),
  position: text().$type<ConsentBannerPosition>().notNull().default("bottom"),
  version: integer().notNull().default(1),
  updatedBy: userRef(),
  ...timestamps,
});
