ALTER TABLE "movements" ADD COLUMN "from_lot_number" text;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "to_lot_number" text;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "quantity_change" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_type_check" CHECK (type in ('receive', 'goods-receipt', 'receive-reversal', 'putaway', 'transfer', 'status', 'pick', 'pack', 'ship', 'adjust', 'count', 'scrap', 'relabel', 'convert'));--> statement-breakpoint
-- data
-- Corrections of a quantity where the units lay were written with the same from and to side.
UPDATE "movements" SET "quantity_change" = true
WHERE "type" = 'adjust' AND "from_status" IS NOT NULL AND "from_status" IS NOT DISTINCT FROM "to_status"
  AND "from_bin_id" IS NOT DISTINCT FROM "to_bin_id" AND "from_container_id" IS NOT DISTINCT FROM "to_container_id";--> statement-breakpoint
-- A goods receipt changes the status where the unit lies: its from side is that place too.
UPDATE "movements" SET "from_bin_id" = "to_bin_id", "from_container_id" = "to_container_id"
WHERE "type" = 'goods-receipt' AND "from_bin_id" IS NULL AND "from_container_id" IS NULL;--> statement-breakpoint
-- Lots were never changed by a movement before this: each side carries its item's lot.
UPDATE "movements" AS m SET
  "from_lot_number" = CASE WHEN m."from_status" IS NOT NULL THEN i."lot_number" END,
  "to_lot_number" = CASE WHEN m."to_status" IS NOT NULL THEN i."lot_number" END
FROM "items" AS i WHERE i."id" = m."item_id";
