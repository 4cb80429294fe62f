ALTER TABLE "cart_adjustments" ADD COLUMN "referral_code_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "referral_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_adjustments" ADD CONSTRAINT "cart_adjustments_referral_code_id_referral_codes_id_fk" FOREIGN KEY ("referral_code_id") REFERENCES "public"."referral_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_customer_key" ON "referral_codes" USING btree ("customer_id");--> statement-breakpoint
-- ADR 0023: every credit names its source; an order's earned cashback is 'pedido:{orderId}'.
UPDATE "cashback_ledger" SET "source" = 'pedido:' || o."id" FROM "orders" o WHERE "cashback_ledger"."earned_by_order" = o."number" AND "cashback_ledger"."source" IS NULL;--> statement-breakpoint
-- ADR 0023: the ledger is append-only (the balance is its sum); a row is never changed.
CREATE FUNCTION "cashback_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'cashback_ledger is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "cashback_ledger_no_update" BEFORE UPDATE ON "cashback_ledger" FOR EACH ROW EXECUTE FUNCTION "cashback_ledger_append_only"();
