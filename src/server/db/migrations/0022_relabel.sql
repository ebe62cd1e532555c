CREATE TABLE "item_aliases" (
	"company_id" uuid NOT NULL,
	"old_number" text NOT NULL,
	"item_id" uuid NOT NULL,
	"new_number" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"device" text
);
--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "from_label" text;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "to_label" text;--> statement-breakpoint
ALTER TABLE "item_aliases" ADD CONSTRAINT "item_aliases_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_aliases" ADD CONSTRAINT "item_aliases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_aliases_old_number_key" ON "item_aliases" USING btree ("company_id",lower("old_number"));--> statement-breakpoint
CREATE INDEX "item_aliases_item_idx" ON "item_aliases" USING btree ("item_id");