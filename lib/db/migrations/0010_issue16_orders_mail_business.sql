CREATE TABLE "order_events" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"business_id" text NOT NULL,
	"kind" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"actor_label" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"position" integer NOT NULL,
	"product_id" text,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"line_total_minor" bigint NOT NULL,
	"stock_taken" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" text,
	"dedupe_key" text NOT NULL,
	"to_address" text NOT NULL,
	"to_name" text,
	"reply_to" text,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_messages_status_valid" CHECK ("outbox_messages"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "enterprise_number" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "bic" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_transaction_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'transfer' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_position_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_dedupe_idx" ON "outbox_messages" USING btree ("business_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("next_attempt_at") WHERE "outbox_messages"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_messages_business_idx" ON "outbox_messages" USING btree ("business_id","id");--> statement-breakpoint
-- Orders placed before this migration were recorded as paid by transfer at placement: they keep their sale
-- (payment "paid"), their lines are copied from it, and the shopper's name and contact from the customer.
UPDATE "orders" SET "payment_status" = 'paid', "paid_at" = "created_at" WHERE "transaction_id" IS NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "status" = 'placed' WHERE "status" = 'paid';--> statement-breakpoint
UPDATE "orders" o SET "customer_name" = trim(coalesce(c."first_name", '') || ' ' || coalesce(c."last_name", '')),
  "email" = coalesce(c."email", ''), "phone" = c."phone"
  FROM "customers" c WHERE c."id" = o."customer_id";--> statement-breakpoint
INSERT INTO "order_lines" ("id", "order_id", "position", "product_id", "description", "quantity", "unit_price_minor", "vat_rate_bp", "line_total_minor", "stock_taken")
  SELECT 'oln_' || substr(l."id", strpos(l."id", '_') + 1), o."id",
    (row_number() OVER (PARTITION BY o."id" ORDER BY l."id"))::int - 1,
    l."product_id", l."description", l."quantity", l."unit_price_minor", l."vat_rate_bp", l."line_total_minor",
    CASE WHEN EXISTS (SELECT 1 FROM "products" p WHERE p."id" = l."product_id" AND p."track_inventory") THEN l."quantity" ELSE 0 END
  FROM "orders" o JOIN "transaction_lines" l ON l."transaction_id" = o."transaction_id";--> statement-breakpoint
INSERT INTO "order_events" ("id", "order_id", "business_id", "kind", "actor_kind", "created_at")
  SELECT 'oev_' || substr(o."id", strpos(o."id", '_') + 1), o."id", o."business_id", 'placed', 'shopper', o."created_at" FROM "orders" o;--> statement-breakpoint
CREATE INDEX "orders_business_status_idx" ON "orders" USING btree ("business_id","status","payment_status");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('placed', 'ready', 'shipped', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_valid" CHECK ("orders"."payment_status" in ('unpaid', 'paid', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_valid" CHECK ("orders"."payment_method" in ('transfer', 'at_pickup'));