-- Trigram indexes for the orders search (PGlite loads the extension in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Imported orders become unique by (source, source_order_id); older duplicates keep their id as a suffix.
UPDATE "orders" o SET "source_order_id" = o."source_order_id" || '#' || o."id"
WHERE o."source_order_id" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "orders" d WHERE d."source" = o."source" AND d."source_order_id" = o."source_order_id" AND d."id" < o."id"
);--> statement-breakpoint
CREATE INDEX "customer_players_name_trgm_idx" ON "customer_players" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_digits_trgm_idx" ON "customers" USING gin (regexp_replace("phone", '[^0-9]', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_source_order_unique" ON "orders" USING btree ("source","source_order_id") WHERE "orders"."source_order_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_coupon_order_date_idx" ON "orders" USING btree ("coupon_id","order_date") WHERE "orders"."coupon_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_total_amount_idx" ON "orders" USING btree ("total_amount");