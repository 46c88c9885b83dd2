CREATE TYPE "public"."messaging_channel" AS ENUM('email', 'sms');--> statement-breakpoint
CREATE TYPE "public"."messaging_event_kind" AS ENUM('sent', 'open', 'click', 'bounce', 'soft_bounce', 'complaint', 'unsubscribe', 'delivered', 'failed');--> statement-breakpoint
CREATE TYPE "public"."messaging_outbox_state" AS ENUM('queued', 'sending', 'sent', 'failed', 'bounced', 'suppressed');--> statement-breakpoint
CREATE TYPE "public"."messaging_pref_channel" AS ENUM('email', 'sms');--> statement-breakpoint
CREATE TYPE "public"."messaging_record_status" AS ENUM('pending', 'verified', 'failed');--> statement-breakpoint
CREATE TYPE "public"."messaging_send_kind" AS ENUM('campaign', 'sequence_step', 'transactional');--> statement-breakpoint
CREATE TYPE "public"."messaging_send_status" AS ENUM('preparing', 'sending', 'paused', 'completed', 'cancelled', 'failed');--> statement-breakpoint
CREATE TYPE "public"."messaging_suppress_reason" AS ENUM('no_address', 'no_consent', 'unsubscribed', 'topic_opt_out', 'bounced', 'complained', 'erased', 'invalid_address', 'frequency_cap', 'limit_reached', 'manual');--> statement-breakpoint
CREATE TYPE "public"."messaging_suppression_reason" AS ENUM('bounced', 'complained', 'unsubscribed', 'erased', 'manual');--> statement-breakpoint
CREATE TYPE "public"."messaging_verification_scope" AS ENUM('single', 'list', 'all');--> statement-breakpoint
CREATE TYPE "public"."messaging_verification_status" AS ENUM('queued', 'running', 'completed', 'failed', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."crm_consent_method" ADD VALUE 'preference_centre' BEFORE 'api';--> statement-breakpoint
ALTER TYPE "public"."crm_consent_method" ADD VALUE 'sms_keyword' BEFORE 'api';--> statement-breakpoint
ALTER TYPE "public"."crm_consent_method" ADD VALUE 'complaint' BEFORE 'api';--> statement-breakpoint
CREATE TABLE "messaging_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"send_id" uuid NOT NULL,
	"outbox_id" bigint,
	"contact_id" uuid,
	"kind" "messaging_event_kind" NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"postal_address" text DEFAULT '' NOT NULL,
	"frequency_cap_count" integer,
	"frequency_cap_days" integer DEFAULT 7 NOT NULL,
	"rate_per_second" integer DEFAULT 100 NOT NULL,
	"per_domain_per_minute" integer DEFAULT 3000 NOT NULL,
	"track_opens" boolean DEFAULT true NOT NULL,
	"track_clicks" boolean DEFAULT true NOT NULL,
	"exclude_invalid" boolean DEFAULT true NOT NULL,
	"quiet_hours_start" smallint,
	"quiet_hours_end" smallint,
	"inbound_host" text,
	"inbound_port" integer,
	"inbound_tls" boolean DEFAULT true NOT NULL,
	"inbound_user" text,
	"inbound_password_sealed" text,
	"webhook_signing_key_sealed" text,
	"sms_account_sid" text,
	"sms_auth_token_sealed" text,
	"sms_base_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"send_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"channel" "messaging_channel" NOT NULL,
	"address" text NOT NULL,
	"receiving_domain" text,
	"message_id" text NOT NULL,
	"state" "messaging_outbox_state" DEFAULT 'queued' NOT NULL,
	"reason" "messaging_suppress_reason",
	"attempts" integer DEFAULT 0 NOT NULL,
	"not_before" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"provider_id" text,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"dkim_selector" text NOT NULL,
	"dkim_public_key" text NOT NULL,
	"dkim_private_key_sealed" text NOT NULL,
	"return_path_host" text NOT NULL,
	"status" "messaging_record_status" DEFAULT 'pending' NOT NULL,
	"spf_status" "messaging_record_status" DEFAULT 'pending' NOT NULL,
	"dkim_status" "messaging_record_status" DEFAULT 'pending' NOT NULL,
	"dmarc_status" "messaging_record_status" DEFAULT 'pending' NOT NULL,
	"return_path_status" "messaging_record_status" DEFAULT 'pending' NOT NULL,
	"last_check_errors" text[],
	"last_checked_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"warmup" boolean DEFAULT true NOT NULL,
	"smtp_host" text,
	"smtp_port" integer,
	"smtp_secure" boolean DEFAULT false NOT NULL,
	"smtp_user" text,
	"smtp_password_sealed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"kind" "messaging_send_kind" NOT NULL,
	"channel" "messaging_channel" NOT NULL,
	"name" text NOT NULL,
	"status" "messaging_send_status" DEFAULT 'preparing' NOT NULL,
	"marketing" boolean DEFAULT true NOT NULL,
	"list_id" uuid,
	"topic_id" uuid,
	"domain_id" uuid,
	"from_name" text,
	"from_local" text,
	"reply_to" text,
	"subject" text,
	"html" text,
	"text" text,
	"sms_body" text,
	"sms_from" text,
	"track_opens" boolean DEFAULT true NOT NULL,
	"track_clicks" boolean DEFAULT true NOT NULL,
	"exclude_invalid" boolean DEFAULT true NOT NULL,
	"status_reason" text,
	"total" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"bounced" integer DEFAULT 0 NOT NULL,
	"suppressed" integer DEFAULT 0 NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	"clicked" integer DEFAULT 0 NOT NULL,
	"complained" integer DEFAULT 0 NOT NULL,
	"unsubscribed" integer DEFAULT 0 NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging_sms_numbers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging_suppressions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"channel" "messaging_pref_channel" NOT NULL,
	"address_hash" text NOT NULL,
	"address" text,
	"reason" "messaging_suppression_reason" NOT NULL,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging_topic_preferences" (
	"workspace_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"topic_id" uuid NOT NULL,
	"channel" "messaging_pref_channel" NOT NULL,
	"subscribed" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messaging_topic_preferences_workspace_id_contact_id_topic_id_channel_pk" PRIMARY KEY("workspace_id","contact_id","topic_id","channel")
);
--> statement-breakpoint
CREATE TABLE "messaging_topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"scope" "messaging_verification_scope" NOT NULL,
	"list_id" uuid,
	"label" text NOT NULL,
	"status" "messaging_verification_status" DEFAULT 'queued' NOT NULL,
	"probe_smtp" boolean DEFAULT false NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"valid" integer DEFAULT 0 NOT NULL,
	"risky" integer DEFAULT 0 NOT NULL,
	"invalid" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by" uuid,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD COLUMN "email_verdict" text;--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD COLUMN "email_verdict_reason" text;--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messaging_events" ADD CONSTRAINT "messaging_events_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_events" ADD CONSTRAINT "messaging_events_send_id_messaging_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."messaging_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_events" ADD CONSTRAINT "messaging_events_contact_id_crm_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."crm_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD CONSTRAINT "messaging_settings_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_outbox" ADD CONSTRAINT "messaging_outbox_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_outbox" ADD CONSTRAINT "messaging_outbox_send_id_messaging_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."messaging_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_outbox" ADD CONSTRAINT "messaging_outbox_contact_id_crm_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."crm_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_domains" ADD CONSTRAINT "messaging_domains_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_sends" ADD CONSTRAINT "messaging_sends_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_sends" ADD CONSTRAINT "messaging_sends_list_id_crm_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."crm_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_sends" ADD CONSTRAINT "messaging_sends_topic_id_messaging_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."messaging_topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_sends" ADD CONSTRAINT "messaging_sends_domain_id_messaging_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."messaging_domains"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_sends" ADD CONSTRAINT "messaging_sends_created_by_identity_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."identity_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_sms_numbers" ADD CONSTRAINT "messaging_sms_numbers_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_suppressions" ADD CONSTRAINT "messaging_suppressions_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_topic_preferences" ADD CONSTRAINT "messaging_topic_preferences_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_topic_preferences" ADD CONSTRAINT "messaging_topic_preferences_contact_id_crm_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."crm_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_topic_preferences" ADD CONSTRAINT "messaging_topic_preferences_topic_id_messaging_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."messaging_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_topics" ADD CONSTRAINT "messaging_topics_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_verifications" ADD CONSTRAINT "messaging_verifications_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_verifications" ADD CONSTRAINT "messaging_verifications_list_id_crm_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."crm_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_verifications" ADD CONSTRAINT "messaging_verifications_created_by_identity_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."identity_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messaging_events_ws_send_kind_idx" ON "messaging_events" USING btree ("workspace_id","send_id","kind");--> statement-breakpoint
