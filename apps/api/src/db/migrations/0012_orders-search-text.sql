ALTER TABLE "orders" ADD COLUMN "search_text" text;--> statement-breakpoint
-- The orders search reads one column per order (one trigram lookup, then its matches sorted) instead of
-- joining customers, players and order products for every search. search_text is written here only: these
-- functions recompute it for the orders a statement touched, and leave rows whose text did not change alone.
CREATE FUNCTION order_search_text(order_id int, customer_id int, source_order_id text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT lower(concat_ws(' | ', c.first_name || ' ' || c.last_name, c.email, source_order_id,
    (SELECT string_agg(DISTINCT cp.first_name || ' ' || cp.last_name, ' | ')
     FROM order_products op JOIN customer_players cp ON cp.id = op.customer_player_id
     WHERE op.order_id = order_search_text.order_id AND op.deleted_at IS NULL)))
  FROM (SELECT 1) one LEFT JOIN customers c ON c.id = order_search_text.customer_id;
$$;--> statement-breakpoint
-- Statement triggers fire for statements that changed no row too (this UPDATE among them): nothing to do then.
CREATE FUNCTION order_search_refresh(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  -- ids on both sides: a join on o.id alone is planned as a scan of every order.
  UPDATE orders o SET search_text = d.doc
  FROM (SELECT x.id, order_search_text(x.id, x.customer_id, x.source_order_id) AS doc FROM orders x WHERE x.id = ANY(ids)) d
  WHERE o.id = ANY(ids) AND o.id = d.id AND o.search_text IS DISTINCT FROM d.doc;
END $$;--> statement-breakpoint
-- A bulk load (the scale seed) sets phlox.search_text_deferred = 'on' and refreshes every order once at the end.
CREATE FUNCTION order_search_deferred() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('phlox.search_text_deferred', true), '') = 'on';
$$;--> statement-breakpoint
-- Statement-level triggers (transition tables cannot be combined with column lists, so each compares old and
-- new rows itself). The refresh's own UPDATE of orders fires orders_search_upd again and finds nothing changed.
CREATE FUNCTION order_search_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF order_search_deferred() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM order_search_refresh(array(SELECT n.id FROM new_rows n));
  ELSE
    PERFORM order_search_refresh(array(
      SELECT n.id FROM new_rows n JOIN old_rows x ON x.id = n.id
      WHERE (n.customer_id, n.source_order_id) IS DISTINCT FROM (x.customer_id, x.source_order_id)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION order_search_order_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF order_search_deferred() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM order_search_refresh(array(SELECT DISTINCT n.order_id FROM new_rows n WHERE n.customer_player_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM order_search_refresh(array(SELECT DISTINCT x.order_id FROM old_rows x WHERE x.customer_player_id IS NOT NULL));
  ELSE
    PERFORM order_search_refresh(array(
      SELECT u.order_id FROM new_rows n JOIN old_rows x ON x.id = n.id,
        LATERAL (VALUES (n.order_id), (x.order_id)) u(order_id)
      WHERE (n.order_id, n.customer_player_id, n.deleted_at IS NULL)
        IS DISTINCT FROM (x.order_id, x.customer_player_id, x.deleted_at IS NULL)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION order_search_customers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF order_search_deferred() THEN RETURN NULL; END IF;
  PERFORM order_search_refresh(array(
    SELECT o.id FROM new_rows n JOIN old_rows x ON x.id = n.id JOIN orders o ON o.customer_id = n.id
    WHERE (n.first_name, n.last_name, n.email) IS DISTINCT FROM (x.first_name, x.last_name, x.email)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION order_search_players() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF order_search_deferred() THEN RETURN NULL; END IF;
  PERFORM order_search_refresh(array(
    SELECT DISTINCT op.order_id FROM new_rows n JOIN old_rows x ON x.id = n.id
      JOIN order_products op ON op.customer_player_id = n.id
    WHERE (n.first_name, n.last_name) IS DISTINCT FROM (x.first_name, x.last_name)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_search_ins AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_search_orders();--> statement-breakpoint
CREATE TRIGGER orders_search_upd AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_search_orders();--> statement-breakpoint
CREATE TRIGGER order_products_search_ins AFTER INSERT ON order_products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_search_order_products();--> statement-breakpoint
CREATE TRIGGER order_products_search_upd AFTER UPDATE ON order_products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_search_order_products();--> statement-breakpoint
CREATE TRIGGER order_products_search_del AFTER DELETE ON order_products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_search_order_products();--> statement-breakpoint
CREATE TRIGGER customers_search_upd AFTER UPDATE ON customers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_search_customers();--> statement-breakpoint
CREATE TRIGGER customer_players_search_upd AFTER UPDATE ON customer_players REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_search_players();--> statement-breakpoint
-- Existing orders, all at once (the index is built after, in one pass). The reports' triggers stay out of it:
-- no order changes what it sold.
ALTER TABLE orders DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE orders SET search_text = order_search_text(id, customer_id, source_order_id);--> statement-breakpoint
ALTER TABLE orders ENABLE TRIGGER USER;--> statement-breakpoint
CREATE INDEX "orders_search_text_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops) WHERE "orders"."deleted_at" is null;
