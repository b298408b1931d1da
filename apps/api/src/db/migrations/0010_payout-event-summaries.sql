ALTER TABLE "payout_phlox" ADD COLUMN "owed_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_phlox" ADD COLUMN "paid_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_phlox" ADD COLUMN "status_new" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_phlox" ADD COLUMN "status_paid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_phlox" ADD COLUMN "status_failed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_phlox" ADD COLUMN "status_unpaid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_phlox" ADD COLUMN "event_start_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_phlox" ADD COLUMN "event_deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "payout_phlox_live_start_idx" ON "payout_phlox" USING btree ("event_start_time") WHERE "payout_phlox"."deleted_at" is null and not "payout_phlox"."event_deleted";--> statement-breakpoint
-- payout_phlox keeps its event's live payee rows summed (owed, paid, count per status). Statement-level triggers
-- on both payee tables add what their change adds and take away what it takes (as increments, so two
-- transactions changing one event's payees each apply theirs to the latest row); a new payout_phlox row starts
-- from the payee rows already there. Soft-deleted rows count for nothing.
CREATE FUNCTION payout_summary_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The change as signed rows (event, amount, status, +1 added / -1 taken away). An INSERT trigger has no
  -- old_rows and a DELETE one no new_rows: each is read only in its branch.
  delta jsonb := '[]';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT delta || coalesce(jsonb_agg(jsonb_build_object('e', n.event_id, 'a', n.amount, 's', n.payment_status, 'k', 1)), '[]')
      INTO delta FROM new_rows n WHERE n.deleted_at IS NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT delta || coalesce(jsonb_agg(jsonb_build_object('e', x.event_id, 'a', x.amount, 's', x.payment_status, 'k', -1)), '[]')
      INTO delta FROM old_rows x WHERE x.deleted_at IS NULL;
  END IF;
  UPDATE payout_phlox p SET
      owed_amount = p.owed_amount + d.owed, paid_amount = p.paid_amount + d.paid,
      status_new = p.status_new + d.n_new, status_paid = p.status_paid + d.n_paid,
      status_failed = p.status_failed + d.n_failed, status_unpaid = p.status_unpaid + d.n_unpaid
    FROM (
      SELECT r.e AS event_id,
        coalesce(sum(r.k * r.a) FILTER (WHERE r.s <> 'Paid'), 0) AS owed,
        coalesce(sum(r.k * r.a) FILTER (WHERE r.s = 'Paid'), 0) AS paid,
        coalesce(sum(r.k) FILTER (WHERE r.s = 'New'), 0) AS n_new,
        coalesce(sum(r.k) FILTER (WHERE r.s = 'Paid'), 0) AS n_paid,
        coalesce(sum(r.k) FILTER (WHERE r.s = 'Failed'), 0) AS n_failed,
        coalesce(sum(r.k) FILTER (WHERE r.s = 'Unpaid'), 0) AS n_unpaid
      FROM jsonb_to_recordset(delta) AS r(e int, a int, s text, k int) GROUP BY r.e
    ) d
    WHERE p.event_id = d.event_id AND p.deleted_at IS NULL
      AND (d.owed, d.paid, d.n_new, d.n_paid, d.n_failed, d.n_unpaid) IS DISTINCT FROM (0, 0, 0, 0, 0, 0);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION payout_summary_init() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT coalesce(sum(x.amount) FILTER (WHERE x.payment_status <> 'Paid'), 0),
      coalesce(sum(x.amount) FILTER (WHERE x.payment_status = 'Paid'), 0),
      count(*) FILTER (WHERE x.payment_status = 'New'), count(*) FILTER (WHERE x.payment_status = 'Paid'),
      count(*) FILTER (WHERE x.payment_status = 'Failed'), count(*) FILTER (WHERE x.payment_status = 'Unpaid')
    INTO NEW.owed_amount, NEW.paid_amount, NEW.status_new, NEW.status_paid, NEW.status_failed, NEW.status_unpaid
    FROM (SELECT amount, payment_status::text AS payment_status FROM payout_photographers
            WHERE event_id = NEW.event_id AND deleted_at IS NULL
          UNION ALL
          SELECT amount, payment_status::text FROM payout_boosters
            WHERE event_id = NEW.event_id AND deleted_at IS NULL) x;
  SELECT e.start_time, e.deleted_at IS NOT NULL INTO NEW.event_start_time, NEW.event_deleted
    FROM events e WHERE e.id = NEW.event_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER payout_summary_phlox_ins BEFORE INSERT ON payout_phlox
  FOR EACH ROW EXECUTE FUNCTION payout_summary_init();--> statement-breakpoint
CREATE TRIGGER payout_summary_photographers_ins AFTER INSERT ON payout_photographers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_summary_apply();--> statement-breakpoint
CREATE TRIGGER payout_summary_photographers_upd AFTER UPDATE ON payout_photographers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payout_summary_apply();--> statement-breakpoint
CREATE TRIGGER payout_summary_photographers_del AFTER DELETE ON payout_photographers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_summary_apply();--> statement-breakpoint
CREATE TRIGGER payout_summary_boosters_ins AFTER INSERT ON payout_boosters REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_summary_apply();--> statement-breakpoint
CREATE TRIGGER payout_summary_boosters_upd AFTER UPDATE ON payout_boosters
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payout_summary_apply();--> statement-breakpoint
CREATE TRIGGER payout_summary_boosters_del AFTER DELETE ON payout_boosters REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_summary_apply();--> statement-breakpoint
-- It also copies its event's start time and deleted flag (so the list filters on payout_phlox alone): a new row
-- takes them from the event, and an event that moves or is deleted (or restored) passes the change on.
CREATE FUNCTION payout_event_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE payout_phlox p SET event_start_time = n.start_time, event_deleted = n.deleted_at IS NOT NULL
    FROM new_rows n JOIN old_rows x ON x.id = n.id
    WHERE p.event_id = n.id
      AND (x.start_time IS DISTINCT FROM n.start_time OR x.deleted_at IS DISTINCT FROM n.deleted_at);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER payout_event_sync_upd AFTER UPDATE ON events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_event_sync();--> statement-breakpoint
-- Existing payouts: summed once from their payee rows, and their events' start and deleted flag copied.
UPDATE payout_phlox p SET owed_amount = s.owed, paid_amount = s.paid, status_new = s.n_new, status_paid = s.n_paid,
    status_failed = s.n_failed, status_unpaid = s.n_unpaid
  FROM (
    SELECT x.event_id,
      coalesce(sum(x.amount) FILTER (WHERE x.payment_status <> 'Paid'), 0) AS owed,
      coalesce(sum(x.amount) FILTER (WHERE x.payment_status = 'Paid'), 0) AS paid,
      count(*) FILTER (WHERE x.payment_status = 'New') AS n_new,
      count(*) FILTER (WHERE x.payment_status = 'Paid') AS n_paid,
      count(*) FILTER (WHERE x.payment_status = 'Failed') AS n_failed,
      count(*) FILTER (WHERE x.payment_status = 'Unpaid') AS n_unpaid
    FROM (SELECT event_id, amount, payment_status::text AS payment_status FROM payout_photographers
            WHERE deleted_at IS NULL
          UNION ALL
          SELECT event_id, amount, payment_status::text FROM payout_boosters WHERE deleted_at IS NULL) x
    GROUP BY x.event_id
  ) s
  WHERE p.event_id = s.event_id AND p.deleted_at IS NULL;
--> statement-breakpoint
UPDATE payout_phlox p SET event_start_time = e.start_time, event_deleted = e.deleted_at IS NOT NULL
  FROM events e WHERE e.id = p.event_id;
