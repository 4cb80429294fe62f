CREATE TABLE "order_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"product_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"total" integer NOT NULL,
	"discount" integer NOT NULL,
	"promotion_gift" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"customer_id" integer NOT NULL,
	"store" text NOT NULL,
	"cart_id" integer NOT NULL,
	"status" text NOT NULL,
	"placement" text NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer NOT NULL,
	"coupon_discount" integer NOT NULL,
	"shipping" integer NOT NULL,
	"gift_packaging" integer NOT NULL,
	"gift_certificates" integer NOT NULL,
	"cashback_used" integer NOT NULL,
	"total" integer NOT NULL,
	"num_items" integer NOT NULL,
	"coupon_id" integer,
	"coupon_code" text,
	"premium_line" boolean DEFAULT false NOT NULL,
	"shipping_address" jsonb,
	"shipping_level" jsonb,
	"order_gift" jsonb,
	"payment_summary" jsonb NOT NULL,
	"stock_moves" jsonb NOT NULL,
	"certificate_debits" jsonb NOT NULL,
	"idempotency_key" text,
	"idempotency_fingerprint" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('AGUARDANDO_PAGAMENTO', 'PAGO', 'FATURADO', 'ENVIADO', 'ENTREGUE', 'CANCELADO')),
	CONSTRAINT "orders_placement_check" CHECK ("orders"."placement" in ('PLACING', 'DONE', 'UNDONE')),
	CONSTRAINT "orders_total_check" CHECK ("orders"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"gateway_reference" text,
	"credit_card_id" integer,
	"brand" text,
	"last_four" text,
	"installments" integer NOT NULL,
	"installment_amount" integer NOT NULL,
	"amount" integer NOT NULL,
	"message" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_authorizations" (
	"reference" text PRIMARY KEY NOT NULL,
	"psp_reference" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"installments" integer NOT NULL,
	"brand" text,
	"last_four" text,
	"token" text,
	"message" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_authorizations_status_check" CHECK ("sandbox_authorizations"."status" in ('AUTHORIZED', 'CAPTURED', 'VOIDED', 'REFUNDED', 'REFUSED'))
);
--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_placing_key" ON "orders" USING btree ("cart_id") WHERE "orders"."placement" = 'PLACING';--> statement-breakpoint
CREATE INDEX "orders_placing_idx" ON "orders" USING btree ("placement") WHERE "orders"."placement" = 'PLACING';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_key" ON "payments" USING btree ("order_id");