CREATE TABLE "dock_to_stock" (
	"company_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"arrived_at" timestamp with time zone NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "movements_goods_receipt_idx";--> statement-breakpoint
ALTER TABLE "dock_to_stock" ADD CONSTRAINT "dock_to_stock_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dock_to_stock_posted_idx" ON "dock_to_stock" USING btree ("company_id","posted_at","client_id","arrived_at","quantity");--> statement-breakpoint
-- Every goods receipt so far beside its unit's receive scan (as dockRowsFromMovements in ledger/summary-writes.ts computes it).
INSERT INTO "dock_to_stock" ("company_id", "item_id", "client_id", "arrived_at", "posted_at", "quantity")
SELECT g.company_id, g.item_id, s.client_id, r.at, g.at, g.quantity
FROM movements g JOIN skus s ON s.id = g.sku_id
CROSS JOIN LATERAL (
  SELECT m.at FROM movements m WHERE m.item_id = g.item_id AND m.type = 'receive'
  ORDER BY m.at > g.at, CASE WHEN m.at <= g.at THEN m.at END DESC, m.at LIMIT 1
) AS r
WHERE g.type = 'goods-receipt' AND g.item_id IS NOT NULL;
