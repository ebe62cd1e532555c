CREATE TABLE "client_issue_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issue_id" uuid NOT NULL,
	"author_id" uuid,
	"from_client" boolean NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"concern_kind" text,
	"concern_ref" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assignee_id" uuid,
	"resolved_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_issues_status_check" CHECK ("client_issues"."status" in ('open', 'in_progress', 'resolved')),
	CONSTRAINT "client_issues_concern_check" CHECK (("client_issues"."concern_kind" is null) = ("client_issues"."concern_ref" is null))
);
--> statement-breakpoint
ALTER TABLE "client_issue_messages" ADD CONSTRAINT "client_issue_messages_issue_id_client_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."client_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_issue_messages" ADD CONSTRAINT "client_issue_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_issues" ADD CONSTRAINT "client_issues_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_issues" ADD CONSTRAINT "client_issues_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_issues" ADD CONSTRAINT "client_issues_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_issues" ADD CONSTRAINT "client_issues_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_issue_messages_issue_idx" ON "client_issue_messages" USING btree ("issue_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "client_issues_number_key" ON "client_issues" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "client_issues_client_idx" ON "client_issues" USING btree ("company_id","client_id","created_at");--> statement-breakpoint
CREATE INDEX "client_issues_status_idx" ON "client_issues" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "client_issues_resolved_idx" ON "client_issues" USING btree ("company_id","resolved_at");