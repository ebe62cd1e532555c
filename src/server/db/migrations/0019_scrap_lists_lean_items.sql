CREATE TABLE "scrap_list_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scrap_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"reason" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	"witness" text,
	"cancel_reason" text,
	"order_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scrap_lists_status_check" CHECK ("scrap_lists"."status" in ('draft', 'submitted', 'approved', 'destroyed', 'shipped', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "movements" DROP CONSTRAINT "movements_company_id_company_id_fk";
--> statement-breakpoint
ALTER TABLE "movements" DROP CONSTRAINT "movements_sku_id_skus_id_fk";
--> statement-breakpoint
ALTER TABLE "movements" DROP CONSTRAINT "movements_from_bin_id_bins_id_fk";
--> statement-breakpoint
ALTER TABLE "movements" DROP CONSTRAINT "movements_to_bin_id_bins_id_fk";
--> statement-breakpoint
ALTER TABLE "movements" DROP CONSTRAINT "movements_from_container_id_containers_id_fk";
--> statement-breakpoint
ALTER TABLE "movements" DROP CONSTRAINT "movements_to_container_id_containers_id_fk";
--> statement-breakpoint
ALTER TABLE "movements" DROP CONSTRAINT "movements_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "items_wms_number_lower_idx";--> statement-breakpoint
DROP INDEX "order_allocations_task_idx";--> statement-breakpoint
DROP INDEX "items_wms_number_key";--> statement-breakpoint
DROP INDEX "items_serial_idx";--> statement-breakpoint
DROP INDEX "items_control_number_idx";--> statement-breakpoint
DROP INDEX "items_lot_idx";--> statement-breakpoint
DROP INDEX "items_receipt_idx";--> statement-breakpoint
DROP INDEX "items_container_idx";--> statement-breakpoint
ALTER TABLE "order_allocations" ADD COLUMN "split_from_item_id" uuid;--> statement-breakpoint
ALTER TABLE "scrap_list_items" ADD CONSTRAINT "scrap_list_items_list_id_scrap_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."scrap_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrap_list_items" ADD CONSTRAINT "scrap_list_items_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrap_lists" ADD CONSTRAINT "scrap_lists_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrap_lists" ADD CONSTRAINT "scrap_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrap_lists" ADD CONSTRAINT "scrap_lists_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrap_lists" ADD CONSTRAINT "scrap_lists_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrap_lists" ADD CONSTRAINT "scrap_lists_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scrap_list_items_held_key" ON "scrap_list_items" USING btree ("item_id") WHERE "scrap_list_items"."released_at" is null;--> statement-breakpoint
CREATE INDEX "scrap_list_items_list_idx" ON "scrap_list_items" USING btree ("list_id","added_at");--> statement-breakpoint
CREATE INDEX "scrap_list_items_item_idx" ON "scrap_list_items" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scrap_lists_number_key" ON "scrap_lists" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "scrap_lists_status_idx" ON "scrap_lists" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "scrap_lists_created_idx" ON "scrap_lists" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "order_allocations_task_idx" ON "order_allocations" USING btree ("pick_task_id") WHERE "order_allocations"."pick_task_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "items_wms_number_key" ON "items" USING btree ("company_id",lower("wms_number"));--> statement-breakpoint
CREATE INDEX "items_serial_idx" ON "items" USING btree (lower("serial")) WHERE lower("items"."serial") is not null;--> statement-breakpoint
CREATE INDEX "items_control_number_idx" ON "items" USING btree ("control_number_id","created_at") WHERE "items"."control_number_id" is not null;--> statement-breakpoint
CREATE INDEX "items_lot_idx" ON "items" USING btree ("lot_id") WHERE "items"."lot_id" is not null;--> statement-breakpoint
CREATE INDEX "items_receipt_idx" ON "items" USING btree ("company_id","receipt_at") WHERE "items"."receipt_at" is not null;--> statement-breakpoint
CREATE INDEX "items_container_idx" ON "items" USING btree ("container_id") WHERE "items"."container_id" is not null;