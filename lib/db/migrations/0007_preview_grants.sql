CREATE TABLE "preview_grants" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"site_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "preview_grants" ADD CONSTRAINT "preview_grants_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_grants" ADD CONSTRAINT "preview_grants_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;