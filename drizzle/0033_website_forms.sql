CREATE TABLE "website_form_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"submission_key" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answers" jsonb NOT NULL,
	"page_id" text,
	"popup_id" text,
	"utm" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"referrer" text,
	"ip_hash" text,
	"status" text DEFAULT 'received' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_class" text,
	"contact_id" uuid,
	"processed_at" timestamp with time zone,
	"confirmation_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "website_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"definition" jsonb NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_consent_events" ADD COLUMN "wording" text;--> statement-breakpoint
ALTER TABLE "website_form_submissions" ADD CONSTRAINT "website_form_submissions_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_form_submissions" ADD CONSTRAINT "website_form_submissions_form_id_website_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."website_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_forms" ADD CONSTRAINT "website_forms_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_forms" ADD CONSTRAINT "website_forms_created_by_identity_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."identity_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_forms" ADD CONSTRAINT "website_forms_updated_by_identity_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."identity_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "website_form_submissions_form_key_uq" ON "website_form_submissions" USING btree ("form_id","submission_key");--> statement-breakpoint
CREATE INDEX "website_form_submissions_ws_form_received_idx" ON "website_form_submissions" USING btree ("workspace_id","form_id","received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "website_form_submissions_pending_idx" ON "website_form_submissions" USING btree ("received_at") WHERE "website_form_submissions"."status" = 'received';--> statement-breakpoint
CREATE INDEX "website_forms_ws_updated_idx" ON "website_forms" USING btree ("workspace_id","updated_at");