CREATE TABLE "lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"sku_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"expiry" date,
	"produced_on" date,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "lot_id" uuid;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lots_number_key" ON "lots" USING btree ("company_id","sku_id","client_id",lower("number"));--> statement-breakpoint
CREATE INDEX "lots_number_idx" ON "lots" USING btree ("company_id",lower("number"));--> statement-breakpoint
CREATE INDEX "lots_expiry_idx" ON "lots" USING btree ("company_id","expiry");--> statement-breakpoint
CREATE INDEX "lots_sku_idx" ON "lots" USING btree ("sku_id");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "items_lot_idx" ON "items" USING btree ("lot_id");--> statement-breakpoint
-- Data: every lot number items carry becomes a lot, one per company, SKU, client and number in any case
-- (the first spelling in order wins), its expiry the earliest of its items'; the items point at it and
-- take its expiry as their copy. Their lot_number text stays as it is: the ledger's sides carry it.
INSERT INTO "lots" ("company_id", "number", "sku_id", "client_id", "expiry", "created_at", "updated_at")
SELECT "company_id", min("lot_number"), "sku_id", "client_id", min("expiry"), min("created_at"), now()
FROM "items"
WHERE "lot_number" IS NOT NULL AND btrim("lot_number") <> ''
GROUP BY "company_id", "sku_id", "client_id", lower("lot_number");--> statement-breakpoint
UPDATE "items" SET "lot_id" = "lots"."id", "expiry" = "lots"."expiry"
FROM "lots"
WHERE "lots"."company_id" = "items"."company_id" AND "lots"."sku_id" = "items"."sku_id" AND "lots"."client_id" = "items"."client_id"
  AND lower("lots"."number") = lower("items"."lot_number");
