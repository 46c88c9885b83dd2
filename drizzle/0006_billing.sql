CREATE TYPE "public"."billing_interval" AS ENUM('month', 'year');--> statement-breakpoint
CREATE TYPE "public"."billing_plan" AS ENUM('basic', 'standard', 'advanced', 'premium', 'enterprise');--> statement-breakpoint
CREATE TYPE "public"."billing_source" AS ENUM('trial', 'stripe', 'manual');--> statement-breakpoint
CREATE TYPE "public"."billing_status" AS ENUM('trialing', 'active', 'past_due', 'unpaid', 'canceled', 'incomplete');--> statement-breakpoint
CREATE TYPE "public"."billing_usage_metric" AS ENUM('emails', 'aiGenerations', 'contacts', 'sources', 'storage');--> statement-breakpoint
CREATE TABLE "billing_stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_subscriptions" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"plan" "billing_plan" NOT NULL,
	"interval" "billing_interval" DEFAULT 'month' NOT NULL,
	"status" "billing_status" NOT NULL,
	"source" "billing_source" NOT NULL,
	"addons" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"past_due_since" timestamp with time zone,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"stripe_synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_usage_counters" (
	"workspace_id" uuid NOT NULL,
	"metric" "billing_usage_metric" NOT NULL,
	"period_start" date NOT NULL,
	"used" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_usage_counters_workspace_id_metric_period_start_pk" PRIMARY KEY("workspace_id","metric","period_start")
);
--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_usage_counters" ADD CONSTRAINT "billing_usage_counters_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_subscriptions_customer_uq" ON "billing_subscriptions" USING btree ("stripe_customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_subscriptions_subscription_uq" ON "billing_subscriptions" USING btree ("stripe_subscription_id");