CREATE TABLE "subscription_box_choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"box_date" date NOT NULL,
	"line" text NOT NULL,
	"skus" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD COLUMN "box" jsonb;--> statement-breakpoint
ALTER TABLE "subscription_box_choices" ADD CONSTRAINT "subscription_box_choices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_box_choices_key" ON "subscription_box_choices" USING btree ("subscription_id","box_date");