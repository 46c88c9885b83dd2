CREATE TABLE "assets_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"folder_id" uuid,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"content_type" text NOT NULL,
	"bytes" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets_media_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets_media_usages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"module" text NOT NULL,
	"ref_id" text NOT NULL,
	"label" text NOT NULL,
	"href" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assets_items" DROP CONSTRAINT "assets_items_kind_ck";--> statement-breakpoint
ALTER TABLE "assets_media" ADD CONSTRAINT "assets_media_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets_media" ADD CONSTRAINT "assets_media_uploaded_by_identity_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."identity_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets_media_folders" ADD CONSTRAINT "assets_media_folders_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets_media_folders" ADD CONSTRAINT "assets_media_folders_created_by_identity_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."identity_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets_media_usages" ADD CONSTRAINT "assets_media_usages_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assets_media_ws_id_uq" ON "assets_media" USING btree ("workspace_id","id");--> statement-breakpoint
ALTER TABLE "assets_media_usages" ADD CONSTRAINT "assets_media_usages_media_fk" FOREIGN KEY ("workspace_id","media_id") REFERENCES "public"."assets_media"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assets_media_ws_key_uq" ON "assets_media" USING btree ("workspace_id","storage_key");--> statement-breakpoint
CREATE INDEX "assets_media_ws_folder_created_idx" ON "assets_media" USING btree ("workspace_id","folder_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assets_media_ws_created_idx" ON "assets_media" USING btree ("workspace_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "assets_media_folders_ws_id_uq" ON "assets_media_folders" USING btree ("workspace_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "assets_media_folders_ws_name_uq" ON "assets_media_folders" USING btree ("workspace_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "assets_media_usages_uq" ON "assets_media_usages" USING btree ("workspace_id","media_id","module","ref_id");--> statement-breakpoint
CREATE INDEX "assets_media_usages_ref_idx" ON "assets_media_usages" USING btree ("workspace_id","module","ref_id");--> statement-breakpoint
ALTER TABLE "assets_items" ADD CONSTRAINT "assets_items_kind_ck" CHECK ("assets_items"."kind" in ('google-rsa', 'microsoft-rsa', 'meta-ad', 'linkedin-ad', 'x-post', 'linkedin-post', 'facebook-post', 'instagram-post', 'sms', 'email', 'creative', 'creative-set', 'keyword-list', 'audience', 'landing-page', 'pop-up', 'form'));