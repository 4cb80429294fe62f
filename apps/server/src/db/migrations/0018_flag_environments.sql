ALTER TABLE "feature_flags" ADD COLUMN "environment" text DEFAULT 'production' NOT NULL;--> statement-breakpoint
ALTER TABLE "feature_flags" DROP CONSTRAINT "feature_flags_kind_key_pk";--> statement-breakpoint
ALTER TABLE "feature_flags" ADD CONSTRAINT "feature_flags_environment_kind_key_pk" PRIMARY KEY("environment","kind","key");--> statement-breakpoint
-- ADR 0032: flags are data per environment. Existing rows are production's; staging and
-- development start as copies of them (each environment then changes on its own).
INSERT INTO "feature_flags" ("environment", "kind", "key", "enabled", "value", "updated_at")
SELECT e.environment, f."kind", f."key", f."enabled", f."value", f."updated_at"
FROM "feature_flags" f CROSS JOIN (VALUES ('staging'), ('development')) AS e(environment)
WHERE f."environment" = 'production'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The three cart offers were seeded off while their WineBox widgets always showed; the flags now
-- switch the widgets, so the rows start as what the store does (on).
UPDATE "feature_flags" SET "enabled" = true
WHERE "kind" = 'value'
  AND "key" IN ('product_offer_shopping_cart', 'progressive_offer_shopping_cart', 'chose_your_gift_shopping_cart');
