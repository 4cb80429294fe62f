CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"number" integer NOT NULL,
	"series" integer NOT NULL,
	"access_key" text NOT NULL,
	"issuer" jsonb NOT NULL,
	"tax_percentage" double precision NOT NULL,
	"total" integer NOT NULL,
	"estimated_taxes" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_tracking" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"carrier" text NOT NULL,
	"code" text NOT NULL,
	"url" text,
	"shipped_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"counts" jsonb NOT NULL,
	"total" integer NOT NULL,
	"orders" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cashback_ledger" ADD COLUMN "earned_by_order" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cashback_earned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tracking" ADD CONSTRAINT "order_tracking_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_key" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("series","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_access_key_key" ON "invoices" USING btree ("access_key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_tracking_order_key" ON "order_tracking" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_tracking_code_key" ON "order_tracking" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_reports_day_key" ON "reconciliation_reports" USING btree ("day");--> statement-breakpoint
CREATE INDEX "reconciliation_reports_ran_idx" ON "reconciliation_reports" USING btree ("ran_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_ledger_earned_key" ON "cashback_ledger" USING btree ("earned_by_order");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","updated_at");