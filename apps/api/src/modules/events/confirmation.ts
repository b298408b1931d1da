import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  ASSIGNMENT_CONFIRMATION_LABELS,
  ASSIGNMENT_MESSAGES,
  TIME_ZONE,
  type AssignmentAnswer,
  type AssignmentConfirmation,
  type AssignmentRequest,
  type AssignmentState,
} from '@phlox/contract';
import type { Db, Executor, Tx } from '../../db/client.js';
import { eventPhotographers, users } from '../../db/schema/index.js';
import type { MailQueue } from '../../plugins/mail.js';
import { writeFieldChangeMany } from '../../shared/audit.js';
import { isoOrNull } from '../../shared/dates.js';
import { badRequest, conflict, forbidden } from '../../shared/errors.js';
import { lockEventPayouts } from '../../shared/payout-lock.js';
import { rowsOf } from '../../shared/sql.js';
import { hashToken, newToken } from '../../shared/tokens.js';
import { findEvent, type EventRow } from './detail.js';

const MENU = 'events';

/**
 * Staff confirmation of assignments (decisions.md, "Staff confirmation"). A new crew member is asked by e-mail:
 * one single-use link (its SHA-256 kept on the assignment) to a page that asks confirm or decline — opening it
 * only marks the request seen (Pending), so a mail scanner answers nothing. The crew member can also answer from
 * its events list until the event starts; staff can send the request again or record an answer for it. Every
 * change holds the event's payout lock: a staff line is owed only once its assignment is Confirmed.
 */
export interface ConfirmationMailer {
  mail: MailQueue;
  publicUrl: string;
}

interface CrewRow {
  id: number;
  photographerId: number;
  confirmation: AssignmentConfirmation;
  confirmationToken: string | null;
  confirmationAt: Date | null;
  eventRole: string;
}

const when = (d: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, dateStyle: 'full', timeStyle: 'short' }).format(d);
const started = (event: EventRow, now: Date) => event.startTime.getTime() <= now.getTime();
const stateOf = (eventId: number, r: Pick<CrewRow, 'photographerId' | 'confirmation' | 'confirmationAt'>) => ({
  eventId,
  photographerId: r.photographerId,
  confirmation: r.confirmation,
  confirmationAt: isoOrNull(r.confirmationAt),
});

