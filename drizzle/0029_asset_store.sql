CREATE TABLE "assets_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets_item_counts" (
	"workspace_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assets_item_counts_workspace_id_kind_status_pk" PRIMARY KEY("workspace_id","kind","status")
);
--> statement-breakpoint
CREATE TABLE "assets_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"brand_kit_id" uuid,
	"plan_ref" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"author_id" uuid,
	"submitted_by" uuid,
	"current_version" integer DEFAULT 1 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "assets_items"."search_text")) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_items_kind_ck" CHECK ("assets_items"."kind" in ('google-rsa', 'microsoft-rsa', 'meta-ad', 'linkedin-ad', 'x-post', 'linkedin-post', 'facebook-post', 'instagram-post', 'sms', 'email', 'creative', 'keyword-list', 'audience', 'landing-page', 'pop-up', 'form')),
	CONSTRAINT "assets_items_status_ck" CHECK ("assets_items"."status" in ('draft', 'in-review', 'approved', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "assets_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"note" text,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The versions and comments reference (workspace_id, id): its unique index comes first.
CREATE UNIQUE INDEX "assets_items_ws_id_uq" ON "assets_items" USING btree ("workspace_id","id");--> statement-breakpoint
ALTER TABLE "assets_comments" ADD CONSTRAINT "assets_comments_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets_comments" ADD CONSTRAINT "assets_comments_author_id_identity_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."identity_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets_comments" ADD CONSTRAINT "assets_comments_asset_fk" FOREIGN KEY ("workspace_id","asset_id") REFERENCES "public"."assets_items"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets_item_counts" ADD CONSTRAINT "assets_item_counts_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets_items" ADD CONSTRAINT "assets_items_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets_items" ADD CONSTRAINT "assets_items_author_id_identity_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."identity_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets_items" ADD CONSTRAINT "assets_items_submitted_by_identity_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."identity_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets_versions" ADD CONSTRAINT "assets_versions_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets_versions" ADD CONSTRAINT "assets_versions_author_id_identity_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."identity_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets_versions" ADD CONSTRAINT "assets_versions_asset_fk" FOREIGN KEY ("workspace_id","asset_id") REFERENCES "public"."assets_items"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_comments_ws_asset_created_idx" ON "assets_comments" USING btree ("workspace_id","asset_id","created_at");--> statement-breakpoint
CREATE INDEX "assets_items_ws_updated_idx" ON "assets_items" USING btree ("workspace_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assets_items_ws_kind_updated_idx" ON "assets_items" USING btree ("workspace_id","kind","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assets_items_ws_status_updated_idx" ON "assets_items" USING btree ("workspace_id","status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assets_items_ws_author_updated_idx" ON "assets_items" USING btree ("workspace_id","author_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assets_items_ws_kit_updated_idx" ON "assets_items" USING btree ("workspace_id","brand_kit_id","updated_at" DESC NULLS LAST) WHERE "assets_items"."brand_kit_id" is not null;--> statement-breakpoint
CREATE INDEX "assets_items_ws_plan_updated_idx" ON "assets_items" USING btree ("workspace_id","plan_ref","updated_at" DESC NULLS LAST) WHERE "assets_items"."plan_ref" is not null;--> statement-breakpoint
CREATE INDEX "assets_items_ws_kind_status_idx" ON "assets_items" USING btree ("workspace_id","kind","status");--> statement-breakpoint
CREATE INDEX "assets_items_tags_gin" ON "assets_items" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "assets_items_search_gin" ON "assets_items" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "assets_versions_ws_asset_version_uq" ON "assets_versions" USING btree ("workspace_id","asset_id","version");--> statement-breakpoint
CREATE INDEX "assets_versions_ws_author_created_idx" ON "assets_versions" USING btree ("workspace_id","author_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- assets_item_counts follows assets_items, one statement at a time (a bulk insert adds its groups at once).
CREATE FUNCTION assets_items_count_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO assets_item_counts (workspace_id, kind, status, n)
    SELECT workspace_id, kind, status, count(*) FROM added GROUP BY 1, 2, 3
    ON CONFLICT (workspace_id, kind, status) DO UPDATE SET n = assets_item_counts.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION assets_items_count_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE assets_item_counts c SET n = c.n - r.n
    FROM (SELECT workspace_id, kind, status, count(*) AS n FROM removed GROUP BY 1, 2, 3) r
    WHERE c.workspace_id = r.workspace_id AND c.kind = r.kind AND c.status = r.status;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION assets_items_count_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose kind or status changed move between counts.
  UPDATE assets_item_counts c SET n = c.n - r.n
    FROM (SELECT o.workspace_id, o.kind, o.status, count(*) AS n FROM removed o JOIN added a ON a.id = o.id
          WHERE a.kind <> o.kind OR a.status <> o.status GROUP BY 1, 2, 3) r
    WHERE c.workspace_id = r.workspace_id AND c.kind = r.kind AND c.status = r.status;
  INSERT INTO assets_item_counts (workspace_id, kind, status, n)
    SELECT a.workspace_id, a.kind, a.status, count(*) FROM added a JOIN removed o ON o.id = a.id
    WHERE a.kind <> o.kind OR a.status <> o.status GROUP BY 1, 2, 3
    ON CONFLICT (workspace_id, kind, status) DO UPDATE SET n = assets_item_counts.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER assets_items_count_insert AFTER INSERT ON assets_items REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION assets_items_count_added();--> statement-breakpoint
CREATE TRIGGER assets_items_count_delete AFTER DELETE ON assets_items REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION assets_items_count_removed();--> statement-breakpoint
CREATE TRIGGER assets_items_count_update AFTER UPDATE ON assets_items REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION assets_items_count_moved();
