CREATE TABLE "analytics_daily" (
	"workspace_id" uuid NOT NULL,
	"day" date NOT NULL,
	"event" text NOT NULL,
	"dim_key" text NOT NULL,
	"dim_value" text NOT NULL,
	"count" bigint NOT NULL,
	"uniques" bigint NOT NULL,
	CONSTRAINT "analytics_daily_pk" PRIMARY KEY("workspace_id","event","dim_key","dim_value","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_visitors" (
	"workspace_id" uuid NOT NULL,
	"day" date NOT NULL,
	"event" text NOT NULL,
	"dim_key" text NOT NULL,
	"dim_value" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "analytics_daily_visitors_pk" PRIMARY KEY("workspace_id","event","dim_key","dim_value","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"workspace_id" uuid NOT NULL,
	"uuid" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"event" text NOT NULL,
	"distinct_id" text NOT NULL,
	"person_id" text,
	"session_id" text,
	"source" text NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "analytics_events_pk" PRIMARY KEY("workspace_id","uuid"),
	CONSTRAINT "analytics_events_source_ck" CHECK ("analytics_events"."source" in ('page', 'popup', 'form', 'site-script', 'product', 'survey', 'server'))
);
--> statement-breakpoint
CREATE TABLE "analytics_identities" (
	"workspace_id" uuid NOT NULL,
	"distinct_id" text NOT NULL,
	"person_id" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_identities_pk" PRIMARY KEY("workspace_id","distinct_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_pending" (
	"workspace_id" uuid NOT NULL,
	"day" date NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "analytics_rollup_pending_pk" PRIMARY KEY("workspace_id","day")
);
--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_visitors" ADD CONSTRAINT "analytics_daily_visitors_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_identities" ADD CONSTRAINT "analytics_identities_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_rollup_pending" ADD CONSTRAINT "analytics_rollup_pending_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_ws_day_idx" ON "analytics_daily" USING btree ("workspace_id","day");--> statement-breakpoint
CREATE INDEX "analytics_events_ws_occurred_idx" ON "analytics_events" USING btree ("workspace_id","occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_ws_distinct_idx" ON "analytics_events" USING btree ("workspace_id","distinct_id");