CREATE TABLE "identity_sign_in_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "identity_sign_in_failures_email_at_idx" ON "identity_sign_in_failures" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "identity_sign_in_failures_ip_at_idx" ON "identity_sign_in_failures" USING btree ("ip","at");