ALTER TABLE "invoices" ADD COLUMN "buyer_email" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_peppol_id" jsonb;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "peppol_id" jsonb;--> statement-breakpoint
-- An invoice made out to a customer takes the customer's e-mail as the buyer's contact (it was known already).
UPDATE "invoices" SET "buyer_email" = "customers"."email" FROM "customers" WHERE "invoices"."customer_id" = "customers"."id" AND "invoices"."buyer_email" IS NULL;
