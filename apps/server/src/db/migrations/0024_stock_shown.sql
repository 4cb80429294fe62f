-- ADR 0050 (issue #33 F18): cards and pages show availability (the flag and units left) and the
-- stock line ('Restam só {n} un.': the units left, the promotion's while it is active and has a
-- stock, never more than the product's). Orders take and give back both the product's stock and
-- the promotion's units. A statement that changes only those is site-wide when what a card may
-- show changes: the units left cross zero, or they change at or below the promotion's
-- trigger_stock_out (before or after). Otherwise only the product's page ('product:<code>').
-- This over-approximates the domain's `stockShown` (packages/domain/src/pricing/shelf.ts): it
-- may invalidate a page that did not change, never keep one that did.
CREATE FUNCTION "page_units_left"(stock integer, promotion jsonb) RETURNS integer
  LANGUAGE sql IMMUTABLE AS $$
  SELECT greatest(0, CASE
    WHEN jsonb_typeof(promotion) = 'object' AND promotion ->> 'active' = 'true'
         AND jsonb_typeof(promotion -> 'stock') = 'number'
    THEN least(stock, trunc((promotion ->> 'stock')::numeric)::int)
    ELSE stock END)
$$;--> statement-breakpoint
CREATE FUNCTION "page_stock_line_near"(units integer, promotion jsonb) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_typeof(promotion) = 'object' AND promotion ->> 'active' = 'true'
    AND jsonb_typeof(promotion -> 'trigger_stock_out') = 'number'
    AND units <= (promotion ->> 'trigger_stock_out')::numeric, false)
$$;--> statement-breakpoint
CREATE FUNCTION "page_promotion_terms"(promotion jsonb) RETURNS jsonb
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(promotion) = 'object' THEN promotion - 'stock' ELSE promotion END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "page_invalidate_products_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stock_tags text[];
BEGIN
  IF EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n."id" = o."id"
    WHERE (to_jsonb(o) - 'stock' - 'updated_at' - 'promotion') IS DISTINCT FROM (to_jsonb(n) - 'stock' - 'updated_at' - 'promotion')
       OR "page_promotion_terms"(o."promotion") IS DISTINCT FROM "page_promotion_terms"(n."promotion")
       OR ("page_units_left"(o."stock", o."promotion") > 0) <> ("page_units_left"(n."stock", n."promotion") > 0)
       OR ("page_units_left"(o."stock", o."promotion") <> "page_units_left"(n."stock", n."promotion")
           AND ("page_stock_line_near"("page_units_left"(o."stock", o."promotion"), o."promotion")
                OR "page_stock_line_near"("page_units_left"(n."stock", n."promotion"), n."promotion")))
  ) OR (SELECT count(*) FROM new_rows) <> (SELECT count(*) FROM old_rows o JOIN new_rows n ON n."id" = o."id") THEN
    PERFORM "page_invalidate"(ARRAY['site']);
    RETURN NULL;
  END IF;
  SELECT array_agg(DISTINCT 'product:' || n."code") INTO stock_tags
    FROM old_rows o JOIN new_rows n ON n."id" = o."id"
    WHERE o."stock" <> n."stock" OR o."promotion" IS DISTINCT FROM n."promotion";
  IF stock_tags IS NULL THEN RETURN NULL; END IF;
  IF cardinality(stock_tags) > 200 THEN stock_tags := ARRAY['site']; END IF;
  PERFORM "page_invalidate"(stock_tags);
  RETURN NULL;
END;
$$;
