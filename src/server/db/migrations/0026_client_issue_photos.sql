CREATE TABLE "client_issue_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"issue_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_issue_photos_type_check" CHECK ("client_issue_photos"."content_type" in ('image/jpeg', 'image/webp'))
);
--> statement-breakpoint
ALTER TABLE "client_issue_photos" ADD CONSTRAINT "client_issue_photos_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_issue_photos" ADD CONSTRAINT "client_issue_photos_issue_id_client_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."client_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_issue_photos" ADD CONSTRAINT "client_issue_photos_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_issue_photos_issue_idx" ON "client_issue_photos" USING btree ("issue_id","position");