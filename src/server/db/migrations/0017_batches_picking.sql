CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"filters" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	"picked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_status_check" CHECK ("batches"."status" in ('open', 'released', 'picking', 'picked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "pick_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"number" text NOT NULL,
	"sequence" integer NOT NULL,
	"bin_id" uuid NOT NULL,
	"sku_id" uuid NOT NULL,
	"lot_number" text,
	"quantity" integer NOT NULL,
	"picked" integer DEFAULT 0 NOT NULL,
	"short" integer DEFAULT 0 NOT NULL,
	"short_reason" text,
	"status" text DEFAULT 'open' NOT NULL,
	"claimed_by" uuid,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pick_tasks_quantity_check" CHECK ("pick_tasks"."quantity" > 0 and "pick_tasks"."picked" >= 0 and "pick_tasks"."short" >= 0 and "pick_tasks"."picked" + "pick_tasks"."short" <= "pick_tasks"."quantity"),
	CONSTRAINT "pick_tasks_status_check" CHECK ("pick_tasks"."status" in ('open', 'done', 'short'))
);
--> statement-breakpoint
CREATE TABLE "count_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"bin_id" uuid NOT NULL,
	"sku_id" uuid,
	"reason" text NOT NULL,
	"pick_task_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "return_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"picker_id" uuid,
	"from_bin_id" uuid,
	"to_bin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" uuid
);
--> statement-breakpoint
ALTER TABLE "order_allocations" ADD COLUMN "pick_task_id" uuid;--> statement-breakpoint
ALTER TABLE "order_allocations" ADD COLUMN "picked_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_tasks" ADD CONSTRAINT "pick_tasks_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_tasks" ADD CONSTRAINT "pick_tasks_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_tasks" ADD CONSTRAINT "pick_tasks_bin_id_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_tasks" ADD CONSTRAINT "pick_tasks_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_tasks" ADD CONSTRAINT "pick_tasks_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_tasks" ADD CONSTRAINT "count_tasks_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_tasks" ADD CONSTRAINT "count_tasks_bin_id_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_tasks" ADD CONSTRAINT "count_tasks_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_tasks" ADD CONSTRAINT "count_tasks_pick_task_id_pick_tasks_id_fk" FOREIGN KEY ("pick_task_id") REFERENCES "public"."pick_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_tasks" ADD CONSTRAINT "count_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_tasks" ADD CONSTRAINT "return_tasks_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_tasks" ADD CONSTRAINT "return_tasks_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_tasks" ADD CONSTRAINT "return_tasks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_tasks" ADD CONSTRAINT "return_tasks_picker_id_users_id_fk" FOREIGN KEY ("picker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_tasks" ADD CONSTRAINT "return_tasks_from_bin_id_bins_id_fk" FOREIGN KEY ("from_bin_id") REFERENCES "public"."bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_tasks" ADD CONSTRAINT "return_tasks_to_bin_id_bins_id_fk" FOREIGN KEY ("to_bin_id") REFERENCES "public"."bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_tasks" ADD CONSTRAINT "return_tasks_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "batches_number_key" ON "batches" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "batches_status_idx" ON "batches" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pick_tasks_number_key" ON "pick_tasks" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "pick_tasks_batch_idx" ON "pick_tasks" USING btree ("batch_id","sequence");--> statement-breakpoint
CREATE INDEX "count_tasks_open_idx" ON "count_tasks" USING btree ("company_id","done_at","bin_id");--> statement-breakpoint
CREATE INDEX "return_tasks_open_idx" ON "return_tasks" USING btree ("company_id","done_at");--> statement-breakpoint
CREATE UNIQUE INDEX "return_tasks_item_open_key" ON "return_tasks" USING btree ("item_id") WHERE "return_tasks"."done_at" is null;--> statement-breakpoint
ALTER TABLE "order_allocations" ADD CONSTRAINT "order_allocations_pick_task_id_pick_tasks_id_fk" FOREIGN KEY ("pick_task_id") REFERENCES "public"."pick_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_allocations" ADD CONSTRAINT "order_allocations_picked_by_users_id_fk" FOREIGN KEY ("picked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_allocations_task_idx" ON "order_allocations" USING btree ("pick_task_id");--> statement-breakpoint
CREATE INDEX "orders_batch_idx" ON "orders" USING btree ("batch_id");