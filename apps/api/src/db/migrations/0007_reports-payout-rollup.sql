CREATE TABLE "report_daily_payouts" (
	"day" date PRIMARY KEY NOT NULL,
	"owed" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_payout_days" (
	"day" date PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_stale_payout_days" (
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_stale_payout_days_day_idx" ON "report_stale_payout_days" USING btree ("day");--> statement-breakpoint
-- Reports: payout changes log the start day (Chicago) of their event; an event moved or deleted logs its old
-- and new day. Statement-level triggers with transition tables, as in 0006.
CREATE FUNCTION report_log_payout_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO report_stale_payout_days (day)
      SELECT DISTINCT (e.start_time AT TIME ZONE 'America/Chicago')::date
      FROM events e WHERE e.id IN (SELECT n.event_id FROM new_rows n);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO report_stale_payout_days (day)
      SELECT DISTINCT (e.start_time AT TIME ZONE 'America/Chicago')::date
      FROM events e WHERE e.id IN (SELECT x.event_id FROM old_rows x);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION report_log_event_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_stale_payout_days (day)
    SELECT DISTINCT d FROM (
      SELECT (x.start_time AT TIME ZONE 'America/Chicago')::date AS d FROM old_rows x JOIN new_rows n ON n.id = x.id
        WHERE x.start_time IS DISTINCT FROM n.start_time OR x.deleted_at IS DISTINCT FROM n.deleted_at
      UNION ALL
      SELECT (n.start_time AT TIME ZONE 'America/Chicago')::date FROM old_rows x JOIN new_rows n ON n.id = x.id
        WHERE x.start_time IS DISTINCT FROM n.start_time OR x.deleted_at IS DISTINCT FROM n.deleted_at
    ) days;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER report_events_upd AFTER UPDATE ON events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_log_event_days();--> statement-breakpoint
CREATE TRIGGER report_payout_phlox_ins AFTER INSERT ON payout_phlox REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_log_payout_days();--> statement-breakpoint
CREATE TRIGGER report_payout_phlox_upd AFTER UPDATE ON payout_phlox REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_log_payout_days();--> statement-breakpoint
CREATE TRIGGER report_payout_phlox_del AFTER DELETE ON payout_phlox REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_log_payout_days();--> statement-breakpoint
CREATE TRIGGER report_payout_photographers_ins AFTER INSERT ON payout_photographers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_log_payout_days();--> statement-breakpoint
CREATE TRIGGER report_payout_photographers_upd AFTER UPDATE ON payout_photographers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_log_payout_days();--> statement-breakpoint
CREATE TRIGGER report_payout_photographers_del AFTER DELETE ON payout_photographers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_log_payout_days();--> statement-breakpoint
CREATE TRIGGER report_payout_boosters_ins AFTER INSERT ON payout_boosters REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_log_payout_days();--> statement-breakpoint
CREATE TRIGGER report_payout_boosters_upd AFTER UPDATE ON payout_boosters REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_log_payout_days();--> statement-breakpoint
CREATE TRIGGER report_payout_boosters_del AFTER DELETE ON payout_boosters REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_log_payout_days();
