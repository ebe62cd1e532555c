CREATE TABLE "job_result_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"result_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_result_photos_type_check" CHECK ("job_result_photos"."content_type" in ('image/jpeg', 'image/webp'))
);
--> statement-breakpoint
ALTER TABLE "job_result_photos" ADD CONSTRAINT "job_result_photos_result_id_job_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."job_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_result_photos_result_idx" ON "job_result_photos" USING btree ("result_id","position");--> statement-breakpoint
CREATE INDEX "job_result_photos_item_idx" ON "job_result_photos" USING btree ("item_id");