ALTER TABLE "crm_import_errors" ADD COLUMN "kind" text DEFAULT 'invalid' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_imports" ADD COLUMN "headers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_imports" ADD COLUMN "preview" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_imports" ADD COLUMN "total_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_imports" ADD COLUMN "data_offset" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_imports" ADD COLUMN "accept_partial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_imports" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crm_imports" ADD COLUMN "finished_at" timestamp with time zone;