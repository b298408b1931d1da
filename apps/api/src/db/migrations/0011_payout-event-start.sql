ALTER TABLE "payout_phlox" ADD COLUMN "event_start_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_phlox" ADD COLUMN "event_deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "payout_phlox_live_start_idx" ON "payout_phlox" USING btree ("event_start_time") WHERE "payout_phlox"."deleted_at" is null and not "payout_phlox"."event_deleted";--> statement-breakpoint
-- payout_phlox copies its event's start time and deleted flag: a new row takes them from the event, and an
-- event that moves or is deleted (or restored) passes the change on.
CREATE OR REPLACE FUNCTION payout_summary_init() RETURNS trigger LANGUAGE plpgsql AS $$
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
UPDATE payout_phlox p SET event_start_time = e.start_time, event_deleted = e.deleted_at IS NOT NULL
  FROM events e WHERE e.id = p.event_id;
