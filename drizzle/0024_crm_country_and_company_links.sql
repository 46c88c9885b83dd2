ALTER TABLE "crm_companies" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "crm_imports" ADD COLUMN "link_companies" boolean DEFAULT true NOT NULL;