CREATE TABLE "cookie_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"visitor_id" text,
	"customer_id" integer,
	"statuses" jsonb NOT NULL,
	"text_version" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cookie_consents" ADD CONSTRAINT "cookie_consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cookie_consents_visitor" ON "cookie_consents" USING btree ("visitor_id","created_at");--> statement-breakpoint
CREATE INDEX "cookie_consents_customer" ON "cookie_consents" USING btree ("customer_id","created_at");--> statement-breakpoint
-- ADR 0029: the consent ledger is append-only (LGPD art. 8 §2: the controller proves consent); a row is never changed.
CREATE FUNCTION "cookie_consents_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'cookie_consents is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "cookie_consents_no_update" BEFORE UPDATE ON "cookie_consents" FOR EACH ROW EXECUTE FUNCTION "cookie_consents_append_only"();
