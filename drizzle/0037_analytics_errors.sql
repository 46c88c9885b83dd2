CREATE TABLE "analytics_error_events" (
	"workspace_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"group_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"level" text NOT NULL,
	"release" text,
	"environment" text,
	"user_id" text,
	"replay_id" text,
	CONSTRAINT "analytics_error_events_pk" PRIMARY KEY("workspace_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_error_groups" (
	"workspace_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"fingerprint" text NOT NULL,
	"title" text NOT NULL,
	"culprit" text,
	"level" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	"release" text,
	"environment" text,
	"platform" text,
	"last_event_id" text NOT NULL,
	"last_message" text,
	"last_stack" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_url" text,
	"last_user_id" text,
	"last_replay_id" text,
	CONSTRAINT "analytics_error_groups_pk" PRIMARY KEY("workspace_id","id"),
	CONSTRAINT "analytics_error_groups_fingerprint_uq" UNIQUE("workspace_id","fingerprint"),
	CONSTRAINT "analytics_error_groups_status_ck" CHECK ("analytics_error_groups"."status" in ('open', 'resolved', 'ignored'))
);
--> statement-breakpoint
CREATE TABLE "analytics_error_replays" (
	"workspace_id" uuid NOT NULL,
	"replay_id" text NOT NULL,
	"replay_type" text,
	"started_at" timestamp with time zone NOT NULL,
	"last_segment_at" timestamp with time zone NOT NULL,
	"segments" integer DEFAULT 0 NOT NULL,
	"error_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "analytics_error_replays_pk" PRIMARY KEY("workspace_id","replay_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_error_events" ADD CONSTRAINT "analytics_error_events_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_error_groups" ADD CONSTRAINT "analytics_error_groups_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_error_replays" ADD CONSTRAINT "analytics_error_replays_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_error_events_ws_group_idx" ON "analytics_error_events" USING btree ("workspace_id","group_id","occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_error_groups_ws_last_idx" ON "analytics_error_groups" USING btree ("workspace_id","last_seen");