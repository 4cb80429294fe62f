CREATE TABLE "campaign_item_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_code" text NOT NULL,
	"sku" text NOT NULL,
	"campaign_price" integer,
	"limit_per_unit" integer,
	"item_sku" text,
	"item_description" text,
	"min_limit_value" integer DEFAULT 0 NOT NULL,
	"producer" jsonb,
	"redirect_web" text,
	"store_codes" text[] NOT NULL,
	"date_init" text NOT NULL,
	"date_end" text NOT NULL,
	"start_hour" text,
	"finish_hour" text,
	"members_only" boolean DEFAULT false NOT NULL,
	CONSTRAINT "campaign_item_promotions_price_check" CHECK ("campaign_item_promotions"."campaign_price" is null or "campaign_item_promotions"."campaign_price" >= 0),
	CONSTRAINT "campaign_item_promotions_limit_check" CHECK ("campaign_item_promotions"."limit_per_unit" is null or "campaign_item_promotions"."limit_per_unit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "cart_chosen_gifts" (
	"cart_id" integer PRIMARY KEY NOT NULL,
	"promotion_id" integer,
	"sku" text,
	"request_stamp" timestamp with time zone,
	"had_error" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_item_gifts" (
	"cart_item_id" integer PRIMARY KEY NOT NULL,
	"campaign_item_promotion_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_gift_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"won_text" text,
	"redirect_web" text,
	"gifts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"store_codes" text[] NOT NULL,
	"date_init" text NOT NULL,
	"date_end" text NOT NULL,
	"start_hour" text,
	"finish_hour" text,
	"members_only" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "choose_gift_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"img" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "choose_gift_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"win_description" text,
	"value" integer NOT NULL,
	"expression" text,
	"colors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"store_codes" text[] NOT NULL,
	"date_init" text NOT NULL,
	"date_end" text NOT NULL,
	"start_hour" text,
	"finish_hour" text,
	"members_only" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "progressive_discount_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"redirect" text,
	"progress_text" text,
	"won_text" text,
	"apply_to_all_products" boolean DEFAULT true NOT NULL,
	"campaign_code" text,
	"image_presentation" text,
	"value_type" text NOT NULL,
	"discount_by" text NOT NULL,
	"store_codes" text[] NOT NULL,
	"date_init" text NOT NULL,
	"date_end" text NOT NULL,
	"start_hour" text,
	"finish_hour" text,
	"members_only" boolean DEFAULT false NOT NULL,
	CONSTRAINT "progressive_value_type_check" CHECK ("progressive_discount_promotions"."value_type" in ('porcentagem', 'money')),
	CONSTRAINT "progressive_discount_by_check" CHECK ("progressive_discount_promotions"."discount_by" in ('garrafas', 'value'))
);
--> statement-breakpoint
CREATE TABLE "progressive_discount_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"min_limit_value" integer NOT NULL,
	"discount_value" integer NOT NULL,
	"discount_value_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_chosen_gifts" ADD CONSTRAINT "cart_chosen_gifts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_chosen_gifts" ADD CONSTRAINT "cart_chosen_gifts_promotion_id_choose_gift_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."choose_gift_promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item_gifts" ADD CONSTRAINT "cart_item_gifts_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "choose_gift_options" ADD CONSTRAINT "choose_gift_options_promotion_id_choose_gift_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."choose_gift_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progressive_discount_tiers" ADD CONSTRAINT "progressive_discount_tiers_promotion_id_progressive_discount_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."progressive_discount_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_item_promotions_window_idx" ON "campaign_item_promotions" USING btree ("date_end","date_init");--> statement-breakpoint
CREATE INDEX "campaign_item_promotions_sku_idx" ON "campaign_item_promotions" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "campaign_item_promotions_item_sku_idx" ON "campaign_item_promotions" USING btree ("item_sku");--> statement-breakpoint
CREATE INDEX "checkout_gift_campaigns_window_idx" ON "checkout_gift_campaigns" USING btree ("date_end","date_init");--> statement-breakpoint
CREATE UNIQUE INDEX "choose_gift_options_promotion_sku_key" ON "choose_gift_options" USING btree ("promotion_id","sku");--> statement-breakpoint
CREATE INDEX "choose_gift_promotions_window_idx" ON "choose_gift_promotions" USING btree ("date_end","date_init");--> statement-breakpoint
CREATE INDEX "progressive_discount_promotions_window_idx" ON "progressive_discount_promotions" USING btree ("date_end","date_init");--> statement-breakpoint
CREATE INDEX "progressive_discount_tiers_promotion_idx" ON "progressive_discount_tiers" USING btree ("promotion_id");