CREATE INDEX "messaging_events_ws_contact_idx" ON "messaging_events" USING btree ("workspace_id","contact_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messaging_settings_ws_uq" ON "messaging_settings" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messaging_outbox_ws_send_contact_uq" ON "messaging_outbox" USING btree ("workspace_id","send_id","contact_id");--> statement-breakpoint
CREATE INDEX "messaging_outbox_ws_send_state_idx" ON "messaging_outbox" USING btree ("workspace_id","send_id","state");--> statement-breakpoint
CREATE INDEX "messaging_outbox_ws_contact_sent_idx" ON "messaging_outbox" USING btree ("workspace_id","contact_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messaging_domains_ws_domain_uq" ON "messaging_domains" USING btree ("workspace_id","domain");--> statement-breakpoint
CREATE INDEX "messaging_sends_ws_created_idx" ON "messaging_sends" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "messaging_sends_ws_status_idx" ON "messaging_sends" USING btree ("workspace_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "messaging_sms_numbers_ws_phone_uq" ON "messaging_sms_numbers" USING btree ("workspace_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "messaging_suppressions_ws_channel_hash_uq" ON "messaging_suppressions" USING btree ("workspace_id","channel","address_hash");--> statement-breakpoint
CREATE INDEX "messaging_topic_prefs_ws_topic_idx" ON "messaging_topic_preferences" USING btree ("workspace_id","topic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messaging_topics_ws_name_uq" ON "messaging_topics" USING btree ("workspace_id","name");--> statement-breakpoint
CREATE INDEX "messaging_verifications_ws_created_idx" ON "messaging_verifications" USING btree ("workspace_id","created_at");