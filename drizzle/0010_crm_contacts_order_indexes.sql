DROP INDEX "crm_contacts_ws_created_idx";--> statement-breakpoint
DROP INDEX "crm_contacts_ws_stage_created_idx";--> statement-breakpoint
CREATE INDEX "crm_contacts_ws_created_idx" ON "crm_contacts" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "crm_contacts_ws_stage_created_idx" ON "crm_contacts" USING btree ("workspace_id","lifecycle_stage","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);