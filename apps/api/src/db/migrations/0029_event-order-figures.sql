CREATE TABLE "event_order_figures" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"pre_orders" integer DEFAULT 0 NOT NULL,
	"pre_order_amount" integer DEFAULT 0 NOT NULL,
	"team_orders" integer DEFAULT 0 NOT NULL,
	"sold_lines" integer DEFAULT 0 NOT NULL,
	"fulfilled_lines" integer DEFAULT 0 NOT NULL,
	"fulfilment" varchar(12)
);
--> statement-breakpoint
CREATE INDEX "event_order_figures_fulfilment_idx" ON "event_order_figures" USING btree ("fulfilment","event_id");--> statement-breakpoint
-- event_order_figures: the events cockpit's game-day figures, recounted from scratch for the events a statement
-- touches (statement-level triggers with transition tables, as 0023). A sold line is one of an order paid, partly
-- or fully refunded (SOLD_ORDER_STATUSES); a pre-order an order placed before the event's start; a team order one
-- for a player of a team of the event's match (home, visiting, participating). The recount takes a per-event
-- advisory lock first, so of two transactions writing the same event's lines the second recounts after the first
-- commits and sees its rows (plpgsql takes a new snapshot per statement under READ COMMITTED).
CREATE FUNCTION event_order_figures_count(ev int[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO event_order_figures AS f
    (event_id, pre_orders, pre_order_amount, team_orders, sold_lines, fulfilled_lines, fulfilment)
  SELECT e.id, s.pre_orders, s.pre_order_amount, s.team_orders, s.sold_lines, s.fulfilled_lines,
      CASE WHEN s.sold_lines = 0 THEN NULL WHEN s.fulfilled_lines = s.sold_lines THEN 'fulfilled'
        WHEN s.fulfilled_lines > 0 THEN 'partly' ELSE 'unfulfilled' END
    FROM events e
    CROSS JOIN LATERAL (SELECT coalesce(array_agg(t.id), '{}') AS ids FROM event_matches em
        CROSS JOIN LATERAL unnest(ARRAY[em.home_team_id, em.visiting_team_id] || coalesce(em.participating_teams, '{}'))
          AS t(id)
        WHERE em.event_id = e.id AND em.deleted_at IS NULL AND t.id IS NOT NULL) teams
    CROSS JOIN LATERAL (SELECT count(DISTINCT l.order_id) FILTER (WHERE l.pre)::int AS pre_orders,
        coalesce(sum(l.net) FILTER (WHERE l.pre), 0)::int AS pre_order_amount,
        count(DISTINCT l.order_id) FILTER (WHERE l.team_game)::int AS team_orders,
        count(*)::int AS sold_lines, count(*) FILTER (WHERE l.done)::int AS fulfilled_lines
      FROM (SELECT op.order_id, o.order_date < e.start_time AS pre, op.fullfilment_status = 'fulfilled' AS done,
          op.price - coalesce((SELECT sum(rf.refund_amount) FROM order_product_refunds rf
            WHERE rf.order_product_id = op.id AND rf.refund_status = 'succeeded' AND rf.deleted_at IS NULL), 0) AS net,
          coalesce(cp.team_id = ANY(teams.ids), false) AS team_game
        FROM order_products op
        JOIN orders o ON o.id = op.order_id AND o.deleted_at IS NULL
          AND o.status IN ('paid', 'partially_refunded', 'refunded')
        LEFT JOIN customer_players cp ON cp.id = op.customer_player_id
        WHERE op.event_id = e.id AND op.deleted_at IS NULL) l) s
    WHERE e.id = ANY(ev)
  ON CONFLICT (event_id) DO UPDATE SET pre_orders = excluded.pre_orders, pre_order_amount = excluded.pre_order_amount,
    team_orders = excluded.team_orders, sold_lines = excluded.sold_lines, fulfilled_lines = excluded.fulfilled_lines,
    fulfilment = excluded.fulfilment
  WHERE (f.pre_orders, f.pre_order_amount, f.team_orders, f.sold_lines, f.fulfilled_lines, f.fulfilment)
    IS DISTINCT FROM (excluded.pre_orders, excluded.pre_order_amount, excluded.team_orders, excluded.sold_lines,
      excluded.fulfilled_lines, excluded.fulfilment);
$$;--> statement-breakpoint
-- A bulk load (the scale seed) sets phlox.event_figures_deferred = 'on' and counts every event once at the end
-- (event_order_figures_count), without a lock per event.
CREATE FUNCTION event_order_figures_refresh(ev int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(ev), 0) = 0 OR coalesce(current_setting('phlox.event_figures_deferred', true), '') = 'on' THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('event_order_figures'), x.id)
    FROM (SELECT DISTINCT e AS id FROM unnest(ev) e WHERE e IS NOT NULL ORDER BY 1) x;
  PERFORM event_order_figures_count(ev);
END $$;--> statement-breakpoint
-- The lines of the orders, refunds or players a statement touched: their events.
CREATE FUNCTION event_order_figures_of_lines(line_ids int[]) RETURNS int[] LANGUAGE sql STABLE AS $$
  SELECT ARRAY(SELECT DISTINCT op.event_id FROM order_products op WHERE op.id = ANY(line_ids) AND op.event_id IS NOT NULL)
$$;--> statement-breakpoint
CREATE FUNCTION event_order_figures_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ev int[];
BEGIN
  IF TG_TABLE_NAME = 'order_products' THEN
    IF TG_OP = 'INSERT' THEN ev := ARRAY(SELECT n.event_id FROM new_rows n);
    ELSIF TG_OP = 'DELETE' THEN ev := ARRAY(SELECT o.event_id FROM old_rows o);
    ELSE
      -- A rollover repoints event_id: both the old and the new event change.
      ev := ARRAY(SELECT x.event_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        CROSS JOIN LATERAL (VALUES (n.event_id), (o.event_id)) AS x(event_id)
        WHERE (n.event_id, n.order_id, n.price, n.fullfilment_status, n.customer_player_id, n.deleted_at)
          IS DISTINCT FROM (o.event_id, o.order_id, o.price, o.fullfilment_status, o.customer_player_id, o.deleted_at));
    END IF;
  ELSIF TG_TABLE_NAME = 'orders' THEN
    IF TG_OP = 'DELETE' THEN
      ev := ARRAY(SELECT op.event_id FROM old_rows o JOIN order_products op ON op.order_id = o.id);
    ELSE
      ev := ARRAY(SELECT op.event_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        JOIN order_products op ON op.order_id = n.id
        WHERE (n.status, n.order_date, n.deleted_at) IS DISTINCT FROM (o.status, o.order_date, o.deleted_at));
    END IF;
  ELSIF TG_TABLE_NAME = 'order_product_refunds' THEN
    IF TG_OP = 'INSERT' THEN ev := event_order_figures_of_lines(ARRAY(SELECT n.order_product_id FROM new_rows n));
    ELSIF TG_OP = 'DELETE' THEN ev := event_order_figures_of_lines(ARRAY(SELECT o.order_product_id FROM old_rows o));
    ELSE
      ev := event_order_figures_of_lines(ARRAY(SELECT x.id FROM new_rows n JOIN old_rows o ON o.id = n.id
        CROSS JOIN LATERAL (VALUES (n.order_product_id), (o.order_product_id)) AS x(id)
        WHERE (n.order_product_id, n.refund_amount, n.refund_status, n.deleted_at)
          IS DISTINCT FROM (o.order_product_id, o.refund_amount, o.refund_status, o.deleted_at)));
    END IF;
  ELSIF TG_TABLE_NAME = 'customer_players' THEN
    ev := ARRAY(SELECT DISTINCT op.event_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      JOIN order_products op ON op.customer_player_id = n.id
      WHERE n.team_id IS DISTINCT FROM o.team_id);
  ELSIF TG_TABLE_NAME = 'events' THEN
    ev := ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.start_time IS DISTINCT FROM o.start_time);
  ELSIF TG_OP = 'INSERT' THEN -- event_matches: the game's teams
    ev := ARRAY(SELECT n.event_id FROM new_rows n);
  ELSIF TG_OP = 'DELETE' THEN
    ev := ARRAY(SELECT o.event_id FROM old_rows o);
  ELSE
    ev := ARRAY(SELECT x.event_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (n.event_id), (o.event_id)) AS x(event_id)
      WHERE (n.event_id, n.home_team_id, n.visiting_team_id, n.participating_teams, n.deleted_at)
        IS DISTINCT FROM (o.event_id, o.home_team_id, o.visiting_team_id, o.participating_teams, o.deleted_at));
  END IF;
  PERFORM event_order_figures_refresh(ev);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER event_order_figures_lines_ins AFTER INSERT ON order_products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION event_order_figures_rows();--> statement-breakpoint
