CREATE TABLE "stock_daily" (
	"company_id" uuid NOT NULL,
	"grain" text NOT NULL,
	"day" date NOT NULL,
	"client_id" uuid,
	"sku_id" uuid,
	"bin_id" uuid,
	"lot_number" text,
	"slot" smallint NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "stock_daily_key" UNIQUE NULLS NOT DISTINCT("company_id","grain","day","client_id","sku_id","bin_id","lot_number","slot")
);
--> statement-breakpoint
ALTER TABLE "stock_daily" ADD CONSTRAINT "stock_daily_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The history of every company's stock so far, from its ledger (as rebuildSummaries in ledger/summary-writes.ts computes it).
INSERT INTO "stock_daily" ("company_id", "grain", "day", "client_id", "sku_id", "bin_id", "lot_number", "slot", "units")
SELECT c.company_id, g.grain, c.day, s.client_id, g.sku_id, g.bin_id, g.lot_number, 0, cast(sum(c.units) AS integer)
FROM (
  SELECT m.company_id, (m.at AT TIME ZONE co.time_zone)::date AS day, m.sku_id, m.to_bin_id AS bin_id, m.to_lot_number AS lot_number, m.quantity AS units
    FROM movements m JOIN company co ON co.id = m.company_id
    WHERE m.to_status IN ('received', 'available', 'qc', 'repair', 'clean', 'allocated', 'picked', 'packed')
  UNION ALL
  SELECT m.company_id, (m.at AT TIME ZONE co.time_zone)::date, m.sku_id, m.from_bin_id, m.from_lot_number, -m.quantity
    FROM movements m JOIN company co ON co.id = m.company_id
    WHERE m.from_status IN ('received', 'available', 'qc', 'repair', 'clean', 'allocated', 'picked', 'packed') AND NOT m.quantity_change
) AS c
JOIN skus s ON s.id = c.sku_id
CROSS JOIN LATERAL (VALUES ('sku', c.sku_id, null::uuid, null::text), ('bin', null, c.bin_id, null), ('lot', c.sku_id, null, c.lot_number)) AS g(grain, sku_id, bin_id, lot_number)
WHERE g.grain <> 'lot' OR c.lot_number IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6, 7
HAVING sum(c.units) <> 0;
