CREATE TABLE "page_invalidations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tags" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "page_invalidations_created" ON "page_invalidations" USING btree ("created_at");--> statement-breakpoint
-- ADR 0035: every statement that changes what pages show writes its tags here and tells every
-- instance (NOTIFY carries the row id and the tags; instances also poll recent rows).
CREATE FUNCTION "page_invalidate"(changed text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  row_id bigint;
BEGIN
  INSERT INTO "page_invalidations" ("tags", "created_at") VALUES (changed, clock_timestamp())
    RETURNING "id" INTO row_id;
  PERFORM pg_notify('adega_page_invalidations', json_build_object('id', row_id, 'tags', changed)::text);
END;
$$;--> statement-breakpoint
-- Site-wide tables: any inserted, changed or deleted row invalidates every page; a statement that
-- changed nothing (ON CONFLICT DO NOTHING, an UPDATE to the same values) invalidates nothing.
CREATE FUNCTION "page_invalidate_site_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows) THEN PERFORM "page_invalidate"(ARRAY['site']); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "page_invalidate_site_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows) THEN PERFORM "page_invalidate"(ARRAY['site']); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "page_invalidate_site_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT to_jsonb(n) FROM new_rows n EXCEPT SELECT to_jsonb(o) FROM old_rows o) THEN
    PERFORM "page_invalidate"(ARRAY['site']);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "page_invalidate_site_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "page_invalidate"(ARRAY['site']);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Products: a change of stock alone (orders reserve and release it) touches the product's own page
-- ('product:<code>'), unless the product runs out or comes back (listings, facets: 'site'); any
-- other column is site-wide (prices, promotions and their 'Restam só' stock, attributes). More than
-- 200 products in one statement: 'site'.
CREATE FUNCTION "page_invalidate_products_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stock_tags text[];
BEGIN
  IF EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n."id" = o."id"
    WHERE (to_jsonb(o) - 'stock' - 'updated_at') IS DISTINCT FROM (to_jsonb(n) - 'stock' - 'updated_at')
       OR (o."stock" > 0) <> (n."stock" > 0)
  ) OR (SELECT count(*) FROM new_rows) <> (SELECT count(*) FROM old_rows o JOIN new_rows n ON n."id" = o."id") THEN
    PERFORM "page_invalidate"(ARRAY['site']);
    RETURN NULL;
  END IF;
  SELECT array_agg(DISTINCT 'product:' || n."code") INTO stock_tags
    FROM old_rows o JOIN new_rows n ON n."id" = o."id" WHERE o."stock" <> n."stock";
  IF stock_tags IS NULL THEN RETURN NULL; END IF;
  IF cardinality(stock_tags) > 200 THEN stock_tags := ARRAY['site']; END IF;
  PERFORM "page_invalidate"(stock_tags);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_pages_inserted" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_inserted"();--> statement-breakpoint
