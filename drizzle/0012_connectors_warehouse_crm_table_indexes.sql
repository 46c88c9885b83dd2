CREATE TYPE "public"."connectors_connection_status" AS ENUM('active', 'needs_reconnect');--> statement-breakpoint
CREATE TYPE "public"."connectors_source_status" AS ENUM('active', 'paused', 'error');--> statement-breakpoint
CREATE TYPE "public"."connectors_run_kind" AS ENUM('backfill', 'daily', 'manual', 'resync', 'upload');--> statement-breakpoint
CREATE TYPE "public"."connectors_run_status" AS ENUM('queued', 'running', 'succeeded', 'failed');--> statement-breakpoint
CREATE TABLE "wh_ad_campaign_day" (
	"workspace_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"campaign_id" text NOT NULL,
	"date" date NOT NULL,
	"currency" text NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"spend" numeric(20, 6) DEFAULT '0' NOT NULL,
	"conversions" numeric(20, 4) DEFAULT '0' NOT NULL,
	"conversion_value" numeric(20, 6) DEFAULT '0' NOT NULL,
	CONSTRAINT "wh_ad_campaign_day_workspace_id_source_id_date_campaign_id_pk" PRIMARY KEY("workspace_id","source_id","date","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "wh_ad_campaigns" (
	"workspace_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"campaign_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wh_ad_campaigns_workspace_id_source_id_campaign_id_pk" PRIMARY KEY("workspace_id","source_id","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "wh_ad_daily" (
	"workspace_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"account_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"ad_group_id" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"currency" text NOT NULL,
	"time_zone" text NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"spend" numeric(20, 6) DEFAULT '0' NOT NULL,
	"conversions" numeric(20, 4) DEFAULT '0' NOT NULL,
	"conversion_value" numeric(20, 6) DEFAULT '0' NOT NULL,
	"extras" jsonb,
	CONSTRAINT "wh_ad_daily_workspace_id_source_id_date_campaign_id_ad_group_id_pk" PRIMARY KEY("workspace_id","source_id","date","campaign_id","ad_group_id")
);
--> statement-breakpoint
CREATE TABLE "wh_ad_groups" (
	"workspace_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"ad_group_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wh_ad_groups_workspace_id_source_id_ad_group_id_pk" PRIMARY KEY("workspace_id","source_id","ad_group_id")
);
--> statement-breakpoint
CREATE TABLE "wh_ad_source_day" (
	"workspace_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"date" date NOT NULL,
	"currency" text NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"spend" numeric(20, 6) DEFAULT '0' NOT NULL,
	"conversions" numeric(20, 4) DEFAULT '0' NOT NULL,
	"conversion_value" numeric(20, 6) DEFAULT '0' NOT NULL,
	CONSTRAINT "wh_ad_source_day_workspace_id_source_id_date_pk" PRIMARY KEY("workspace_id","source_id","date")
);
--> statement-breakpoint
CREATE TABLE "connectors_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"external_user_id" text NOT NULL,
	"label" text NOT NULL,
	"status" "connectors_connection_status" DEFAULT 'active' NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"token_expires_at" timestamp with time zone,
	"grant_expires_at" timestamp with time zone,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wh_email_campaigns" (
	"workspace_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"campaign_id" text NOT NULL,
	"name" text NOT NULL,
	"send_date" date NOT NULL,
	"sent" bigint DEFAULT 0 NOT NULL,
	"delivered" bigint DEFAULT 0 NOT NULL,
	"opens" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"bounces" bigint DEFAULT 0 NOT NULL,
	"unsubscribes" bigint DEFAULT 0 NOT NULL,
	"revenue" numeric(20, 6) DEFAULT '0' NOT NULL,
	"currency" text,
	CONSTRAINT "wh_email_campaigns_workspace_id_source_id_campaign_id_pk" PRIMARY KEY("workspace_id","source_id","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "wh_fx_rates" (
	"workspace_id" uuid NOT NULL,
	"date" date NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"rate" numeric(24, 10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wh_fx_rates_workspace_id_base_quote_date_pk" PRIMARY KEY("workspace_id","base","quote","date")
);
--> statement-breakpoint
CREATE TABLE "connectors_oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"code_verifier" text,
	"connection_id" uuid,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"return_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wh_search_daily" (
	"workspace_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"date" date NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"page" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"position_weighted" numeric(20, 4) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wh_search_source_day" (
	"workspace_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"date" date NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"position_weighted" numeric(20, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "wh_search_source_day_workspace_id_source_id_date_pk" PRIMARY KEY("workspace_id","source_id","date")
);
--> statement-breakpoint
CREATE TABLE "wh_social_daily" (
	"workspace_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"date" date NOT NULL,
	"reach" bigint DEFAULT 0 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"engagement" bigint DEFAULT 0 NOT NULL,
	"follows" bigint DEFAULT 0 NOT NULL,
	"posts" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "wh_social_daily_workspace_id_source_id_date_pk" PRIMARY KEY("workspace_id","source_id","date")
);
--> statement-breakpoint
CREATE TABLE "connectors_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"connection_id" uuid,
	"external_account_id" text NOT NULL,
	"name" text NOT NULL,
	"currency" text,
	"time_zone" text,
	"status" "connectors_source_status" DEFAULT 'active' NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"next_sync_at" timestamp with time zone,
	"last_error" text,
	"data_from" date,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wh_store_daily" (
	"workspace_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"date" date NOT NULL,
	"currency" text NOT NULL,
	"time_zone" text NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"revenue" numeric(20, 6) DEFAULT '0' NOT NULL,
	"new_customers" bigint DEFAULT 0 NOT NULL,
	"returning_customers" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "wh_store_daily_workspace_id_source_id_date_pk" PRIMARY KEY("workspace_id","source_id","date")
);
--> statement-breakpoint
CREATE TABLE "connectors_sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"kind" "connectors_run_kind" NOT NULL,
	"status" "connectors_run_status" DEFAULT 'queued' NOT NULL,
	"range_start" date NOT NULL,
	"range_end" date NOT NULL,
	"cursor" date,
	"chunks_done" integer DEFAULT 0 NOT NULL,
	"chunks_total" integer DEFAULT 0 NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"message" text,
	"error" text,
	"requested_by" uuid,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wh_web_daily" (
	"workspace_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"date" date NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"source_medium" text DEFAULT '' NOT NULL,
	"landing_page" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"time_zone" text NOT NULL,
	"sessions" bigint DEFAULT 0 NOT NULL,
	"users" bigint DEFAULT 0 NOT NULL,
	"engaged_sessions" bigint DEFAULT 0 NOT NULL,
	"key_events" numeric(20, 4) DEFAULT '0' NOT NULL,
	"revenue" numeric(20, 6) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wh_web_source_day" (
	"workspace_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"date" date NOT NULL,
	"channel" text NOT NULL,
	"currency" text NOT NULL,
	"sessions" bigint DEFAULT 0 NOT NULL,
	"users" bigint DEFAULT 0 NOT NULL,
	"engaged_sessions" bigint DEFAULT 0 NOT NULL,
	"key_events" numeric(20, 4) DEFAULT '0' NOT NULL,
	"revenue" numeric(20, 6) DEFAULT '0' NOT NULL,
	CONSTRAINT "wh_web_source_day_workspace_id_source_id_date_channel_pk" PRIMARY KEY("workspace_id","source_id","date","channel")
);
--> statement-breakpoint
ALTER TABLE "connectors_connections" ADD CONSTRAINT "connectors_connections_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connectors_connections" ADD CONSTRAINT "connectors_connections_created_by_identity_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."identity_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wh_fx_rates" ADD CONSTRAINT "wh_fx_rates_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connectors_oauth_states" ADD CONSTRAINT "connectors_oauth_states_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connectors_oauth_states" ADD CONSTRAINT "connectors_oauth_states_user_id_identity_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."identity_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connectors_sources" ADD CONSTRAINT "connectors_sources_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connectors_sources" ADD CONSTRAINT "connectors_sources_connection_id_connectors_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connectors_connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connectors_sync_runs" ADD CONSTRAINT "connectors_sync_runs_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connectors_sync_runs" ADD CONSTRAINT "connectors_sync_runs_source_id_connectors_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."connectors_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connectors_sync_runs" ADD CONSTRAINT "connectors_sync_runs_requested_by_identity_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."identity_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wh_ad_source_day_ws_date_idx" ON "wh_ad_source_day" USING btree ("workspace_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "connectors_connections_ws_platform_user_uq" ON "connectors_connections" USING btree ("workspace_id","platform","external_user_id");--> statement-breakpoint
CREATE INDEX "wh_email_campaigns_ws_date_idx" ON "wh_email_campaigns" USING btree ("workspace_id","send_date");--> statement-breakpoint
CREATE INDEX "connectors_oauth_states_ws_idx" ON "connectors_oauth_states" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "wh_search_daily_ws_source_date_idx" ON "wh_search_daily" USING btree ("workspace_id","source_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "connectors_sources_ws_platform_account_uq" ON "connectors_sources" USING btree ("workspace_id","platform","external_account_id");--> statement-breakpoint
CREATE INDEX "connectors_sources_due_idx" ON "connectors_sources" USING btree ("status","next_sync_at");--> statement-breakpoint
CREATE INDEX "connectors_sync_runs_ws_source_created_idx" ON "connectors_sync_runs" USING btree ("workspace_id","source_id","created_at");--> statement-breakpoint
CREATE INDEX "wh_web_daily_ws_source_date_idx" ON "wh_web_daily" USING btree ("workspace_id","source_id","date");--> statement-breakpoint
CREATE INDEX "crm_companies_ws_lower_name_idx" ON "crm_companies" USING btree ("workspace_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "crm_companies_ws_owner_idx" ON "crm_companies" USING btree ("workspace_id","owner_id");--> statement-breakpoint
CREATE INDEX "crm_deals_ws_pipeline_created_idx" ON "crm_deals" USING btree ("workspace_id","pipeline_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "crm_deals_ws_owner_idx" ON "crm_deals" USING btree ("workspace_id","owner_id");