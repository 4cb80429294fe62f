-- Issue #34 (ADR 0055): 'Avise-me quando chegar'. One open request per product and lower-cased
-- e-mail (the partial unique index); notified_at ends a request in the transaction that queues its
-- one e-mail. Consent as leads record it: the text version and when.
CREATE TABLE "stock_alert_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"store" text NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"customer_id" integer,
	"consent_text_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stock_alert_requests" ADD CONSTRAINT "stock_alert_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alert_requests" ADD CONSTRAINT "stock_alert_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alert_requests_open_key" ON "stock_alert_requests" USING btree ("product_id","email_key") WHERE notified_at is null;--> statement-breakpoint
CREATE INDEX "stock_alert_requests_customer_idx" ON "stock_alert_requests" USING btree ("customer_id");