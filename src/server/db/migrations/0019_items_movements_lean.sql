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
CREATE INDEX "order_allocations_task_idx" ON "order_allocations" USING btree ("pick_task_id") WHERE "order_allocations"."pick_task_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "items_wms_number_key" ON "items" USING btree ("company_id",lower("wms_number"));--> statement-breakpoint
CREATE INDEX "items_serial_idx" ON "items" USING btree (lower("serial")) WHERE lower("items"."serial") is not null;--> statement-breakpoint
CREATE INDEX "items_control_number_idx" ON "items" USING btree ("control_number_id","created_at") WHERE "items"."control_number_id" is not null;--> statement-breakpoint
CREATE INDEX "items_lot_idx" ON "items" USING btree ("lot_id") WHERE "items"."lot_id" is not null;--> statement-breakpoint
CREATE INDEX "items_receipt_idx" ON "items" USING btree ("company_id","receipt_at") WHERE "items"."receipt_at" is not null;--> statement-breakpoint
CREATE INDEX "items_container_idx" ON "items" USING btree ("container_id") WHERE "items"."container_id" is not null;