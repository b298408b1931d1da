CREATE TYPE "public"."assignment_confirmation" AS ENUM('email_sent', 'pending', 'confirmed', 'rejected');--> statement-breakpoint
ALTER TABLE "event_photographers" ADD COLUMN "confirmation" "assignment_confirmation" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_photographers" ADD COLUMN "confirmation_token" varchar(64);--> statement-breakpoint
ALTER TABLE "event_photographers" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_photographers" ADD COLUMN "confirmation_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_phlox" ADD COLUMN "unconfirmed_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "event_photographers_confirmation_token_idx" ON "event_photographers" USING btree ("confirmation_token") WHERE "event_photographers"."confirmation_token" is not null;--> statement-breakpoint
-- Assignments made before confirmation existed were agreed the old way: they count as confirmed, so no payout
-- owed today becomes projected by this migration.
UPDATE "event_photographers" SET "confirmation" = 'confirmed', "confirmation_at" = "updated_at";--> statement-breakpoint
-- payout_phlox.unconfirmed_amount: of the event's unpaid sum, the staff lines whose payee has no live, Confirmed
-- assignment on the event (modules/payouts/eligibility.ts holds them as projected). Recounted from scratch for
-- the events a change touches — every writer of a payee line or an assignment holds the event's payout lock
-- (pg_advisory_xact_lock(hashtext('payouts'), event)), so the recount sees the committed state.
CREATE FUNCTION payout_unconfirmed_of(ev_id int) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(pp.amount), 0)::int FROM payout_photographers pp
    WHERE pp.event_id = ev_id AND pp.deleted_at IS NULL AND pp.payment_status <> 'Paid'
      AND NOT EXISTS (SELECT 1 FROM event_photographers ep WHERE ep.event_id = pp.event_id
        AND ep.photographer_id = pp.photographer_id AND ep.deleted_at IS NULL AND ep.confirmation = 'confirmed')
$$;--> statement-breakpoint
CREATE FUNCTION payout_unconfirmed_refresh(ev int[]) RETURNS void LANGUAGE sql AS $$
  UPDATE payout_phlox p SET unconfirmed_amount = x.amount
    FROM (SELECT e.id AS event_id, payout_unconfirmed_of(e.id) AS amount FROM unnest(ev) AS e(id)) x
    WHERE p.event_id = x.event_id AND p.deleted_at IS NULL AND p.unconfirmed_amount IS DISTINCT FROM x.amount;
$$;--> statement-breakpoint
CREATE FUNCTION payout_unconfirmed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM payout_unconfirmed_refresh(ARRAY(SELECT DISTINCT n.event_id FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM payout_unconfirmed_refresh(ARRAY(SELECT DISTINCT o.event_id FROM old_rows o));
  ELSIF TG_TABLE_NAME = 'event_photographers' THEN
    PERFORM payout_unconfirmed_refresh(ARRAY(SELECT DISTINCT x.event_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (n.event_id), (o.event_id)) AS x(event_id)
      WHERE (n.event_id, n.photographer_id, n.confirmation, n.deleted_at)
        IS DISTINCT FROM (o.event_id, o.photographer_id, o.confirmation, o.deleted_at)));
  ELSE
    PERFORM payout_unconfirmed_refresh(ARRAY(SELECT DISTINCT x.event_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (n.event_id), (o.event_id)) AS x(event_id)
      WHERE (n.event_id, n.photographer_id, n.amount, n.payment_status, n.deleted_at)
        IS DISTINCT FROM (o.event_id, o.photographer_id, o.amount, o.payment_status, o.deleted_at)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER payout_unconfirmed_crew_ins AFTER INSERT ON event_photographers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_unconfirmed_rows();--> statement-breakpoint
CREATE TRIGGER payout_unconfirmed_crew_upd AFTER UPDATE ON event_photographers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payout_unconfirmed_rows();--> statement-breakpoint
CREATE TRIGGER payout_unconfirmed_crew_del AFTER DELETE ON event_photographers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_unconfirmed_rows();--> statement-breakpoint
CREATE TRIGGER payout_unconfirmed_staff_ins AFTER INSERT ON payout_photographers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_unconfirmed_rows();--> statement-breakpoint
CREATE TRIGGER payout_unconfirmed_staff_upd AFTER UPDATE ON payout_photographers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payout_unconfirmed_rows();--> statement-breakpoint
CREATE TRIGGER payout_unconfirmed_staff_del AFTER DELETE ON payout_photographers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_unconfirmed_rows();--> statement-breakpoint
-- A new payout_phlox row starts from the lines already there (its BEFORE INSERT trigger sums the rest).
CREATE FUNCTION payout_unconfirmed_init() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.unconfirmed_amount := payout_unconfirmed_of(NEW.event_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER payout_unconfirmed_phlox_ins BEFORE INSERT ON payout_phlox
  FOR EACH ROW EXECUTE FUNCTION payout_unconfirmed_init();--> statement-breakpoint
UPDATE payout_phlox SET unconfirmed_amount = payout_unconfirmed_of(event_id) WHERE deleted_at IS NULL;--> statement-breakpoint
-- A payout reads the crew's terms (event, photographer, commission, charge, deletion), not its answers: a request
-- sent or an answer given does not make the event's payout stale (0023 marked any crew update).
CREATE FUNCTION payout_stale_crew_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM payout_mark(ARRAY(SELECT DISTINCT x.event_id FROM new_rows n JOIN old_rows o ON o.id = n.id
    CROSS JOIN LATERAL (VALUES (n.event_id), (o.event_id)) AS x(event_id)
    WHERE (n.event_id, n.photographer_id, n.commission_type, n.charge, n.percent_charge, n.total_charge, n.deleted_at)
      IS DISTINCT FROM (o.event_id, o.photographer_id, o.commission_type, o.charge, o.percent_charge, o.total_charge,
        o.deleted_at)));
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER payout_stale_crew_upd ON event_photographers;--> statement-breakpoint
CREATE TRIGGER payout_stale_crew_upd AFTER UPDATE ON event_photographers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_stale_crew_terms();
