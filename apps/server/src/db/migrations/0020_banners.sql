CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" text NOT NULL,
	"store" text NOT NULL,
	"audience" text DEFAULT 'everyone' NOT NULL,
	"image_desktop" text NOT NULL,
	"image_mobile" text NOT NULL,
	"alt" text NOT NULL,
	"link" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_position_check" CHECK ("banners"."position" in ('CAROUSEL_HOME','BANNER_HOME','HOTSITE_PAGE_BANNER','SUBMENU','OFERTAS','VINHOS','BAR_GOURMET','CLUBE')),
	CONSTRAINT "banners_audience_check" CHECK ("banners"."audience" in ('everyone','members','non-members')),
	CONSTRAINT "banners_store_check" CHECK ("banners"."store" in ('WINE','OUTLET')),
	CONSTRAINT "banners_window_check" CHECK ("banners"."ends_at" is null or "banners"."starts_at" is null or "banners"."ends_at" > "banners"."starts_at")
);
--> statement-breakpoint
CREATE INDEX "banners_position_store_idx" ON "banners" USING btree ("position","store","sort_order");