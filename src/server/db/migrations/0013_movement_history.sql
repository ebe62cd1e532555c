DROP INDEX "movements_sku_idx";--> statement-breakpoint
DROP INDEX "movements_company_at_idx";--> statement-breakpoint
CREATE INDEX "movements_type_idx" ON "movements" USING btree ("company_id","type","at","id");--> statement-breakpoint
CREATE INDEX "movements_user_idx" ON "movements" USING btree ("user_id","at","id");--> statement-breakpoint
CREATE INDEX "movements_from_bin_idx" ON "movements" USING btree ("from_bin_id","at","id");--> statement-breakpoint
CREATE INDEX "movements_to_bin_idx" ON "movements" USING btree ("to_bin_id","at","id");--> statement-breakpoint
CREATE INDEX "movements_from_container_idx" ON "movements" USING btree ("from_container_id","at","id") WHERE "movements"."from_container_id" is not null;--> statement-breakpoint
CREATE INDEX "movements_to_container_idx" ON "movements" USING btree ("to_container_id","at","id") WHERE "movements"."to_container_id" is not null;--> statement-breakpoint
CREATE INDEX "movements_from_lot_idx" ON "movements" USING btree ("from_lot_number","at","id") WHERE "movements"."from_lot_number" is not null;--> statement-breakpoint
CREATE INDEX "movements_to_lot_idx" ON "movements" USING btree ("to_lot_number","at","id") WHERE "movements"."to_lot_number" is not null;--> statement-breakpoint
CREATE INDEX "movements_sku_idx" ON "movements" USING btree ("sku_id","at","id");--> statement-breakpoint
CREATE INDEX "movements_company_at_idx" ON "movements" USING btree ("company_id","at","id");