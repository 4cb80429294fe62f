CREATE TABLE "subscription_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"event" text NOT NULL,
	"state" text NOT NULL,
	"note" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text NOT NULL,
	"order_number" text,
	"amount" integer NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"first_failure" date,
	"next_retry" date,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_periods_status_check" CHECK ("subscription_periods"."status" in ('PAID', 'SKIPPED', 'FAILED', 'CANCELED'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"plan" text NOT NULL,
	"store_id" integer,
	"state" text NOT NULL,
	"anchor_day" integer NOT NULL,
	"months_per_period" integer DEFAULT 1 NOT NULL,
	"price" integer NOT NULL,
	"monthly_cashback" integer DEFAULT 0 NOT NULL,
	"current_period_start" date NOT NULL,
	"current_period_end" date NOT NULL,
	"next_billing_date" date NOT NULL,
	"skip_next" integer DEFAULT 0 NOT NULL,
	"card_id" integer,
	"origin_order" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscriptions_kind_check" CHECK ("subscriptions"."kind" in ('CLUB', 'PREMIUM')),
	CONSTRAINT "subscriptions_state_check" CHECK ("subscriptions"."state" in ('ACTIVE', 'ON_HOLD', 'PAST_DUE', 'CANCELED')),
	CONSTRAINT "subscriptions_anchor_check" CHECK ("subscriptions"."anchor_day" between 1 and 31)
);
--> statement-breakpoint
ALTER TABLE "cashback_ledger" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "subscription_history" ADD CONSTRAINT "subscription_history_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_card_id_customer_credit_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."customer_credit_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_history_sub_idx" ON "subscription_history" USING btree ("subscription_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_periods_key" ON "subscription_periods" USING btree ("subscription_id","period_start");--> statement-breakpoint
CREATE INDEX "subscriptions_customer_idx" ON "subscriptions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("next_billing_date") WHERE "subscriptions"."state" <> 'CANCELED';--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_origin_key" ON "subscriptions" USING btree ("origin_order","kind","plan");--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_ledger_source_key" ON "cashback_ledger" USING btree ("source");