CREATE TYPE "public"."reporting_schedule_frequency" AS ENUM('weekly', 'monthly');--> statement-breakpoint
CREATE TABLE "reporting_report_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"path" text NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"frequency" "reporting_schedule_frequency" NOT NULL,
	"weekday" smallint,
	"month_day" smallint,
	"hour" smallint NOT NULL,
	"time_zone" text NOT NULL,
	"recipients" text[] NOT NULL,
	"created_by" uuid,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reporting_report_schedules" ADD CONSTRAINT "reporting_report_schedules_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_report_schedules" ADD CONSTRAINT "reporting_report_schedules_created_by_identity_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."identity_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reporting_report_schedules_ws_path_idx" ON "reporting_report_schedules" USING btree ("workspace_id","path","created_at");--> statement-breakpoint
CREATE INDEX "reporting_report_schedules_due_idx" ON "reporting_report_schedules" USING btree ("next_run_at");