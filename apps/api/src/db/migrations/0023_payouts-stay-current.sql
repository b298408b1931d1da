CREATE TABLE "payout_computed" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_stale_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payout_stale_events_event_idx" ON "payout_stale_events" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "payout_computed_at_idx" ON "payout_computed" USING btree ("computed_at");--> statement-breakpoint
-- Payouts stay current by themselves: every statement that changes what a payout is computed from appends the
-- events it touched to payout_stale_events (statement-level triggers with transition tables: one insert per
-- statement, however many rows). The payouts-refresh job recomputes them. Updates that change nothing a payout
-- reads (an order's fulfilment, a refund's reason) mark nothing.
CREATE FUNCTION payout_mark(event_ids int[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO payout_stale_events (event_id) SELECT DISTINCT e FROM unnest(event_ids) e WHERE e IS NOT NULL
$$;--> statement-breakpoint
-- A season pass's sales spread over all its events: a change to one moves every event's share.
CREATE FUNCTION payout_mark_passes(pass_ids int[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO payout_stale_events (event_id)
    SELECT DISTINCT spe.event_id FROM season_pass_events spe WHERE spe.season_pass_id = ANY(pass_ids)
$$;--> statement-breakpoint
-- Products sold: their event, or every event of the pass they belong to.
CREATE FUNCTION payout_mark_products(product_ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM payout_mark(ARRAY(SELECT op.event_id FROM order_products op WHERE op.id = ANY(product_ids)));
  PERFORM payout_mark_passes(ARRAY(
    SELECT spp.season_pass_id FROM order_products op JOIN season_pass_products spp ON spp.id = op.season_pass_product_id
    WHERE op.id = ANY(product_ids)));
END $$;--> statement-breakpoint
-- Tables with an event_id: manual (offline) sales, crew and its pay terms, the event's organizations.
CREATE FUNCTION payout_stale_event_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM payout_mark(ARRAY(SELECT n.event_id FROM new_rows n)); END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM payout_mark(ARRAY(SELECT o.event_id FROM old_rows o)); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- season_pass_events and season_pass_products: every event of the passes.
CREATE FUNCTION payout_stale_pass_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM payout_mark_passes(ARRAY(SELECT n.season_pass_id FROM new_rows n)); END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM payout_mark_passes(ARRAY(SELECT o.season_pass_id FROM old_rows o)); END IF;
  -- A pass event row also names its own event (a deleted link leaves the event's old share behind otherwise).
  IF TG_TABLE_NAME = 'season_pass_events' THEN
    IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM payout_mark(ARRAY(SELECT n.event_id FROM new_rows n)); END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM payout_mark(ARRAY(SELECT o.event_id FROM old_rows o)); END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION payout_stale_order_products() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ev int[];
  passes int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.event_id), array_agg(n.season_pass_product_id) INTO ev, passes FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.event_id), array_agg(o.season_pass_product_id) INTO ev, passes FROM old_rows o;
  ELSE
    -- A rollover repoints event_id: both the old and the new event change.
    SELECT array_agg(x.event_id), array_agg(x.pass_product) INTO ev, passes FROM new_rows n
      JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (n.event_id, n.season_pass_product_id), (o.event_id, o.season_pass_product_id))
        AS x(event_id, pass_product)
      WHERE (n.event_id, n.season_pass_product_id, n.price, n.order_id, n.deleted_at)
        IS DISTINCT FROM (o.event_id, o.season_pass_product_id, o.price, o.order_id, o.deleted_at);
  END IF;
  PERFORM payout_mark(ev);
  PERFORM payout_mark_passes(ARRAY(SELECT spp.season_pass_id FROM season_pass_products spp WHERE spp.id = ANY(passes)));
  RETURN NULL;
END $$;--> statement-breakpoint
-- Orders: a status (paid, refunded…), source or deletion change moves every product of the order.
CREATE FUNCTION payout_stale_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM payout_mark_products(ARRAY(SELECT op.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      JOIN order_products op ON op.order_id = n.id
      WHERE (n.status, n.source, n.deleted_at) IS DISTINCT FROM (o.status, o.source, o.deleted_at)));
  ELSE
    PERFORM payout_mark_products(ARRAY(SELECT op.id FROM old_rows o JOIN order_products op ON op.order_id = o.id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION payout_stale_refunds() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM payout_mark_products(ARRAY(SELECT n.order_product_id FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM payout_mark_products(ARRAY(SELECT o.order_product_id FROM old_rows o));
  ELSE
    PERFORM payout_mark_products(ARRAY(SELECT x.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (n.order_product_id), (o.order_product_id)) AS x(id)
      WHERE (n.order_product_id, n.refund_amount, n.refund_status, n.deleted_at)
        IS DISTINCT FROM (o.order_product_id, o.refund_amount, o.refund_status, o.deleted_at)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Events: cancelling, deleting, moving or re-categorising one changes its payout and its passes' spread.
CREATE FUNCTION payout_stale_events_upd() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ev int[];
BEGIN
  SELECT array_agg(n.id) INTO ev FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.status, n.event_category_id, n.start_time, n.deleted_at)
      IS DISTINCT FROM (o.status, o.event_category_id, o.start_time, o.deleted_at);
  PERFORM payout_mark(ev);
  PERFORM payout_mark_passes(ARRAY(SELECT spe.season_pass_id FROM season_pass_events spe WHERE spe.event_id = ANY(ev)));
  RETURN NULL;
END $$;--> statement-breakpoint
-- A booster club's commissions, or the club itself (booster or not, its school, deleted): the events it is on.
CREATE FUNCTION payout_stale_booster_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  orgs int[];
BEGIN
  IF TG_TABLE_NAME = 'organizations' THEN
    SELECT array_agg(n.id) INTO orgs FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.is_boosetr_club, n.parent_id, n.deleted_at) IS DISTINCT FROM (o.is_boosetr_club, o.parent_id, o.deleted_at);
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.organization_id) INTO orgs FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.organization_id) INTO orgs FROM old_rows o;
  ELSE
    SELECT array_agg(x.org) INTO orgs FROM (SELECT n.organization_id AS org FROM new_rows n
      UNION SELECT o.organization_id FROM old_rows o) x;
  END IF;
  PERFORM payout_mark(ARRAY(SELECT eo.event_id FROM event_organizations eo WHERE eo.organization_id = ANY(orgs)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER payout_stale_manual_sales_ins AFTER INSERT ON event_manual_sales REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_event_rows();--> statement-breakpoint
CREATE TRIGGER payout_stale_manual_sales_upd AFTER UPDATE ON event_manual_sales REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_event_rows();--> statement-breakpoint
CREATE TRIGGER payout_stale_manual_sales_del AFTER DELETE ON event_manual_sales REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_event_rows();--> statement-breakpoint
CREATE TRIGGER payout_stale_crew_ins AFTER INSERT ON event_photographers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_event_rows();--> statement-breakpoint
CREATE TRIGGER payout_stale_crew_upd AFTER UPDATE ON event_photographers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_event_rows();--> statement-breakpoint
CREATE TRIGGER payout_stale_crew_del AFTER DELETE ON event_photographers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_event_rows();--> statement-breakpoint
CREATE TRIGGER payout_stale_event_orgs_ins AFTER INSERT ON event_organizations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_event_rows();--> statement-breakpoint
CREATE TRIGGER payout_stale_event_orgs_upd AFTER UPDATE ON event_organizations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_event_rows();--> statement-breakpoint
CREATE TRIGGER payout_stale_event_orgs_del AFTER DELETE ON event_organizations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_event_rows();--> statement-breakpoint
CREATE TRIGGER payout_stale_pass_events_ins AFTER INSERT ON season_pass_events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_pass_rows();--> statement-breakpoint
CREATE TRIGGER payout_stale_pass_events_upd AFTER UPDATE ON season_pass_events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_pass_rows();--> statement-breakpoint
CREATE TRIGGER payout_stale_pass_events_del AFTER DELETE ON season_pass_events REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_pass_rows();--> statement-breakpoint
CREATE TRIGGER payout_stale_pass_products_ins AFTER INSERT ON season_pass_products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_pass_rows();--> statement-breakpoint
CREATE TRIGGER payout_stale_pass_products_upd AFTER UPDATE ON season_pass_products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_pass_rows();--> statement-breakpoint
CREATE TRIGGER payout_stale_pass_products_del AFTER DELETE ON season_pass_products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_pass_rows();--> statement-breakpoint
CREATE TRIGGER payout_stale_order_products_ins AFTER INSERT ON order_products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_order_products();--> statement-breakpoint
CREATE TRIGGER payout_stale_order_products_upd AFTER UPDATE ON order_products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_order_products();--> statement-breakpoint
CREATE TRIGGER payout_stale_order_products_del AFTER DELETE ON order_products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_order_products();--> statement-breakpoint
CREATE TRIGGER payout_stale_orders_upd AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_orders();--> statement-breakpoint
CREATE TRIGGER payout_stale_orders_del AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_orders();--> statement-breakpoint
CREATE TRIGGER payout_stale_refunds_ins AFTER INSERT ON order_product_refunds REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_refunds();--> statement-breakpoint
CREATE TRIGGER payout_stale_refunds_upd AFTER UPDATE ON order_product_refunds REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_refunds();--> statement-breakpoint
CREATE TRIGGER payout_stale_refunds_del AFTER DELETE ON order_product_refunds REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_refunds();--> statement-breakpoint
CREATE TRIGGER payout_stale_events_upd AFTER UPDATE ON events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_events_upd();--> statement-breakpoint
CREATE TRIGGER payout_stale_booster_commissions_ins AFTER INSERT ON booster_commissions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_booster_rows();--> statement-breakpoint
CREATE TRIGGER payout_stale_booster_commissions_upd AFTER UPDATE ON booster_commissions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_booster_rows();--> statement-breakpoint
CREATE TRIGGER payout_stale_booster_commissions_del AFTER DELETE ON booster_commissions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_booster_rows();--> statement-breakpoint
CREATE TRIGGER payout_stale_organizations_upd AFTER UPDATE ON organizations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_booster_rows();--> statement-breakpoint
-- What was never computed before this migration is computed once by the first refresh.
INSERT INTO payout_stale_events (event_id) SELECT e.id FROM events e WHERE e.deleted_at IS NULL;
