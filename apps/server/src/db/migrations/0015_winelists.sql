CREATE TABLE "product_alert_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"alert_id" integer NOT NULL,
	"change_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"price_at_signup" integer,
	"unavailable_since" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_alerts_kind_check" CHECK ("product_alerts"."kind" in ('PRICE_DROP', 'BACK_IN_STOCK'))
);
--> statement-breakpoint
CREATE TABLE "winelist_items" (
	"winelist_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "winelists" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "winelists_name_check" CHECK (char_length("winelists"."name") between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_alert_notices" ADD CONSTRAINT "product_alert_notices_alert_id_product_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."product_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_alerts" ADD CONSTRAINT "product_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_alerts" ADD CONSTRAINT "product_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winelist_items" ADD CONSTRAINT "winelist_items_winelist_id_winelists_id_fk" FOREIGN KEY ("winelist_id") REFERENCES "public"."winelists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winelist_items" ADD CONSTRAINT "winelist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winelists" ADD CONSTRAINT "winelists_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_alert_notices_change_key" ON "product_alert_notices" USING btree ("change_key");--> statement-breakpoint
CREATE UNIQUE INDEX "product_alerts_key" ON "product_alerts" USING btree ("customer_id","product_id","kind");--> statement-breakpoint
CREATE INDEX "product_alerts_product_idx" ON "product_alerts" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "winelist_items_key" ON "winelist_items" USING btree ("winelist_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "winelists_share_token_key" ON "winelists" USING btree ("share_token");--> statement-breakpoint
CREATE INDEX "winelists_customer_idx" ON "winelists" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_key" ON "wishlist_items" USING btree ("customer_id","product_id");