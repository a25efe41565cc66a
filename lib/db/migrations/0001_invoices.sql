CREATE TABLE "exchange_rate_fetches" (
	"feed" text PRIMARY KEY NOT NULL,
	"latest_date" date NOT NULL,
	"currencies" text[] NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text NOT NULL,
	"date" date NOT NULL,
	"rate" numeric(20, 10) NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_date_pk" PRIMARY KEY("currency","date")
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_id" text NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"unit_price" numeric(18, 4) NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"line_total_minor" bigint NOT NULL,
	"credited_item_id" text
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"business_id" text NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	"last_issue_date" date NOT NULL,
	CONSTRAINT "invoice_sequences_business_id_series_year_pk" PRIMARY KEY("business_id","series","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"number" text,
	"sequence" integer,
	"credited_invoice_id" text,
	"customer_id" text,
	"buyer_name" text NOT NULL,
	"buyer_address" jsonb,
	"buyer_vat_number" text,
	"issue_date" date NOT NULL,
	"due_date" date,
	"currency" text NOT NULL,
	"exchange_rate" numeric(20, 10),
	"exchange_rate_date" date,
	"exchange_rate_status" text NOT NULL,
	"total_excl_vat_minor" bigint DEFAULT 0 NOT NULL,
	"total_vat_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"base_amount_minor" bigint,
	"credited_minor" bigint DEFAULT 0 NOT NULL,
	"buyer_reference" text,
	"customer_number" text,
	"claim_reference" text,
	"external_ref" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finalized_at" timestamp with time zone,
	CONSTRAINT "invoices_number_when_finalized" CHECK (("invoices"."status" = 'FINALIZED') = ("invoices"."number" is not null))
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "invoice_template" jsonb DEFAULT '{"showLineTotalExclVat": true, "showLineTotalInclVat": false, "showVatSummary": true}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD CONSTRAINT "invoice_sequences_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_items_invoice_idx" ON "invoice_items" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoices_business_idx" ON "invoices" USING btree ("business_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_business_number_idx" ON "invoices" USING btree ("business_id","number");--> statement-breakpoint
CREATE INDEX "invoices_credited_idx" ON "invoices" USING btree ("credited_invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_pending_rate_idx" ON "invoices" USING btree ("exchange_rate_status");