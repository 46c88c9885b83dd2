CREATE TABLE "identity_newsletter_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"subscribed" boolean NOT NULL,
	"wording" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"synced_at" timestamp with time zone,
	"sync_error" text
);
--> statement-breakpoint
ALTER TABLE "identity_newsletter_consents" ADD CONSTRAINT "identity_newsletter_consents_user_id_identity_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."identity_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_newsletter_consents_user_idx" ON "identity_newsletter_consents" USING btree ("user_id","created_at");