CREATE TABLE "website_consent_banners" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"message" text NOT NULL,
	"accept_label" text NOT NULL,
	"reject_label" text NOT NULL,
	"choose_label" text NOT NULL,
	"privacy_url" text DEFAULT '' NOT NULL,
	"position" text DEFAULT 'bottom' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "website_consent_banners" ADD CONSTRAINT "website_consent_banners_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_consent_banners" ADD CONSTRAINT "website_consent_banners_updated_by_identity_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."identity_users"("id") ON DELETE set null ON UPDATE no action;