CREATE TABLE "client_trackings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"client_id" uuid,
	"tracking_number" text NOT NULL,
	"carrier_id" uuid,
	"expected_on" date,
	"reference" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"unexpected" boolean DEFAULT false NOT NULL,
	"arrived_at" timestamp with time zone,
	"arrived_by" uuid,
	"arrived_device" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "control_number_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"control_number_id" uuid NOT NULL,
	"sku_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "control_number_lines_quantity_check" CHECK ("control_number_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "control_number_trackings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"control_number_id" uuid NOT NULL,
	"tracking_number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "control_numbers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"client_id" uuid NOT NULL,
	"source_type_id" uuid,
	"dealer_id" uuid,
	"carrier_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "control_numbers_status_check" CHECK ("control_numbers"."status" in ('draft', 'receiving', 'received', 'closed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"wms_number" text NOT NULL,
	"client_id" uuid NOT NULL,
	"sku_id" uuid NOT NULL,
	"serial" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"lot_number" text,
	"expiry" date,
	"control_number_id" uuid,
	"bin_id" uuid,
	"container_id" uuid,
	"status" text DEFAULT 'received' NOT NULL,
	"inventory" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"device" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"receipt_at" timestamp with time zone,
	CONSTRAINT "items_quantity_check" CHECK ("items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "printers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"host" text NOT NULL,
	"port" integer DEFAULT 9100 NOT NULL,
	"label_size" text NOT NULL,
	"dpi" integer DEFAULT 203 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wms_reservations" (
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"reserved_by" uuid,
	"device" text,
	"reserved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wms_reservations_company_id_number_pk" PRIMARY KEY("company_id","number")
);
--> statement-breakpoint
ALTER TABLE "client_trackings" ADD CONSTRAINT "client_trackings_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_trackings" ADD CONSTRAINT "client_trackings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_trackings" ADD CONSTRAINT "client_trackings_carrier_id_catalogue_entries_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."catalogue_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_trackings" ADD CONSTRAINT "client_trackings_arrived_by_users_id_fk" FOREIGN KEY ("arrived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_trackings" ADD CONSTRAINT "client_trackings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_number_lines" ADD CONSTRAINT "control_number_lines_control_number_id_control_numbers_id_fk" FOREIGN KEY ("control_number_id") REFERENCES "public"."control_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_number_lines" ADD CONSTRAINT "control_number_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_number_trackings" ADD CONSTRAINT "control_number_trackings_control_number_id_control_numbers_id_fk" FOREIGN KEY ("control_number_id") REFERENCES "public"."control_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_numbers" ADD CONSTRAINT "control_numbers_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_numbers" ADD CONSTRAINT "control_numbers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_numbers" ADD CONSTRAINT "control_numbers_source_type_id_catalogue_entries_id_fk" FOREIGN KEY ("source_type_id") REFERENCES "public"."catalogue_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_numbers" ADD CONSTRAINT "control_numbers_dealer_id_catalogue_entries_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."catalogue_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_numbers" ADD CONSTRAINT "control_numbers_carrier_id_catalogue_entries_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."catalogue_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_numbers" ADD CONSTRAINT "control_numbers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_control_number_id_control_numbers_id_fk" FOREIGN KEY ("control_number_id") REFERENCES "public"."control_numbers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_bin_id_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_reservations" ADD CONSTRAINT "wms_reservations_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_reservations" ADD CONSTRAINT "wms_reservations_reserved_by_users_id_fk" FOREIGN KEY ("reserved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_trackings_number_key" ON "client_trackings" USING btree ("company_id",lower("tracking_number"));--> statement-breakpoint
CREATE INDEX "client_trackings_client_idx" ON "client_trackings" USING btree ("client_id","expected_on");--> statement-breakpoint
CREATE INDEX "client_trackings_expected_idx" ON "client_trackings" USING btree ("company_id","expected_on");--> statement-breakpoint
CREATE UNIQUE INDEX "control_number_lines_sku_key" ON "control_number_lines" USING btree ("control_number_id","sku_id");--> statement-breakpoint
CREATE INDEX "control_number_lines_sku_idx" ON "control_number_lines" USING btree ("sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "control_number_trackings_key" ON "control_number_trackings" USING btree ("control_number_id",lower("tracking_number"));--> statement-breakpoint
CREATE INDEX "control_number_trackings_number_idx" ON "control_number_trackings" USING btree (lower("tracking_number"));--> statement-breakpoint
CREATE UNIQUE INDEX "control_numbers_number_key" ON "control_numbers" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "control_numbers_created_idx" ON "control_numbers" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "control_numbers_client_idx" ON "control_numbers" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "items_wms_number_key" ON "items" USING btree ("company_id","wms_number");--> statement-breakpoint
CREATE UNIQUE INDEX "items_serial_in_stock_key" ON "items" USING btree ("sku_id",lower("serial")) WHERE "items"."serial" is not null and "items"."status" not in ('shipped', 'scrapped');--> statement-breakpoint
CREATE INDEX "items_serial_idx" ON "items" USING btree (lower("serial"));--> statement-breakpoint
CREATE INDEX "items_control_number_idx" ON "items" USING btree ("control_number_id","created_at");--> statement-breakpoint
CREATE INDEX "items_sku_idx" ON "items" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "items_bin_idx" ON "items" USING btree ("bin_id");--> statement-breakpoint
CREATE INDEX "items_container_idx" ON "items" USING btree ("container_id");--> statement-breakpoint
CREATE UNIQUE INDEX "printers_name_key" ON "printers" USING btree ("company_id",lower("name"));