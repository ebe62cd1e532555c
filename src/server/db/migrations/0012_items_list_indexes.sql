DROP INDEX "items_sku_idx";--> statement-breakpoint
DROP INDEX "items_bin_idx";--> statement-breakpoint
CREATE INDEX "items_list_idx" ON "items" USING btree ("company_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "items_client_idx" ON "items" USING btree ("client_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "items_status_idx" ON "items" USING btree ("company_id","status","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "items_sku_idx" ON "items" USING btree ("sku_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "items_bin_idx" ON "items" USING btree ("bin_id","created_at" DESC NULLS FIRST,"id");