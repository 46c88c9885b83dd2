CREATE TABLE "messaging_verification_results" (
	"workspace_id" uuid NOT NULL,
	"verification_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"verdict" text NOT NULL,
	"reason_code" text NOT NULL,
	"reason" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messaging_verification_results_verification_id_contact_id_pk" PRIMARY KEY("verification_id","contact_id")
);
--> statement-breakpoint
ALTER TABLE "messaging_verification_results" ADD CONSTRAINT "messaging_verification_results_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_verification_results" ADD CONSTRAINT "messaging_verification_results_verification_id_messaging_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."messaging_verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_verification_results" ADD CONSTRAINT "messaging_verification_results_contact_id_crm_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."crm_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messaging_verification_results_ws_run_verdict_idx" ON "messaging_verification_results" USING btree ("workspace_id","verification_id","verdict","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messaging_verifications_ws_active_uq" ON "messaging_verifications" USING btree ("workspace_id") WHERE status in ('queued', 'running') and scope <> 'single';