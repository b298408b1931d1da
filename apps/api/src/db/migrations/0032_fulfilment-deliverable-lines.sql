-- Fulfilment counts only the lines with something left to deliver: a line refunded in full (a cancelled game's, a
-- goodwill refund of the whole price) is owed no photos, so a cancelled, fully refunded game is no longer
-- "Unfulfilled" (sold_lines 0: no fulfilment). Pre-orders and their net amount are unchanged. The events with
-- figures are recounted once.
CREATE OR REPLACE FUNCTION event_order_figures_count(ev int[]) RETURNS void LANGUAGE sql AS $$
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
        count(*) FILTER (WHERE l.net > 0)::int AS sold_lines,
        count(*) FILTER (WHERE l.done AND l.net > 0)::int AS fulfilled_lines
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
SELECT event_order_figures_count(coalesce((SELECT array_agg(event_id) FROM event_order_figures), '{}'));
