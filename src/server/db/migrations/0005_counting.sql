CREATE TABLE "counting_bin_counts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cycle_id" uuid NOT NULL,
	"bin_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"user_id" uuid,
	"device" text,
	"started_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counting_bins" (
	"cycle_id" uuid NOT NULL,
	"bin_id" uuid NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "counting_bins_cycle_id_bin_id_pk" PRIMARY KEY("cycle_id","bin_id")
);
--> statement-breakpoint
CREATE TABLE "counting_counters" (
	"cycle_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "counting_counters_cycle_id_user_id_pk" PRIMARY KEY("cycle_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "counting_cycles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"mode" text NOT NULL,
	"blind" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"scope" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_by" uuid,
	"started_at" timestamp with time zone,
	"completed_by" uuid,
	"completed_at" timestamp with time zone,
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"summary" jsonb,
	CONSTRAINT "counting_cycles_status_check" CHECK ("counting_cycles"."status" in ('created', 'in_progress', 'completed', 'cancelled')),
	CONSTRAINT "counting_cycles_mode_check" CHECK ("counting_cycles"."mode" in ('serial', 'non-serial'))
);
--> statement-breakpoint
CREATE TABLE "counting_discrepancies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cycle_id" uuid NOT NULL,
	"type" text NOT NULL,
	"sku_id" uuid,
	"item_id" uuid,
	"code" text,
	"expected_bin_id" uuid,
	"counted_bin_id" uuid,
	"expected_quantity" integer DEFAULT 0 NOT NULL,
	"counted_quantity" integer DEFAULT 0 NOT NULL,
	"value" numeric(14, 2),
	"status" text DEFAULT 'open' NOT NULL,
	"accepted_by" uuid,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "counting_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cycle_id" uuid NOT NULL,
	"bin_count_id" uuid NOT NULL,
	"bin_id" uuid NOT NULL,
	"code" text NOT NULL,
	"item_id" uuid,
	"sku_id" uuid,
	"quantity" integer DEFAULT 1 NOT NULL,
	"flag" text,
	"user_id" uuid,
	"device" text,
	"counted_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	CONSTRAINT "counting_entries_quantity_check" CHECK ("counting_entries"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "counting_recounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cycle_id" uuid NOT NULL,
	"bin_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"reason" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "counting_snapshot" (
	"cycle_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"bin_id" uuid NOT NULL,
	"sku_id" uuid NOT NULL,
	"wms_number" text NOT NULL,
	"serial" text,
	"quantity" integer NOT NULL,
	CONSTRAINT "counting_snapshot_cycle_id_item_id_pk" PRIMARY KEY("cycle_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "unit_value" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "counting_bin_counts" ADD CONSTRAINT "counting_bin_counts_cycle_id_counting_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."counting_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counting_bin_counts" ADD CONSTRAINT "counting_bin_counts_bin_id_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counting_bin_counts" ADD CONSTRAINT "counting_bin_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counting_bins" ADD CONSTRAINT "counting_bins_cycle_id_counting_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."counting_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counting_bins" ADD CONSTRAINT "counting_bins_bin_id_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counting_counters" ADD CONSTRAINT "counting_counters_cycle_id_counting_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."counting_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counting_counters" ADD CONSTRAINT "counting_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counting_cycles" ADD CONSTRAINT "counting_cycles_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counting_cycles" ADD CONSTRAINT "counting_cycles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counting_cycles" ADD CONSTRAINT "counting_cycles_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counting_cycles" ADD CONSTRAINT "counting_cycles_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counting_cycles" ADD CONSTRAINT "counting_cycles_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counting_discrepancies" ADD CONSTRAINT "counting_discrepancies_cycle_id_counting_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."counting_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counting_discrepancies" ADD CONSTRAINT "counting_discrepancies_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counting_discrepancies" ADD CONSTRAINT "counting_discrepancies_expected_bin_id_bins_id_fk" FOREIGN KEY ("expected_bin_id") REFERENCES "public"."bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counting_discrepancies" ADD CONSTRAINT "counting_discrepancies_counted_bin_id_bins_id_fk" FOREIGN KEY ("counted_bin_id") REFERENCES "public"."bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counting_discrepancies" ADD CONSTRAINT "counting_discrepancies_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counting_entries" ADD CONSTRAINT "counting_entries_cycle_id_counting_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."counting_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counting_entries" ADD CONSTRAINT "counting_entries_bin_count_id_counting_bin_counts_id_fk" FOREIGN KEY ("bin_count_id") REFERENCES "public"."counting_bin_counts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counting_entries" ADD CONSTRAINT "counting_entries_bin_id_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counting_entries" ADD CONSTRAINT "counting_entries_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counting_entries" ADD CONSTRAINT "counting_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counting_recounts" ADD CONSTRAINT "counting_recounts_cycle_id_counting_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."counting_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counting_recounts" ADD CONSTRAINT "counting_recounts_bin_id_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counting_recounts" ADD CONSTRAINT "counting_recounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counting_snapshot" ADD CONSTRAINT "counting_snapshot_cycle_id_counting_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."counting_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counting_snapshot" ADD CONSTRAINT "counting_snapshot_bin_id_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counting_snapshot" ADD CONSTRAINT "counting_snapshot_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counting_bin_counts_bin_idx" ON "counting_bin_counts" USING btree ("cycle_id","bin_id","round");--> statement-breakpoint
CREATE INDEX "counting_bins_bin_idx" ON "counting_bins" USING btree ("bin_id");--> statement-breakpoint
CREATE INDEX "counting_counters_user_idx" ON "counting_counters" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "counting_cycles_number_key" ON "counting_cycles" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "counting_cycles_created_idx" ON "counting_cycles" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "counting_discrepancies_cycle_idx" ON "counting_discrepancies" USING btree ("cycle_id","status");--> statement-breakpoint
CREATE INDEX "counting_entries_count_idx" ON "counting_entries" USING btree ("bin_count_id");--> statement-breakpoint
CREATE INDEX "counting_entries_cycle_bin_idx" ON "counting_entries" USING btree ("cycle_id","bin_id");--> statement-breakpoint
CREATE INDEX "counting_entries_item_idx" ON "counting_entries" USING btree ("cycle_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "counting_recounts_round_key" ON "counting_recounts" USING btree ("cycle_id","bin_id","round");--> statement-breakpoint
CREATE INDEX "counting_recounts_cycle_idx" ON "counting_recounts" USING btree ("cycle_id","status");--> statement-breakpoint
CREATE INDEX "counting_snapshot_bin_idx" ON "counting_snapshot" USING btree ("cycle_id","bin_id");--> statement-breakpoint
CREATE INDEX "movements_company_at_idx" ON "movements" USING btree ("company_id","at");