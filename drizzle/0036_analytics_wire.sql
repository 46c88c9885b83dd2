CREATE TABLE "analytics_early_access_features" (
	"workspace_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"stage" text NOT NULL,
	"flag_key" text NOT NULL,
	"documentation_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_early_access_features_pk" PRIMARY KEY("workspace_id","id"),
	CONSTRAINT "analytics_early_access_features_stage_ck" CHECK ("analytics_early_access_features"."stage" in ('concept', 'alpha', 'beta', 'general-availability'))
);
--> statement-breakpoint
CREATE TABLE "analytics_feature_flags" (
	"workspace_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"rollout_percent" integer DEFAULT 100 NOT NULL,
	"target_workspace_ids" uuid[],
	"payload" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_feature_flags_pk" PRIMARY KEY("workspace_id","id"),
	CONSTRAINT "analytics_feature_flags_rollout_ck" CHECK ("analytics_feature_flags"."rollout_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "analytics_project_tokens" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_survey_responses" (
	"workspace_id" uuid NOT NULL,
	"survey_id" uuid NOT NULL,
	"submission_id" text NOT NULL,
	"distinct_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"completed" boolean DEFAULT true NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_survey_responses_pk" PRIMARY KEY("workspace_id","survey_id","submission_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_surveys" (
	"workspace_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"definition" jsonb NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_surveys_pk" PRIMARY KEY("workspace_id","id"),
	CONSTRAINT "analytics_surveys_type_ck" CHECK ("analytics_surveys"."type" in ('popover', 'widget', 'api'))
);
--> statement-breakpoint
ALTER TABLE "analytics_early_access_features" ADD CONSTRAINT "analytics_early_access_features_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_feature_flags" ADD CONSTRAINT "analytics_feature_flags_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_project_tokens" ADD CONSTRAINT "analytics_project_tokens_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_survey_responses" ADD CONSTRAINT "analytics_survey_responses_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_survey_responses" ADD CONSTRAINT "analytics_survey_responses_survey_fk" FOREIGN KEY ("workspace_id","survey_id") REFERENCES "public"."analytics_surveys"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_surveys" ADD CONSTRAINT "analytics_surveys_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_feature_flags_key_uq" ON "analytics_feature_flags" USING btree ("workspace_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_project_tokens_token_uq" ON "analytics_project_tokens" USING btree ("token");--> statement-breakpoint
CREATE INDEX "analytics_survey_responses_received_idx" ON "analytics_survey_responses" USING btree ("workspace_id","survey_id","received_at");