/** One history row on the event: its "confirmation" from "<name>: <state>" to "<name>: <state>". */
async function historyOf(
  tx: Executor,
  eventId: number,
  photographerId: number,
  from: AssignmentConfirmation,
  to: AssignmentConfirmation,
  userId: number | null,
) {
  const [u] = await tx
    .select({ name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(eq(users.id, photographerId));
  const name = u?.name ?? `#${photographerId}`;
  await writeFieldChangeMany(tx, {
    menu: MENU,
    userId,
    field: 'confirmation',
    from: `${name}: ${ASSIGNMENT_CONFIRMATION_LABELS[from]}`,
    to: `${name}: ${ASSIGNMENT_CONFIRMATION_LABELS[to]}`,
    itemIds: [eventId],
  });
}

/** E-mails a fresh link (the earlier one stops working) and marks the assignment Email sent. */
async function sendRequest(tx: Executor, mailer: ConfirmationMailer, event: EventRow, row: CrewRow) {
  const [person] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, row.photographerId));
  const { token, id: hash } = newToken();
  await tx
    .update(eventPhotographers)
    .set({
      confirmation: 'email_sent',
      confirmationToken: hash,
      confirmationSentAt: sql`now()`,
      confirmationAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(eventPhotographers.id, row.id));
  const link = (answer: AssignmentAnswer) =>
    `${mailer.publicUrl}/assignment?token=${encodeURIComponent(token)}&answer=${answer}`;
  await mailer.mail.send(
    {
      to: person.email,
      subject: `Please confirm: ${event.title}, ${when(event.startTime)}`,
      text: [
        `Hello ${person.firstName},`,
        '',
        `You are assigned to ${event.title} as ${row.eventRole}.`,
        `It starts ${when(event.startTime)} (Central time).`,
        '',
        `Confirm you will be there: ${link('confirmed')}`,
        `Decline: ${link('rejected')}`,
        '',
        'The link works once, until the event starts. You can also answer under Events in Phlox Admin.',
      ].join('\n'),
    },
    { tx },
  );
}

/**
 * The new crew rows of a saved event: each asked by e-mail, except the person assigning itself (Confirmed), a
 * canceled event (nothing to ask: Pending) and an event already started, where staff record who worked it
 * (Confirmed by them; the history says who).
 */
export async function askNewCrew(
  tx: Tx,
  mailer: ConfirmationMailer,
  eventId: number,
  crewIds: number[],
  userId: number,
  now = new Date(),
): Promise<void> {
  if (!crewIds.length) return;
  const event = await findEvent(tx, eventId);
  const rows = await crewRows(tx, eventId, crewIds);
  for (const row of rows) {
    if (row.photographerId === userId || started(event, now)) {
      await tx
        .update(eventPhotographers)
        .set({ confirmation: 'confirmed', confirmationAt: sql`now()` })
        .where(eq(eventPhotographers.id, row.id));
      await historyOf(tx, eventId, row.photographerId, 'pending', 'confirmed', userId);
    } else if (event.status !== 'canceled') {
      await sendRequest(tx, mailer, event, row);
    }
  }
}

async function crewRows(tx: Executor, eventId: number, ids: number[], lock = false): Promise<CrewRow[]> {
  const q = tx
    .select({
      id: eventPhotographers.id,
      photographerId: eventPhotographers.photographerId,
      confirmation: eventPhotographers.confirmation,
      confirmationToken: eventPhotographers.confirmationToken,
      confirmationAt: eventPhotographers.confirmationAt,
      eventRole: eventPhotographers.eventRole,
    })
    .from(eventPhotographers)
    .where(
      and(
        eq(eventPhotographers.eventId, eventId),
        inArray(eventPhotographers.id, ids),
        isNull(eventPhotographers.deletedAt),
      ),
    )
    .orderBy(eventPhotographers.id);
  return lock ? q.for('update') : q;
}

/**
 * In the caller's transaction: the event's payout lock, the event, and the live assignment of `photographerId`
 * on it, locked (undefined when it is not on the crew).
 */
async function openAssignment(tx: Tx, eventId: number, photographerId: number) {
  await lockEventPayouts(tx, [eventId]);
  const event = await findEvent(tx, eventId);
  const [hit] = await rowsOf<{ id: number }>(
    tx,
    sql`select id from event_photographers where event_id = ${eventId} and photographer_id = ${photographerId}
      and deleted_at is null order by id limit 1`,
  );
  const row = hit ? (await crewRows(tx, eventId, [hit.id], true))[0] : undefined;
  return { event, row };
}

/** Staff send the request again (a fresh link); refused once the event has started or the answer is Confirmed. */
export async function resendRequest(
  db: Db,
  mailer: ConfirmationMailer,
  eventId: number,
  photographerId: number,
  userId: number,
  now = new Date(),
): Promise<AssignmentState> {
  return db.transaction(async (tx) => {
    const { event, row } = await openAssignment(tx, eventId, photographerId);
    if (!row) throw badRequest(ASSIGNMENT_MESSAGES.notOnCrew, { photographerId: ASSIGNMENT_MESSAGES.notOnCrew });
    if (started(event, now)) throw conflict(ASSIGNMENT_MESSAGES.eventStarted);
    if (event.status === 'canceled') throw conflict('The event is canceled: there is nothing to confirm');
    if (row.confirmation === 'confirmed') throw conflict(ASSIGNMENT_MESSAGES.alreadyConfirmed);
    await sendRequest(tx, mailer, event, row);
    await historyOf(tx, eventId, photographerId, row.confirmation, 'email_sent', userId);
    return stateOf(eventId, { photographerId, confirmation: 'email_sent', confirmationAt: null });
  });
}

/**
 * An answer to an assignment: by the crew member itself (signed in, or through its link: `token`), until the
 * event starts; or recorded by staff (`byStaff`), at any time — a crew member who answered by phone, or an
 * event already played. The link is used up by any answer.
 */
export async function answerAssignment(
  db: Db,
  eventId: number,
  photographerId: number,
  answer: AssignmentAnswer,
  by: { userId: number | null; byStaff: boolean; token?: string },
  now = new Date(),
): Promise<AssignmentState> {
  return db.transaction(async (tx) => {
    const { event, row } = await openAssignment(tx, eventId, photographerId);
    if (by.token !== undefined && row?.confirmationToken !== hashToken(by.token))
      throw badRequest(ASSIGNMENT_MESSAGES.linkInvalid, { token: ASSIGNMENT_MESSAGES.linkInvalid });
    if (!row)
      throw by.byStaff
        ? badRequest(ASSIGNMENT_MESSAGES.notOnCrew, { photographerId: ASSIGNMENT_MESSAGES.notOnCrew })
        : forbidden(ASSIGNMENT_MESSAGES.notAssigned);
    if (!by.byStaff && started(event, now)) throw conflict(ASSIGNMENT_MESSAGES.eventStarted);
    const [saved] = await tx
      .update(eventPhotographers)
      .set({ confirmation: answer, confirmationAt: sql`now()`, confirmationToken: null, updatedAt: sql`now()` })
      .where(eq(eventPhotographers.id, row.id))
      .returning({ confirmationAt: eventPhotographers.confirmationAt });
    if (row.confirmation !== answer) await historyOf(tx, eventId, photographerId, row.confirmation, answer, by.userId);
    return stateOf(eventId, { photographerId, confirmation: answer, confirmationAt: saved.confirmationAt });
  });
}

/** The assignment a link names (live event, unanswered link), or a 400 saying the link is no longer valid. */
async function byToken(db: Executor, token: string) {
  const [hit] = await rowsOf<{ id: number; eventId: number; photographerId: number }>(
    db,
    sql`select ep.id, ep.event_id as "eventId", ep.photographer_id as "photographerId"
      from event_photographers ep join events e on e.id = ep.event_id and e.deleted_at is null
      where ep.confirmation_token = ${hashToken(token)} and ep.deleted_at is null`,
  );
  if (!hit) throw badRequest(ASSIGNMENT_MESSAGES.linkInvalid, { token: ASSIGNMENT_MESSAGES.linkInvalid });
  return hit;
}

/** What the link's page shows; opening it marks an Email sent request Pending (seen, not answered). */
export async function lookupRequest(db: Db, token: string): Promise<AssignmentRequest> {
  const hit = await byToken(db, token);
  const [r] = await rowsOf<AssignmentRequest & { startTime: Date | string; endTime: Date | string }>(
    db,
    sql`with seen as (update event_photographers set confirmation = 'pending', updated_at = now()
        where id = ${hit.id} and confirmation = 'email_sent' returning id)
      select e.title as "eventTitle", e.start_time as "startTime", e.end_time as "endTime",
        (select o.name from event_organizations eo join organizations o on o.id = eo.organization_id
          where eo.event_id = e.id and eo.is_venue and eo.deleted_at is null order by eo.id limit 1) as "venueName",
        u.first_name || ' ' || u.last_name as "crewName", ep.event_role as "eventRole",
        case when exists (select 1 from seen) then 'pending' else ep.confirmation::text end as confirmation
      from event_photographers ep join events e on e.id = ep.event_id join users u on u.id = ep.photographer_id
      where ep.id = ${hit.id}`,
  );
  return { ...r, startTime: new Date(r.startTime).toISOString(), endTime: new Date(r.endTime).toISOString() };
}

/** The link's answer: checked and used up under the assignment's lock, so it works once. */
export async function answerByToken(db: Db, token: string, answer: AssignmentAnswer): Promise<AssignmentState> {
  const hit = await byToken(db, token);
  return answerAssignment(db, hit.eventId, hit.photographerId, answer, {
    userId: hit.photographerId,
    byStaff: false,
    token,
  });
}
