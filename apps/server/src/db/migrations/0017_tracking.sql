CREATE TABLE "customer_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"store" text NOT NULL,
	"customer_id" integer,
	"visitor_id" text,
	"properties" jsonb NOT NULL,
	"origin" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_deliveries" (
	"event_id" bigint NOT NULL,
	"sink" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "event_deliveries_event_id_sink_pk" PRIMARY KEY("event_id","sink")
);
--> statement-breakpoint
ALTER TABLE "customer_events" ADD CONSTRAINT "customer_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_deliveries" ADD CONSTRAINT "event_deliveries_event_id_customer_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."customer_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_events_received" ON "customer_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "event_deliveries_due" ON "event_deliveries" USING btree ("state","next_attempt_at");--> statement-breakpoint
-- ADR 0029: the closed sets of the pipeline, enforced by the database too.
ALTER TABLE "customer_events" ADD CONSTRAINT "customer_events_origin" CHECK ("origin" IN ('browser', 'server'));--> statement-breakpoint
ALTER TABLE "event_deliveries" ADD CONSTRAINT "event_deliveries_sink" CHECK ("sink" IN ('engagement', 'attribution'));--> statement-breakpoint
ALTER TABLE "event_deliveries" ADD CONSTRAINT "event_deliveries_state" CHECK ("state" IN ('pending', 'delivered', 'suppressed', 'dead'));