CREATE TRIGGER "products_pages_updated" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_products_updated"();--> statement-breakpoint
CREATE TRIGGER "products_pages_deleted" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_deleted"();--> statement-breakpoint
CREATE TRIGGER "products_pages_truncated" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_truncated"();--> statement-breakpoint
CREATE TRIGGER "producers_pages_inserted" AFTER INSERT ON "producers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_inserted"();--> statement-breakpoint
CREATE TRIGGER "producers_pages_updated" AFTER UPDATE ON "producers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_updated"();--> statement-breakpoint
CREATE TRIGGER "producers_pages_deleted" AFTER DELETE ON "producers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_deleted"();--> statement-breakpoint
CREATE TRIGGER "producers_pages_truncated" AFTER TRUNCATE ON "producers" FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_truncated"();--> statement-breakpoint
CREATE TRIGGER "product_constituents_pages_inserted" AFTER INSERT ON "product_constituents" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_inserted"();--> statement-breakpoint
CREATE TRIGGER "product_constituents_pages_updated" AFTER UPDATE ON "product_constituents" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_updated"();--> statement-breakpoint
CREATE TRIGGER "product_constituents_pages_deleted" AFTER DELETE ON "product_constituents" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_deleted"();--> statement-breakpoint
CREATE TRIGGER "product_constituents_pages_truncated" AFTER TRUNCATE ON "product_constituents" FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_truncated"();--> statement-breakpoint
CREATE TRIGGER "banners_pages_inserted" AFTER INSERT ON "banners" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_inserted"();--> statement-breakpoint
CREATE TRIGGER "banners_pages_updated" AFTER UPDATE ON "banners" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_updated"();--> statement-breakpoint
CREATE TRIGGER "banners_pages_deleted" AFTER DELETE ON "banners" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_deleted"();--> statement-breakpoint
CREATE TRIGGER "banners_pages_truncated" AFTER TRUNCATE ON "banners" FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_truncated"();--> statement-breakpoint
CREATE TRIGGER "campaigns_pages_inserted" AFTER INSERT ON "campaigns" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_inserted"();--> statement-breakpoint
CREATE TRIGGER "campaigns_pages_updated" AFTER UPDATE ON "campaigns" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_updated"();--> statement-breakpoint
CREATE TRIGGER "campaigns_pages_deleted" AFTER DELETE ON "campaigns" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_deleted"();--> statement-breakpoint
CREATE TRIGGER "campaigns_pages_truncated" AFTER TRUNCATE ON "campaigns" FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_truncated"();--> statement-breakpoint
CREATE TRIGGER "feature_flags_pages_inserted" AFTER INSERT ON "feature_flags" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_inserted"();--> statement-breakpoint
CREATE TRIGGER "feature_flags_pages_updated" AFTER UPDATE ON "feature_flags" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_updated"();--> statement-breakpoint
CREATE TRIGGER "feature_flags_pages_deleted" AFTER DELETE ON "feature_flags" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_deleted"();--> statement-breakpoint
CREATE TRIGGER "feature_flags_pages_truncated" AFTER TRUNCATE ON "feature_flags" FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_truncated"();--> statement-breakpoint
CREATE TRIGGER "settings_pages_inserted" AFTER INSERT ON "settings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_inserted"();--> statement-breakpoint
CREATE TRIGGER "settings_pages_updated" AFTER UPDATE ON "settings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_updated"();--> statement-breakpoint
CREATE TRIGGER "settings_pages_deleted" AFTER DELETE ON "settings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_deleted"();--> statement-breakpoint
CREATE TRIGGER "settings_pages_truncated" AFTER TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_truncated"();--> statement-breakpoint
CREATE TRIGGER "checkout_gift_campaigns_pages_inserted" AFTER INSERT ON "checkout_gift_campaigns" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_inserted"();--> statement-breakpoint
CREATE TRIGGER "checkout_gift_campaigns_pages_updated" AFTER UPDATE ON "checkout_gift_campaigns" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_updated"();--> statement-breakpoint
CREATE TRIGGER "checkout_gift_campaigns_pages_deleted" AFTER DELETE ON "checkout_gift_campaigns" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_deleted"();--> statement-breakpoint
CREATE TRIGGER "checkout_gift_campaigns_pages_truncated" AFTER TRUNCATE ON "checkout_gift_campaigns" FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_truncated"();--> statement-breakpoint
CREATE TRIGGER "campaign_item_promotions_pages_inserted" AFTER INSERT ON "campaign_item_promotions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_inserted"();--> statement-breakpoint
CREATE TRIGGER "campaign_item_promotions_pages_updated" AFTER UPDATE ON "campaign_item_promotions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_updated"();--> statement-breakpoint
CREATE TRIGGER "campaign_item_promotions_pages_deleted" AFTER DELETE ON "campaign_item_promotions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_deleted"();--> statement-breakpoint
CREATE TRIGGER "campaign_item_promotions_pages_truncated" AFTER TRUNCATE ON "campaign_item_promotions" FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_truncated"();--> statement-breakpoint
CREATE TRIGGER "progressive_discount_promotions_pages_inserted" AFTER INSERT ON "progressive_discount_promotions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_inserted"();--> statement-breakpoint
CREATE TRIGGER "progressive_discount_promotions_pages_updated" AFTER UPDATE ON "progressive_discount_promotions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_updated"();--> statement-breakpoint
CREATE TRIGGER "progressive_discount_promotions_pages_deleted" AFTER DELETE ON "progressive_discount_promotions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_deleted"();--> statement-breakpoint
CREATE TRIGGER "progressive_discount_promotions_pages_truncated" AFTER TRUNCATE ON "progressive_discount_promotions" FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_truncated"();--> statement-breakpoint
CREATE TRIGGER "progressive_discount_tiers_pages_inserted" AFTER INSERT ON "progressive_discount_tiers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_inserted"();--> statement-breakpoint
CREATE TRIGGER "progressive_discount_tiers_pages_updated" AFTER UPDATE ON "progressive_discount_tiers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_updated"();--> statement-breakpoint
CREATE TRIGGER "progressive_discount_tiers_pages_deleted" AFTER DELETE ON "progressive_discount_tiers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_deleted"();--> statement-breakpoint
CREATE TRIGGER "progressive_discount_tiers_pages_truncated" AFTER TRUNCATE ON "progressive_discount_tiers" FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_truncated"();--> statement-breakpoint
CREATE TRIGGER "choose_gift_promotions_pages_inserted" AFTER INSERT ON "choose_gift_promotions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_inserted"();--> statement-breakpoint
CREATE TRIGGER "choose_gift_promotions_pages_updated" AFTER UPDATE ON "choose_gift_promotions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_updated"();--> statement-breakpoint
CREATE TRIGGER "choose_gift_promotions_pages_deleted" AFTER DELETE ON "choose_gift_promotions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_deleted"();--> statement-breakpoint
CREATE TRIGGER "choose_gift_promotions_pages_truncated" AFTER TRUNCATE ON "choose_gift_promotions" FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_truncated"();--> statement-breakpoint
CREATE TRIGGER "choose_gift_options_pages_inserted" AFTER INSERT ON "choose_gift_options" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_inserted"();--> statement-breakpoint
CREATE TRIGGER "choose_gift_options_pages_updated" AFTER UPDATE ON "choose_gift_options" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_updated"();--> statement-breakpoint
CREATE TRIGGER "choose_gift_options_pages_deleted" AFTER DELETE ON "choose_gift_options" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_deleted"();--> statement-breakpoint
CREATE TRIGGER "choose_gift_options_pages_truncated" AFTER TRUNCATE ON "choose_gift_options" FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_truncated"();--> statement-breakpoint
CREATE TRIGGER "gift_packaging_options_pages_inserted" AFTER INSERT ON "gift_packaging_options" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_inserted"();--> statement-breakpoint
CREATE TRIGGER "gift_packaging_options_pages_updated" AFTER UPDATE ON "gift_packaging_options" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_updated"();--> statement-breakpoint
CREATE TRIGGER "gift_packaging_options_pages_deleted" AFTER DELETE ON "gift_packaging_options" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_deleted"();--> statement-breakpoint
CREATE TRIGGER "gift_packaging_options_pages_truncated" AFTER TRUNCATE ON "gift_packaging_options" FOR EACH STATEMENT EXECUTE FUNCTION "page_invalidate_site_truncated"();
