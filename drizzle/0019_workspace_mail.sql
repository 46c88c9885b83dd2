CREATE TABLE "messaging_attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"send_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messaging_outbox" ALTER COLUMN "contact_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reporting_report_schedules" ADD COLUMN "last_mail_key" text;--> statement-breakpoint
ALTER TABLE "messaging_sends" ADD COLUMN "system" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messaging_sends" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "messaging_attachments" ADD CONSTRAINT "messaging_attachments_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_attachments" ADD CONSTRAINT "messaging_attachments_send_id_messaging_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."messaging_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messaging_attachments_ws_send_idx" ON "messaging_attachments" USING btree ("workspace_id","send_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messaging_outbox_ws_send_address_uq" ON "messaging_outbox" USING btree ("workspace_id","send_id","address") WHERE "messaging_outbox"."contact_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "messaging_sends_ws_idempotency_uq" ON "messaging_sends" USING btree ("workspace_id","idempotency_key");