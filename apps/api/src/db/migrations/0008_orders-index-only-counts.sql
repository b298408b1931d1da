-- The same indexes (same names, keys and predicates as in db/schema/orders.ts) rebuilt with INCLUDE columns,
-- which drizzle's index builder cannot express: the orders list's capped counts, the fulfilment count and the
-- search/event lookups then read the index alone (an index-only scan checks deleted_at and reads order_id
-- there) instead of visiting up to 10,000 heap pages per request.
DROP INDEX IF EXISTS "orders_order_date_idx";--> statement-breakpoint
CREATE INDEX "orders_order_date_idx" ON "orders" USING btree ("order_date") INCLUDE ("deleted_at");--> statement-breakpoint
DROP INDEX IF EXISTS "orders_status_order_date_idx";--> statement-breakpoint
CREATE INDEX "orders_status_order_date_idx" ON "orders" USING btree ("status","order_date") INCLUDE ("deleted_at");--> statement-breakpoint
DROP INDEX IF EXISTS "orders_source_order_date_idx";--> statement-breakpoint
CREATE INDEX "orders_source_order_date_idx" ON "orders" USING btree ("source","order_date") INCLUDE ("deleted_at");--> statement-breakpoint
DROP INDEX IF EXISTS "orders_coupon_order_date_idx";--> statement-breakpoint
CREATE INDEX "orders_coupon_order_date_idx" ON "orders" USING btree ("coupon_id","order_date") INCLUDE ("deleted_at") WHERE "orders"."coupon_id" is not null;--> statement-breakpoint
DROP INDEX IF EXISTS "orders_customer_idx";--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id") INCLUDE ("id");--> statement-breakpoint
DROP INDEX IF EXISTS "order_products_status_idx";--> statement-breakpoint
CREATE INDEX "order_products_status_idx" ON "order_products" USING btree ("fullfilment_status") INCLUDE ("order_id","deleted_at");--> statement-breakpoint
DROP INDEX IF EXISTS "order_products_event_status_idx";--> statement-breakpoint
CREATE INDEX "order_products_event_status_idx" ON "order_products" USING btree ("event_id","fullfilment_status") INCLUDE ("order_id","deleted_at");--> statement-breakpoint
DROP INDEX IF EXISTS "order_products_customer_player_idx";--> statement-breakpoint
CREATE INDEX "order_products_customer_player_idx" ON "order_products" USING btree ("customer_player_id") INCLUDE ("order_id","deleted_at") WHERE "order_products"."customer_player_id" is not null;
