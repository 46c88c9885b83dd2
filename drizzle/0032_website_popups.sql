CREATE TABLE "website_popups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"style" text NOT NULL,
	"content" jsonb NOT NULL,
	"brand_kit_id" uuid,
	"trigger" jsonb NOT NULL,
	"frequency" jsonb NOT NULL,
	"targeting" jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "website_popups" ADD CONSTRAINT "website_popups_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_popups" ADD CONSTRAINT "website_popups_created_by_identity_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."identity_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_popups" ADD CONSTRAINT "website_popups_updated_by_identity_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."identity_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "website_popups_ws_status_idx" ON "website_popups" USING btree ("workspace_id","status");--> statement-breakpoint
CREATE INDEX "website_popups_ws_created_idx" ON "website_popups" USING btree ("workspace_id","created_at");