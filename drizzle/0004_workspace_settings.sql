CREATE TYPE "public"."identity_date_format" AS ENUM('YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'DD.MM.YYYY');--> statement-breakpoint
CREATE TYPE "public"."identity_week_start" AS ENUM('monday', 'sunday');--> statement-breakpoint
ALTER TABLE "identity_workspaces" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_workspaces" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_workspaces" ADD COLUMN "locale" text DEFAULT 'en-US' NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_workspaces" ADD COLUMN "week_start" "identity_week_start" DEFAULT 'monday' NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_workspaces" ADD COLUMN "date_format" "identity_date_format" DEFAULT 'YYYY-MM-DD' NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_workspaces" ADD COLUMN "deletion_requested_at" timestamp with time zone;