DROP INDEX "crm_contacts_ws_company_idx";--> statement-breakpoint
DROP INDEX "crm_contacts_ws_hash_idx";--> statement-breakpoint
CREATE INDEX "crm_contacts_ws_company_idx" ON "crm_contacts" USING btree ("workspace_id","company_id") WHERE "crm_contacts"."company_id" is not null;--> statement-breakpoint
CREATE INDEX "crm_contacts_ws_hash_idx" ON "crm_contacts" USING btree ("workspace_id","email_hash") WHERE "crm_contacts"."erased_at" is not null;