CREATE TABLE "job_results" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"type" text NOT NULL,
	"outcome" text,
	"destination" text NOT NULL,
	"result" jsonb NOT NULL,
	"minutes" integer,
	"scrap_list_number" text,
	"user_id" uuid,
	"device" text,
	"recorded_at" timestamp with time zone NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_results_type_check" CHECK ("job_results"."type" in ('qc', 'repair', 'clean'))
);
--> statement-breakpoint
CREATE INDEX "job_results_item_idx" ON "job_results" USING btree ("item_id","at");--> statement-breakpoint
CREATE INDEX "job_results_company_idx" ON "job_results" USING btree ("company_id","type","at");