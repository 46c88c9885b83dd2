CREATE TYPE "public"."reporting_seo_audit_status" AS ENUM('queued', 'running', 'done', 'failed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."reporting_seo_severity" AS ENUM('error', 'warning', 'notice');--> statement-breakpoint
CREATE TABLE "reporting_seo_audits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"site_url" text NOT NULL,
	"status" "reporting_seo_audit_status" DEFAULT 'queued' NOT NULL,
	"page_limit" integer NOT NULL,
	"pages_crawled" integer DEFAULT 0 NOT NULL,
	"score" integer,
	"summary" jsonb,
	"error" text,
	"job_run_id" uuid,
	"created_by" uuid,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reporting_seo_findings" (
	"workspace_id" uuid NOT NULL,
	"audit_id" uuid NOT NULL,
	"check" text NOT NULL,
	"severity" "reporting_seo_severity" NOT NULL,
	"count" integer NOT NULL,
	"urls" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reporting_seo_pages" (
	"workspace_id" uuid NOT NULL,
	"audit_id" uuid NOT NULL,
	"url" text NOT NULL,
	"depth" integer NOT NULL,
	"status" integer,
	"final_url" text NOT NULL,
	"redirects" integer DEFAULT 0 NOT NULL,
	"time_ms" integer NOT NULL,
	"bytes" integer NOT NULL,
	"error" text,
	"title" text
);
--> statement-breakpoint
ALTER TABLE "reporting_seo_audits" ADD CONSTRAINT "reporting_seo_audits_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_seo_audits" ADD CONSTRAINT "reporting_seo_audits_created_by_identity_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."identity_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_seo_findings" ADD CONSTRAINT "reporting_seo_findings_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_seo_findings" ADD CONSTRAINT "reporting_seo_findings_audit_id_reporting_seo_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."reporting_seo_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_seo_pages" ADD CONSTRAINT "reporting_seo_pages_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_seo_pages" ADD CONSTRAINT "reporting_seo_pages_audit_id_reporting_seo_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."reporting_seo_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reporting_seo_audits_ws_created_idx" ON "reporting_seo_audits" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "reporting_seo_audits_ws_site_created_idx" ON "reporting_seo_audits" USING btree ("workspace_id","site_url","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reporting_seo_audits_ws_active_uq" ON "reporting_seo_audits" USING btree ("workspace_id") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "reporting_seo_findings_ws_audit_check_uq" ON "reporting_seo_findings" USING btree ("workspace_id","audit_id","check");--> statement-breakpoint
CREATE UNIQUE INDEX "reporting_seo_pages_ws_audit_url_uq" ON "reporting_seo_pages" USING btree ("workspace_id","audit_id","url");