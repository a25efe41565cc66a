-- Claims are advisory locks now: rows that were only claims (never completed) go.
DELETE FROM "idempotency_keys" WHERE "state" <> 'done' OR "response_status" IS NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "response_status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "response_body" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "state";--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "lease_until";