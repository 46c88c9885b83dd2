CREATE TABLE "reporting_fx_reference_days" (
	"date" date PRIMARY KEY NOT NULL,
	"rates" jsonb NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reporting_fx_reference_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"shipped_through" date,
	"fetched_at" timestamp with time zone,
	"fetch_error" text
);
