ALTER TABLE "businesses" ADD COLUMN "invoice_language" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "language" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_invoice_language_valid" CHECK ("businesses"."invoice_language" in ('fr', 'nl', 'en'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_language_valid" CHECK ("invoices"."language" in ('fr', 'nl', 'en'));