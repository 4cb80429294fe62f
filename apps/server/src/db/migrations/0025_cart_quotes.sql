-- Issue #33 F10 (ADR 0049): the quotes each customer cart was served with (the last, and a few
-- different ones before it); placement compares the cart priced again with the one the customer
-- saw and answers 409 rather than charge a total the customer did not see.
CREATE TABLE "cart_quotes" (
	"cart_id" integer PRIMARY KEY NOT NULL,
	"quote" jsonb NOT NULL,
	"earlier" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"served_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_quotes" ADD CONSTRAINT "cart_quotes_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;