ALTER TABLE "order_products" ADD COLUMN "outside_event_title" varchar(255);--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "outside_event_date" varchar(10);--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "outside_product" varchar(255);--> statement-breakpoint
CREATE INDEX "order_products_unmatched_idx" ON "order_products" USING btree ("order_id") WHERE "order_products"."event_id" is null and "order_products"."season_pass_product_id" is null and "order_products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "order_products_unmatched_title_idx" ON "order_products" USING btree (lower("outside_event_title")) WHERE "order_products"."event_id" is null and "order_products"."season_pass_product_id" is null and "order_products"."deleted_at" is null;