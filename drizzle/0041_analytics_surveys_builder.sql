ALTER TYPE "public"."crm_activity_kind" ADD VALUE 'survey_response';--> statement-breakpoint
ALTER TABLE "analytics_surveys" ADD COLUMN "audience" text DEFAULT 'product' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_surveys" ADD COLUMN "status" text DEFAULT 'running' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_surveys" ADD COLUMN "follow_up" jsonb;--> statement-breakpoint
ALTER TABLE "analytics_surveys" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_surveys" ADD CONSTRAINT "analytics_surveys_audience_ck" CHECK ("analytics_surveys"."audience" in ('site', 'product'));--> statement-breakpoint
ALTER TABLE "analytics_surveys" ADD CONSTRAINT "analytics_surveys_status_ck" CHECK ("analytics_surveys"."status" in ('draft', 'running', 'stopped'));