CREATE TRIGGER event_order_figures_lines_upd AFTER UPDATE ON order_products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION event_order_figures_rows();--> statement-breakpoint
CREATE TRIGGER event_order_figures_lines_del AFTER DELETE ON order_products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION event_order_figures_rows();--> statement-breakpoint
CREATE TRIGGER event_order_figures_orders_upd AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION event_order_figures_rows();--> statement-breakpoint
CREATE TRIGGER event_order_figures_orders_del AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION event_order_figures_rows();--> statement-breakpoint
CREATE TRIGGER event_order_figures_refunds_ins AFTER INSERT ON order_product_refunds REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION event_order_figures_rows();--> statement-breakpoint
CREATE TRIGGER event_order_figures_refunds_upd AFTER UPDATE ON order_product_refunds REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION event_order_figures_rows();--> statement-breakpoint
CREATE TRIGGER event_order_figures_refunds_del AFTER DELETE ON order_product_refunds REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION event_order_figures_rows();--> statement-breakpoint
CREATE TRIGGER event_order_figures_players_upd AFTER UPDATE ON customer_players REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION event_order_figures_rows();--> statement-breakpoint
CREATE TRIGGER event_order_figures_events_upd AFTER UPDATE ON events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION event_order_figures_rows();--> statement-breakpoint
CREATE TRIGGER event_order_figures_matches_ins AFTER INSERT ON event_matches REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION event_order_figures_rows();--> statement-breakpoint
CREATE TRIGGER event_order_figures_matches_upd AFTER UPDATE ON event_matches REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION event_order_figures_rows();--> statement-breakpoint
CREATE TRIGGER event_order_figures_matches_del AFTER DELETE ON event_matches REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION event_order_figures_rows();--> statement-breakpoint
-- Every event that already has lines, counted once.
SELECT event_order_figures_count(ARRAY(SELECT DISTINCT op.event_id FROM order_products op WHERE op.event_id IS NOT NULL));
