-- The orders search's word index: one row per (live order, word), with the order's date, so a name search reads
-- its matches newest first from one index range (see docs/decisions.md, "Search"). "C" collation: byte order,
-- so every word starting with a prefix is one contiguous range.
CREATE TABLE "order_search_terms" (
	"order_id" integer NOT NULL,
	"term" text COLLATE "C" NOT NULL,
	"order_date" timestamp with time zone NOT NULL,
	CONSTRAINT "order_search_terms_order_id_term_pk" PRIMARY KEY("order_id","term")
);
--> statement-breakpoint
-- Words of a text, lower case: split at anything not a letter or digit (the API splits a search the same way).
CREATE FUNCTION order_search_words(t text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(coalesce(t, '')), '[^[:alnum:]]+') w WHERE w <> '';
$$;--> statement-breakpoint
-- An order's words: the customer's first and last name, the source's order id, and the names of the players on
-- its live products. Not the e-mail: its name part repeats the customer's name ("jane.doe42") and would double
-- the rows a surname reads; an e-mail search (with an @) has the customers' own index.
CREATE FUNCTION order_search_text(order_id int, customer_id int, source_order_id text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ', c.first_name, c.last_name, source_order_id,
    (SELECT string_agg(cp.first_name || ' ' || cp.last_name, ' ')
     FROM order_products op JOIN customer_players cp ON cp.id = op.customer_player_id
     WHERE op.order_id = order_search_text.order_id AND op.deleted_at IS NULL))
  FROM (SELECT 1) one LEFT JOIN customers c ON c.id = order_search_text.customer_id;
$$;--> statement-breakpoint
-- Rewrites the words of these orders (a deleted order has none), touching only the rows that differ. Statement
-- triggers fire for statements that changed no row too: nothing to do then.
CREATE FUNCTION order_search_refresh(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  WITH fresh AS (
    SELECT o.id AS order_id, w COLLATE "C" AS term, o.order_date FROM orders o,
      order_search_words(order_search_text(o.id, o.customer_id, o.source_order_id)) w
    WHERE o.id = ANY(ids) AND o.deleted_at IS NULL
  ), gone AS (
    DELETE FROM order_search_terms t WHERE t.order_id = ANY(ids)
      AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.order_id = t.order_id AND f.term = t.term)
  )
  INSERT INTO order_search_terms (order_id, term, order_date)
    SELECT f.order_id, f.term, f.order_date FROM fresh f
    ON CONFLICT (order_id, term) DO UPDATE SET order_date = excluded.order_date
    WHERE order_search_terms.order_date IS DISTINCT FROM excluded.order_date;
END $$;--> statement-breakpoint
-- A bulk load (the scale seed) sets phlox.search_terms_deferred = 'on' and writes every order's words once.
CREATE FUNCTION order_search_deferred() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('phlox.search_terms_deferred', true), '') = 'on';
$$;--> statement-breakpoint
-- Statement-level triggers (transition tables cannot be combined with column lists, so each compares old and
-- new rows itself).
CREATE FUNCTION order_search_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF order_search_deferred() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM order_search_refresh(array(SELECT n.id FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM order_search_terms t WHERE t.order_id IN (SELECT x.id FROM old_rows x);
  ELSE
    PERFORM order_search_refresh(array(
      SELECT n.id FROM new_rows n JOIN old_rows x ON x.id = n.id
      WHERE (n.customer_id, n.source_order_id, n.order_date, n.deleted_at IS NULL)
        IS DISTINCT FROM (x.customer_id, x.source_order_id, x.order_date, x.deleted_at IS NULL)));
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
      SELECT DISTINCT u.order_id FROM new_rows n JOIN old_rows x ON x.id = n.id,
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
    WHERE (n.first_name, n.last_name) IS DISTINCT FROM (x.first_name, x.last_name)));
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
CREATE TRIGGER orders_search_del AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
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
-- Words of every live order past an id, in one statement: this migration's backfill and the scale seed's load.
CREATE FUNCTION order_search_fill(after_id int) RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_search_terms (order_id, term, order_date)
    SELECT o.id, w, o.order_date FROM orders o,
      order_search_words(order_search_text(o.id, o.customer_id, o.source_order_id)) w
    WHERE o.id > after_id AND o.deleted_at IS NULL;
$$;--> statement-breakpoint
-- Existing orders, all at once; the word index is built after, in one pass.
SELECT order_search_fill(0);--> statement-breakpoint
CREATE INDEX "order_search_terms_term_idx" ON "order_search_terms" USING btree ("term","order_date" DESC NULLS FIRST,"order_id" DESC NULLS FIRST);--> statement-breakpoint
-- Statistics now, not at autovacuum's next pass (VACUUM, which the index-only reads also want, cannot run inside
-- the migration's transaction; autovacuum follows the bulk insert).
ANALYZE order_search_terms;
