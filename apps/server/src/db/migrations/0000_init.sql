CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"cpf" text,
	"cnpj" text,
	"full_name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"pessoa_juridica" boolean DEFAULT false NOT NULL,
	"socio_clube" boolean DEFAULT false NOT NULL,
	"socio_prime" boolean DEFAULT false NOT NULL,
	"beneficios_clube" boolean DEFAULT false NOT NULL,
	"avatar_path" text,
	"ddd1" text,
	"phone_number" text,
	"date_of_birth" text,
	"gender" text,
	"to_be_notified" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"value" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_flags_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE TABLE "producers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"region" text NOT NULL,
	"partner" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_constituents" (
	"kit_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"type" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "product_constituents_kit_id_product_id_pk" PRIMARY KEY("kit_id","product_id"),
	CONSTRAINT "constituent_qty_check" CHECK ("product_constituents"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"guid" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"brand" text NOT NULL,
	"producer_id" integer,
	"category" text NOT NULL,
	"product_type" text NOT NULL,
	"wine_type" text,
	"country_code" text,
	"country_name" text,
	"region" text,
	"grapes" text[] DEFAULT '{}'::text[] NOT NULL,
	"vintage" integer,
	"volume_ml" integer,
	"description" text DEFAULT '' NOT NULL,
	"list_price" integer NOT NULL,
	"sale_price" integer NOT NULL,
	"club_price" integer NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"rating" numeric(2, 1),
	"evaluations" integer DEFAULT 0 NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"promotion" jsonb,
	"pendura_promotion" jsonb,
	"kit_size" integer,
	"easy_kit" boolean DEFAULT false NOT NULL,
	"in_wine" boolean DEFAULT true NOT NULL,
	"in_outlet" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_prices_check" CHECK ("products"."list_price" >= 0 and "products"."sale_price" >= 0 and "products"."club_price" >= 0),
	CONSTRAINT "products_stock_check" CHECK ("products"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_constituents" ADD CONSTRAINT "product_constituents_kit_id_products_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_constituents" ADD CONSTRAINT "product_constituents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_key" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "customers_cpf_key" ON "customers" USING btree ("cpf");--> statement-breakpoint
CREATE UNIQUE INDEX "producers_slug_key" ON "producers" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_key" ON "products" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "products_guid_key" ON "products" USING btree ("guid");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "products_wine_type_idx" ON "products" USING btree ("wine_type");--> statement-breakpoint
CREATE INDEX "products_country_idx" ON "products" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "products_producer_idx" ON "products" USING btree ("producer_id");--> statement-breakpoint
CREATE INDEX "products_sale_price_idx" ON "products" USING btree ("sale_price");--> statement-breakpoint
CREATE INDEX "products_grapes_idx" ON "products" USING gin ("grapes");