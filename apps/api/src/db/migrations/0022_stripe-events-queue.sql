ALTER TABLE "stripe_events" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
-- Events stored before this migration were applied in the request that stored them.
UPDATE "stripe_events" SET "processed_at" = "received_at";--> statement-breakpoint
CREATE INDEX "order_product_refunds_unsettled_idx" ON "order_product_refunds" USING btree ("refund_initiated_at") WHERE "order_product_refunds"."refund_status" in ('pending', 'requires_action') and "order_product_refunds"."deleted_at" is null;