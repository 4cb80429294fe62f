CREATE TABLE "campaign_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"consent_text_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"audience" text NOT NULL,
	"image_desktop" text NOT NULL,
	"image_mobile" text NOT NULL,
	"offer_url" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"modals" jsonb NOT NULL,
	"skus" jsonb NOT NULL,
	"lead_capture" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_leads" ADD CONSTRAINT "campaign_leads_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_leads_campaign_email" ON "campaign_leads" USING btree ("campaign_id","email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_store_slug" ON "campaigns" USING btree ("store","slug");--> statement-breakpoint
CREATE INDEX "campaigns_store_end" ON "campaigns" USING btree ("store","ends_at");--> statement-breakpoint
-- Hand-written (ADR 0033): the database refuses what the operators' endpoint already refuses.
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_window" CHECK ("ends_at" > "starts_at");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_store" CHECK ("store" IN ('WINE', 'OUTLET'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_audience" CHECK ("audience" IN ('everyone', 'members', 'non-members'));--> statement-breakpoint
ALTER TABLE "campaign_leads" ADD CONSTRAINT "campaign_leads_email_key" CHECK ("email_key" = lower("email"));
