CREATE TABLE "cart_adjustments" (
	"cart_id" integer PRIMARY KEY NOT NULL,
	"coupon_id" integer,
	"gift_packaging_id" integer,
	"use_cash_back" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_gift_certificates" (
	"cart_id" integer NOT NULL,
	"certificate_id" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cart_gift_certificates_cart_id_certificate_id_pk" PRIMARY KEY("cart_id","certificate_id")
);
--> statement-breakpoint
CREATE TABLE "cashback_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"order_number" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cashback_ledger_kind_check" CHECK ("cashback_ledger"."kind" in ('CREDIT', 'DEBIT')),
	CONSTRAINT "cashback_ledger_sign_check" CHECK (("cashback_ledger"."kind" = 'CREDIT' and "cashback_ledger"."amount" > 0) or ("cashback_ledger"."kind" = 'DEBIT' and "cashback_ledger"."amount" < 0))
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"customer_id" integer,
	"order_number" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"free_shipping" boolean DEFAULT false NOT NULL,
	"minimum_value" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"store_codes" jsonb NOT NULL,
	"members_only" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "coupons_kind_check" CHECK ("coupons"."kind" in ('PERCENT', 'FIXED')),
	CONSTRAINT "coupons_value_check" CHECK ("coupons"."value" >= 0 and ("coupons"."kind" <> 'PERCENT' or "coupons"."value" <= 100))
);
--> statement-breakpoint
CREATE TABLE "gift_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"balance" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_certificates_balance_check" CHECK ("gift_certificates"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gift_packaging_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"image" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gift_packaging_options_price_check" CHECK ("gift_packaging_options"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"customer_id" integer NOT NULL,
	"benefit" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_codes_benefit_check" CHECK ("referral_codes"."benefit" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_adjustments" ADD CONSTRAINT "cart_adjustments_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_adjustments" ADD CONSTRAINT "cart_adjustments_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_adjustments" ADD CONSTRAINT "cart_adjustments_gift_packaging_id_gift_packaging_options_id_fk" FOREIGN KEY ("gift_packaging_id") REFERENCES "public"."gift_packaging_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_gift_certificates" ADD CONSTRAINT "cart_gift_certificates_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_gift_certificates" ADD CONSTRAINT "cart_gift_certificates_certificate_id_gift_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."gift_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_ledger" ADD CONSTRAINT "cashback_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cashback_ledger_customer_idx" ON "cashback_ledger" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_customer_idx" ON "coupon_redemptions" USING btree ("coupon_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree (upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "gift_certificates_code_key" ON "gift_certificates" USING btree (upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "gift_packaging_options_sku_key" ON "gift_packaging_options" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_key" ON "referral_codes" USING btree (upper("code"));