CREATE TABLE "movement_summary" (
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"quarter" timestamp with time zone NOT NULL,
	"slot" smallint NOT NULL,
	"quantity" integer NOT NULL,
	"movements" integer NOT NULL,
	CONSTRAINT "movement_summary_company_id_type_quarter_slot_pk" PRIMARY KEY("company_id","type","quarter","slot")
);
--> statement-breakpoint
CREATE TABLE "on_hand_summary" (
	"company_id" uuid NOT NULL,
	"grain" text NOT NULL,
	"sku_id" uuid,
	"client_id" uuid,
	"status" text NOT NULL,
	"inventory" boolean NOT NULL,
	"bin_id" uuid,
	"lot_number" text,
	"expiry" date,
	"received_on" date,
	"slot" smallint NOT NULL,
	"units" integer NOT NULL,
	"items" integer NOT NULL,
	CONSTRAINT "on_hand_summary_key" UNIQUE NULLS NOT DISTINCT("company_id","grain","sku_id","client_id","status","inventory","bin_id","lot_number","expiry","received_on","slot")
);
--> statement-breakpoint
ALTER TABLE "movement_summary" ADD CONSTRAINT "movement_summary_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_hand_summary" ADD CONSTRAINT "on_hand_summary_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "items_receipt_idx" ON "items" USING btree ("company_id","receipt_at");--> statement-breakpoint
-- Backfill (ADR 0026): the summaries of the items and movements already written, as
-- src/server/ledger/summary-writes.ts computes them; the ledger module keeps them from here on.
INSERT INTO "on_hand_summary" ("company_id", "grain", "sku_id", "client_id", "status", "inventory", "bin_id", "lot_number", "expiry", "received_on", "slot", "units", "items")
SELECT items.company_id, g.grain, g.sku_id, g.client_id, items.status, items.inventory, g.bin_id, g.lot_number, g.expiry, g.received_on, 0,
  cast(sum(items.quantity) as integer), cast(count(*) as integer)
FROM items CROSS JOIN LATERAL (VALUES
  ('sku', items.sku_id, items.client_id, null::uuid, null::text, null::date, null::date),
  ('bin', null, null, items.bin_id, null, null, null),
  ('lot', items.sku_id, items.client_id, null, items.lot_number, items.expiry, null),
  ('receipt', null, null, null, null, null, (items.receipt_at at time zone 'UTC')::date)
) AS g(grain, sku_id, client_id, bin_id, lot_number, expiry, received_on)
WHERE (g.grain <> 'lot' OR items.lot_number IS NOT NULL) AND (g.grain <> 'receipt' OR items.receipt_at IS NOT NULL)
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10;--> statement-breakpoint
INSERT INTO "movement_summary" ("company_id", "type", "quarter", "slot", "quantity", "movements")
SELECT company_id, type, date_bin('15 minutes', at, timestamptz '1970-01-01 00:00:00+00'), 0, cast(sum(quantity) as integer), cast(count(*) as integer)
FROM movements
GROUP BY 1, 2, 3;
