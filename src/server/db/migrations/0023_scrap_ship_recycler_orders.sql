ALTER TABLE "scrap_lists" DROP CONSTRAINT "scrap_lists_status_check";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ALTER COLUMN "client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "purpose" text DEFAULT 'client' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_purpose_check" CHECK ("orders"."purpose" in ('client', 'scrap') and ("orders"."client_id" is null) = ("orders"."purpose" = 'scrap'));--> statement-breakpoint
ALTER TABLE "scrap_lists" ADD CONSTRAINT "scrap_lists_status_check" CHECK ("scrap_lists"."status" in ('draft', 'submitted', 'approved', 'shipping', 'destroyed', 'shipped', 'cancelled'));