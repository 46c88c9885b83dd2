CREATE TABLE "identity_audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"subject" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" "identity_member_role" NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_audit_events" ADD CONSTRAINT "identity_audit_events_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_audit_events" ADD CONSTRAINT "identity_audit_events_actor_id_identity_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."identity_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_invitations" ADD CONSTRAINT "identity_invitations_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_invitations" ADD CONSTRAINT "identity_invitations_invited_by_identity_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."identity_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_invitations" ADD CONSTRAINT "identity_invitations_accepted_by_identity_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."identity_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_audit_events_ws_at_idx" ON "identity_audit_events" USING btree ("workspace_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_invitations_ws_email_open_uq" ON "identity_invitations" USING btree ("workspace_id","email") WHERE "identity_invitations"."accepted_at" is null and "identity_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "identity_invitations_ws_created_idx" ON "identity_invitations" USING btree ("workspace_id","created_at");