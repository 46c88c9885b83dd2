CREATE TABLE "identity_password_reset_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_password_reset_tokens" ADD CONSTRAINT "identity_password_reset_tokens_user_id_identity_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."identity_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_password_reset_requests_email_at_idx" ON "identity_password_reset_requests" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "identity_password_reset_requests_ip_at_idx" ON "identity_password_reset_requests" USING btree ("ip","at");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_password_reset_tokens_hash_uq" ON "identity_password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "identity_password_reset_tokens_user_idx" ON "identity_password_reset_tokens" USING btree ("user_id","created_at");