CREATE TABLE "pages" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"business_id" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"show_in_nav" boolean DEFAULT true NOT NULL,
	"nav_order" integer DEFAULT 0 NOT NULL,
	"render_mode" text DEFAULT 'BLOCKS' NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"name" text NOT NULL,
	"mode" text DEFAULT 'B2C' NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"offers_shipping" boolean DEFAULT false NOT NULL,
	"shipping_flat_rate_minor" bigint DEFAULT 0 NOT NULL,
	"show_prices_to_guests" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"site_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_business_id_unique" UNIQUE("business_id")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"slug" text NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"primary_color" text DEFAULT '#1f5f5b' NOT NULL,
	"font_family" text DEFAULT 'system' NOT NULL,
	"custom_head_html" text DEFAULT '' NOT NULL,
	"custom_css" text DEFAULT '' NOT NULL,
	"custom_js" text DEFAULT '' NOT NULL,
	"logo_url" text,
	"favicon_url" text,
	"seo_title" text,
	"seo_description" text,
	"theme_key" text,
	"theme_tokens" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "sites_business_id_unique" UNIQUE("business_id"),
	CONSTRAINT "sites_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pages_site_slug_idx" ON "pages" USING btree ("site_id","slug");--> statement-breakpoint
CREATE INDEX "pages_business_idx" ON "pages" USING btree ("business_id","id");