CREATE TABLE "analytics_consent_choices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"workspace_id" uuid,
	"user_id" uuid,
	"visitor_id" text NOT NULL,
	"analytics" smallint NOT NULL,
	"advertising" smallint NOT NULL,
	"banner_version" text NOT NULL,
	"source" text NOT NULL,
	"page_url" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_consent_choices_scope_ck" CHECK ("analytics_consent_choices"."scope" in ('product', 'site')),
	CONSTRAINT "analytics_consent_choices_site_ck" CHECK ("analytics_consent_choices"."scope" = 'product' or "analytics_consent_choices"."workspace_id" is not null),
	CONSTRAINT "analytics_consent_choices_codes_ck" CHECK ("analytics_consent_choices"."analytics" in (-1, 0, 1) and "analytics_consent_choices"."advertising" in (-1, 0, 1))
);
--> statement-breakpoint
ALTER TABLE "analytics_consent_choices" ADD CONSTRAINT "analytics_consent_choices_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_consent_choices" ADD CONSTRAINT "analytics_consent_choices_user_id_identity_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."identity_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_consent_choices_workspace_idx" ON "analytics_consent_choices" USING btree ("workspace_id","recorded_at");--> statement-breakpoint
CREATE INDEX "analytics_consent_choices_visitor_idx" ON "analytics_consent_choices" USING btree ("visitor_id");