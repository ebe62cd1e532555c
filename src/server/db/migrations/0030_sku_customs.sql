ALTER TABLE "skus" ADD COLUMN "hs_tariff_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "origin_country" text DEFAULT '' NOT NULL;