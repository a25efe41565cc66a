ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "draft_pages" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "default_language" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "languages" text[] DEFAULT '{fr}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_valid" CHECK ("users"."locale" is null or "users"."locale" in ('fr', 'nl', 'en'));--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_default_language_valid" CHECK ("sites"."default_language" in ('fr', 'nl', 'en'));--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_languages_valid" CHECK ("sites"."languages" <@ array['fr', 'nl', 'en']::text[] and "sites"."default_language" = "sites"."languages"[1]);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language_valid" CHECK ("orders"."language" in ('fr', 'nl', 'en'));