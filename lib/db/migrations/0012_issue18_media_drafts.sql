CREATE TABLE "draft_pages" (
	"site_id" text NOT NULL,
	"page_id" text NOT NULL,
	"business_id" text NOT NULL,
	"base_updated_at" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"show_in_nav" boolean DEFAULT true NOT NULL,
	"nav_order" integer DEFAULT 0 NOT NULL,
	"render_mode" text DEFAULT 'BLOCKS' NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_html" text,
	"code_layout" text DEFAULT 'SHELL' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_pages_site_id_page_id_pk" PRIMARY KEY("site_id","page_id")
);
--> statement-breakpoint
CREATE TABLE "draft_preview_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"business_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_drafts" (
	"site_id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"base_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"business_id" text NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"restored_from" integer,
	"content" jsonb NOT NULL,
	"published_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_blobs" (
	"media_id" text NOT NULL,
	"variant" text NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_blobs_media_id_variant_pk" PRIMARY KEY("media_id","variant")
);
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "code_layout" text DEFAULT 'SHELL' NOT NULL;--> statement-breakpoint
ALTER TABLE "draft_pages" ADD CONSTRAINT "draft_pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_pages" ADD CONSTRAINT "draft_pages_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_preview_links" ADD CONSTRAINT "draft_preview_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_preview_links" ADD CONSTRAINT "draft_preview_links_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_drafts" ADD CONSTRAINT "site_drafts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_drafts" ADD CONSTRAINT "site_drafts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_versions" ADD CONSTRAINT "site_versions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_versions" ADD CONSTRAINT "site_versions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_blobs" ADD CONSTRAINT "media_blobs_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draft_pages_business_idx" ON "draft_pages" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "draft_preview_links_site_idx" ON "draft_preview_links" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_versions_site_number_idx" ON "site_versions" USING btree ("site_id","number");--> statement-breakpoint
CREATE INDEX "media_business_idx" ON "media" USING btree ("business_id","id");--> statement-breakpoint
-- CODE pages written before code_layout existed: a page that is a whole document keeps being served alone.
UPDATE "pages" SET "code_layout" = 'FULL_PAGE' WHERE "render_mode" = 'CODE' AND "custom_html" ~* '^\s*(<!doctype|<html)';
