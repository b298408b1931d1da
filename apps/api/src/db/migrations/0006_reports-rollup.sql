CREATE TABLE "report_daily_events" (
	"day" date NOT NULL,
	"event_id" integer,
	"sales" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_daily_orders" (
	"day" date NOT NULL,
	"source" "order_source" NOT NULL,
	"coupon_id" integer,
	"orders" integer DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"discounts" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	"giftcard" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_daily_products" (
	"day" date NOT NULL,
	"product_id" integer,
	"sales" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_days" (
	"day" date PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_stale_days" (
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_summary_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"body" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_daily_events_day_idx" ON "report_daily_events" USING btree ("day","event_id");--> statement-breakpoint
CREATE INDEX "report_daily_orders_day_idx" ON "report_daily_orders" USING btree ("day");--> statement-breakpoint
CREATE INDEX "report_daily_products_day_idx" ON "report_daily_products" USING btree ("day");--> statement-breakpoint
CREATE INDEX "report_stale_days_day_idx" ON "report_stale_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "report_summary_cache_computed_idx" ON "report_summary_cache" USING btree ("computed_at");--> statement-breakpoint
-- Reports: every statement that changes orders, order products, refunds or gift-card transactions logs the
-- Chicago days of the orders it touched (old and new values), so the daily rollups recompute exactly those days.
-- Statement-level triggers with transition tables: one insert per statement, however many rows it changed.
CREATE FUNCTION report_log_order_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO report_stale_days (day)
      SELECT DISTINCT (n.order_date AT TIME ZONE 'America/Chicago')::date FROM new_rows n;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO report_stale_days (day)
      SELECT DISTINCT (o.order_date AT TIME ZONE 'America/Chicago')::date FROM old_rows o;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- order_products, order_giftcard_transactions: rows with an order_id column.
CREATE FUNCTION report_log_child_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO report_stale_days (day)
      SELECT DISTINCT (o.order_date AT TIME ZONE 'America/Chicago')::date
      FROM orders o WHERE o.id IN (SELECT n.order_id FROM new_rows n);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO report_stale_days (day)
      SELECT DISTINCT (o.order_date AT TIME ZONE 'America/Chicago')::date
      FROM orders o WHERE o.id IN (SELECT x.order_id FROM old_rows x);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION report_log_refund_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO report_stale_days (day)
      SELECT DISTINCT (o.order_date AT TIME ZONE 'America/Chicago')::date
      FROM order_products op JOIN orders o ON o.id = op.order_id
      WHERE op.id IN (SELECT n.order_product_id FROM new_rows n);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO report_stale_days (day)
      SELECT DISTINCT (o.order_date AT TIME ZONE 'America/Chicago')::date
      FROM order_products op JOIN orders o ON o.id = op.order_id
      WHERE op.id IN (SELECT x.order_product_id FROM old_rows x);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER report_orders_ins AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_log_order_days();--> statement-breakpoint
CREATE TRIGGER report_orders_upd AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_log_order_days();--> statement-breakpoint
CREATE TRIGGER report_orders_del AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_log_order_days();--> statement-breakpoint
CREATE TRIGGER report_order_products_ins AFTER INSERT ON order_products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_log_child_days();--> statement-breakpoint
CREATE TRIGGER report_order_products_upd AFTER UPDATE ON order_products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_log_child_days();--> statement-breakpoint
CREATE TRIGGER report_order_products_del AFTER DELETE ON order_products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_log_child_days();--> statement-breakpoint
CREATE TRIGGER report_giftcard_tx_ins AFTER INSERT ON order_giftcard_transactions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_log_child_days();--> statement-breakpoint
CREATE TRIGGER report_giftcard_tx_upd AFTER UPDATE ON order_giftcard_transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_log_child_days();--> statement-breakpoint
CREATE TRIGGER report_giftcard_tx_del AFTER DELETE ON order_giftcard_transactions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_log_child_days();--> statement-breakpoint
CREATE TRIGGER report_refunds_ins AFTER INSERT ON order_product_refunds REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_log_refund_days();--> statement-breakpoint
CREATE TRIGGER report_refunds_upd AFTER UPDATE ON order_product_refunds REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_log_refund_days();--> statement-breakpoint
CREATE TRIGGER report_refunds_del AFTER DELETE ON order_product_refunds REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_log_refund_days();
