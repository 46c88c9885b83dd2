CREATE TABLE "wh_ad_campaign_month" (
	"workspace_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"campaign_id" text NOT NULL,
	"month" date NOT NULL,
	"currency" text NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"spend" numeric(20, 6) DEFAULT '0' NOT NULL,
	"conversions" numeric(20, 4) DEFAULT '0' NOT NULL,
	"conversion_value" numeric(20, 6) DEFAULT '0' NOT NULL,
	CONSTRAINT "wh_ad_campaign_month_workspace_id_source_id_month_campaign_id_currency_pk" PRIMARY KEY("workspace_id","source_id","month","campaign_id","currency")
);
--> statement-breakpoint
-- Months of what the warehouse already holds, summed from the campaign-day rollup (as ingest does).
INSERT INTO "wh_ad_campaign_month" ("workspace_id", "source_id", "campaign_id", "month", "currency", "impressions", "clicks", "spend", "conversions", "conversion_value")
SELECT "workspace_id", "source_id", "campaign_id", "date" - (extract(day FROM "date")::int - 1), "currency", sum("impressions"), sum("clicks"), sum("spend"), sum("conversions"), sum("conversion_value")
FROM "wh_ad_campaign_day"
GROUP BY "workspace_id", "source_id", "campaign_id", "date" - (extract(day FROM "date")::int - 1), "currency";--> statement-breakpoint
-- A source's month rollup goes with it, as its other warehouse rows do (0013_wh_source_cleanup).
CREATE OR REPLACE FUNCTION wh_forget_source() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM wh_ad_daily WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_ad_campaigns WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_ad_groups WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_ad_source_day WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_ad_campaign_day WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_ad_campaign_month WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_search_daily WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_search_source_day WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_web_daily WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_web_source_day WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_social_daily WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_email_campaigns WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_store_daily WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  RETURN OLD;
END;
$$;
