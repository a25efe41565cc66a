-- Reports read totals per period over a date range: cover them so the scan never visits the heap.
CREATE INDEX IF NOT EXISTS "transactions_business_time_cover_idx" ON "transactions" USING btree ("business_id","occurred_at") INCLUDE ("kind","location_id","total_minor","total_excl_vat_minor","total_vat_minor");
