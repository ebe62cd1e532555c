ALTER TABLE "wms_reservations" ADD COLUMN "kind" text DEFAULT 'wms' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms_reservations" ADD COLUMN "device_id" uuid;--> statement-breakpoint
ALTER TABLE "wms_reservations" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wms_reservations" DROP CONSTRAINT "wms_reservations_company_id_number_pk";--> statement-breakpoint
ALTER TABLE "wms_reservations" ADD CONSTRAINT "wms_reservations_company_id_kind_number_pk" PRIMARY KEY("company_id","kind","number");
