ALTER TABLE "carts" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_level_code" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "delivery_method" text DEFAULT 'DELIVERY' NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "order_gift" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_delivery_method_check" CHECK ("carts"."delivery_method" in ('DELIVERY', 'PICKUP'));