CREATE TABLE "wh_ad_campaign_month_fx" (
	"workspace_id" uuid NOT NULL,
	"to_currency" text NOT NULL,
	"source_id" uuid NOT NULL,
	"month" date NOT NULL,
	"campaign_id" text NOT NULL,
	"currency" text NOT NULL,
	"version" text NOT NULL,
	"spend_src" numeric(20, 6) DEFAULT '0' NOT NULL,
	"value_src" numeric(20, 6) DEFAULT '0' NOT NULL,
	"rates_key" text NOT NULL,
	"spend_micros" numeric(30, 0) NOT NULL,
	"value_micros" numeric(30, 0) NOT NULL,
	"unrated" boolean NOT NULL,
	CONSTRAINT "wh_ad_campaign_month_fx_workspace_id_to_currency_source_id_month_campaign_id_currency_pk" PRIMARY KEY("workspace_id","to_currency","source_id","month","campaign_id","currency")
);--> statement-breakpoint
-- A source's converted months go with it, as its other warehouse rows do (0013_wh_source_cleanup).
CREATE OR REPLACE FUNCTION wh_forget_source() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM wh_ad_daily WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_ad_campaigns WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_ad_groups WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_ad_source_day WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_ad_campaign_day WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_ad_campaign_month WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_ad_campaign_month_fx WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
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
