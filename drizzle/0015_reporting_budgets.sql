CREATE TABLE "reporting_budgets" (
	"workspace_id" uuid NOT NULL,
	"month" text NOT NULL,
	"scope" text NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"currency" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reporting_budgets_workspace_id_month_scope_pk" PRIMARY KEY("workspace_id","month","scope")
);
--> statement-breakpoint
ALTER TABLE "reporting_budgets" ADD CONSTRAINT "reporting_budgets_workspace_id_identity_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."identity_workspaces"("id") ON DELETE cascade ON UPDATE no action;