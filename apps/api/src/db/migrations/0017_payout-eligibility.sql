ALTER TABLE "payout_phlox" ADD COLUMN "event_end_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_phlox" ADD COLUMN "event_status" "event_status";--> statement-breakpoint
ALTER TABLE "report_daily_payouts" ADD COLUMN "loss" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_daily_payouts" DROP COLUMN "owed";--> statement-breakpoint
-- payout_phlox also copies its event's end and status: whether the payee rows are owed, projected or void is
-- decided when read (modules/payouts/eligibility.ts: time passes, so no trigger can keep "owed"), and the list
-- still reads payout_phlox alone. Same triggers as 0010, with the two columns added.
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
  SELECT e.start_time, e.end_time, e.status, e.deleted_at IS NOT NULL
    INTO NEW.event_start_time, NEW.event_end_time, NEW.event_status, NEW.event_deleted
    FROM events e WHERE e.id = NEW.event_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION payout_event_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE payout_phlox p SET event_start_time = n.start_time, event_end_time = n.end_time, event_status = n.status,
      event_deleted = n.deleted_at IS NOT NULL
    FROM new_rows n JOIN old_rows x ON x.id = n.id
    WHERE p.event_id = n.id
      AND (x.start_time IS DISTINCT FROM n.start_time OR x.end_time IS DISTINCT FROM n.end_time
        OR x.status IS DISTINCT FROM n.status OR x.deleted_at IS DISTINCT FROM n.deleted_at);
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE payout_phlox p SET event_end_time = e.end_time, event_status = e.status FROM events e WHERE e.id = p.event_id;
--> statement-breakpoint
-- The payout rollup now keeps the fee (≥ 0 per event) and the loss apart: every day is computed again on its
-- next read.
DELETE FROM report_payout_days;
