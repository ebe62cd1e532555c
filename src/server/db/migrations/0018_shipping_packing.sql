CREATE TABLE "carton_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"length_mm" integer NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"tare_g" integer NOT NULL,
	"max_weight_g" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carton_types_size_check" CHECK ("carton_types"."length_mm" > 0 and "carton_types"."width_mm" > 0 and "carton_types"."height_mm" > 0 and "carton_types"."tare_g" >= 0 and "carton_types"."max_weight_g" > "carton_types"."tare_g")
);
--> statement-breakpoint
CREATE TABLE "cartons" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"carton_type_id" uuid NOT NULL,
	"sscc" text NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"weight_g" integer,
	"tracking_number" text,
	"tracking_url" text,
	"provider_parcel_id" text,
	"label_format" text,
	"label_data" text,
	"opened_by" uuid,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"loaded_at" timestamp with time zone,
	"loaded_by" uuid,
	"dock_bin_id" uuid,
	CONSTRAINT "cartons_status_check" CHECK ("cartons"."status" in ('open', 'closed')),
	CONSTRAINT "cartons_weight_check" CHECK ("cartons"."weight_g" is null or "cartons"."weight_g" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_reversals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"wms_number" text NOT NULL,
	"quantity" integer NOT NULL,
	"to_bin_id" uuid NOT NULL,
	"to_status" text NOT NULL,
	"reason" text NOT NULL,
	"user_id" uuid,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_reversals_quantity_check" CHECK ("order_reversals"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"client_id" uuid NOT NULL,
	"status" text DEFAULT 'packing' NOT NULL,
	"ship_to" jsonb NOT NULL,
	"carrier_id" uuid,
	"service" text DEFAULT '' NOT NULL,
	"provider" text,
	"provider_shipment_id" text,
	"label_voids" integer DEFAULT 0 NOT NULL,
	"declared_value" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"label_error" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"packed_at" timestamp with time zone,
	"labelled_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_status_check" CHECK ("shipments"."status" in ('packing', 'packed', 'labelled', 'shipped', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "movements" DROP CONSTRAINT "movements_type_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment_id" uuid;--> statement-breakpoint
ALTER TABLE "carton_types" ADD CONSTRAINT "carton_types_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cartons" ADD CONSTRAINT "cartons_id_containers_id_fk" FOREIGN KEY ("id") REFERENCES "public"."containers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cartons" ADD CONSTRAINT "cartons_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cartons" ADD CONSTRAINT "cartons_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cartons" ADD CONSTRAINT "cartons_carton_type_id_carton_types_id_fk" FOREIGN KEY ("carton_type_id") REFERENCES "public"."carton_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cartons" ADD CONSTRAINT "cartons_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cartons" ADD CONSTRAINT "cartons_loaded_by_users_id_fk" FOREIGN KEY ("loaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cartons" ADD CONSTRAINT "cartons_dock_bin_id_bins_id_fk" FOREIGN KEY ("dock_bin_id") REFERENCES "public"."bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reversals" ADD CONSTRAINT "order_reversals_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reversals" ADD CONSTRAINT "order_reversals_to_bin_id_bins_id_fk" FOREIGN KEY ("to_bin_id") REFERENCES "public"."bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reversals" ADD CONSTRAINT "order_reversals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_carrier_id_catalogue_entries_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."catalogue_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carton_types_name_key" ON "carton_types" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "cartons_sscc_key" ON "cartons" USING btree ("company_id","sscc");--> statement-breakpoint
CREATE UNIQUE INDEX "cartons_position_key" ON "cartons" USING btree ("shipment_id","position");--> statement-breakpoint
CREATE INDEX "cartons_order_idx" ON "cartons" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_reversals_order_idx" ON "order_reversals" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_number_key" ON "shipments" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "shipments_status_idx" ON "shipments" USING btree ("company_id","status","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_shipment_idx" ON "orders" USING btree ("shipment_id");--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_type_check" CHECK (type in ('receive', 'goods-receipt', 'receive-reversal', 'putaway', 'transfer', 'status', 'pick', 'pack', 'ship', 'ship-reversal', 'adjust', 'count', 'scrap', 'relabel', 'convert', 'split'));