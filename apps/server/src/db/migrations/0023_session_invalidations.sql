-- ADR 0040: a signed-in customer's pages read the session and the customer from memory; every
-- instance drops them when the database says they changed. A changed or deleted customer, or a
-- deleted or re-authenticated session, writes 'customer:<id>' through page_invalidate (the same
-- table and NOTIFY as the page cache's tags); more than 200 customers in one statement write
-- 'customers' (every instance forgets every session). A session's last_seen_at alone (every
-- request's touch) invalidates nothing.
CREATE FUNCTION "customer_invalidate"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(ids, 1), 0) = 0 THEN RETURN; END IF;
  IF array_length(ids, 1) > 200 THEN
    PERFORM "page_invalidate"(ARRAY['customers']);
  ELSE
    PERFORM "page_invalidate"(ARRAY(SELECT 'customer:' || id FROM unnest(ids) AS id ORDER BY id));
  END IF;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "customer_invalidate_customers_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "customer_invalidate"(ARRAY(
    SELECT DISTINCT o."id" FROM old_rows o JOIN new_rows n ON n."id" = o."id"
    WHERE to_jsonb(o) IS DISTINCT FROM to_jsonb(n)
  ));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "customer_invalidate_customers_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "customer_invalidate"(ARRAY(SELECT DISTINCT "id" FROM old_rows));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "customer_invalidate_sessions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "customer_invalidate"(ARRAY(
    SELECT DISTINCT o."customer_id" FROM old_rows o JOIN new_rows n ON n."id_hash" = o."id_hash"
    WHERE (to_jsonb(o) - 'last_seen_at') IS DISTINCT FROM (to_jsonb(n) - 'last_seen_at')
  ));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "customer_invalidate_sessions_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "customer_invalidate"(ARRAY(SELECT DISTINCT "customer_id" FROM old_rows));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "customer_invalidate_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "page_invalidate"(ARRAY['customers']);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "customers_sessions_updated" AFTER UPDATE ON "customers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_invalidate_customers_updated"();--> statement-breakpoint
CREATE TRIGGER "customers_sessions_deleted" AFTER DELETE ON "customers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_invalidate_customers_deleted"();--> statement-breakpoint
CREATE TRIGGER "customers_sessions_truncated" AFTER TRUNCATE ON "customers" FOR EACH STATEMENT EXECUTE FUNCTION "customer_invalidate_all"();--> statement-breakpoint
CREATE TRIGGER "sessions_sessions_updated" AFTER UPDATE ON "sessions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_invalidate_sessions_updated"();--> statement-breakpoint
CREATE TRIGGER "sessions_sessions_deleted" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_invalidate_sessions_deleted"();--> statement-breakpoint
CREATE TRIGGER "sessions_sessions_truncated" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "customer_invalidate_all"();
