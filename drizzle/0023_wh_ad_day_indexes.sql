ALTER TABLE "wh_ad_campaign_day" DROP CONSTRAINT "wh_ad_campaign_day_workspace_id_source_id_date_campaign_id_pk";--> statement-breakpoint
ALTER TABLE "wh_ad_daily" DROP CONSTRAINT "wh_ad_daily_workspace_id_source_id_date_campaign_id_ad_group_id_pk";--> statement-breakpoint
CREATE INDEX "wh_ad_campaign_day_source_date_idx" ON "wh_ad_campaign_day" USING btree ("workspace_id","source_id","date");--> statement-breakpoint
CREATE INDEX "wh_ad_daily_source_date_idx" ON "wh_ad_daily" USING btree ("workspace_id","source_id","date");