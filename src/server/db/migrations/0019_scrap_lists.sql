CREATE TABLE "scrap_list_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scrap_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"reason" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	"witness" text,
	"cancel_reason" text,
	"order_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scrap_lists_status_check" CHECK ("scrap_lists"."status" in ('draft', 'submitted', 'approved', 'destroyed', 'shipped', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "scrap_list_items" ADD CONSTRAINT "scrap_list_items_list_id_scrap_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."scrap_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrap_list_items" ADD CONSTRAINT "scrap_list_items_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrap_lists" ADD CONSTRAINT "scrap_lists_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrap_lists" ADD CONSTRAINT "scrap_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrap_lists" ADD CONSTRAINT "scrap_lists_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrap_lists" ADD CONSTRAINT "scrap_lists_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrap_lists" ADD CONSTRAINT "scrap_lists_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scrap_list_items_held_key" ON "scrap_list_items" USING btree ("item_id") WHERE "scrap_list_items"."released_at" is null;--> statement-breakpoint
CREATE INDEX "scrap_list_items_list_idx" ON "scrap_list_items" USING btree ("list_id","added_at");--> statement-breakpoint
CREATE INDEX "scrap_list_items_item_idx" ON "scrap_list_items" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scrap_lists_number_key" ON "scrap_lists" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "scrap_lists_status_idx" ON "scrap_lists" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "scrap_lists_created_idx" ON "scrap_lists" USING btree ("company_id","created_at");