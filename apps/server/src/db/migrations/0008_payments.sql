CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"charge_id" text NOT NULL,
	"type" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"reference" text PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"txid" text,
	"br_code" text,
	"barcode" text,
	"digitable_line" text,
	"due_date" text,
	"expires_at" timestamp with time zone NOT NULL,
	"payer" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_charges_kind_check" CHECK ("sandbox_charges"."kind" in ('PIX', 'BOLETO')),
	CONSTRAINT "sandbox_charges_status_check" CHECK ("sandbox_charges"."status" in ('WAITING', 'PAID', 'EXPIRED', 'CANCELLED', 'REFUSED', 'REFUNDED'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charge_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "br_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "digitable_line" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "due_date" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_id_key" ON "sandbox_charges" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_charge_key" ON "payments" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "payments_waiting_idx" ON "payments" USING btree ("expires_at") WHERE "payments"."status" = 'WAITING';