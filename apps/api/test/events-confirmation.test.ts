import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_MESSAGES, type EventDetail, type EventListItem } from '@phlox/contract';
import { useEventWorld } from './event-fixtures.js';
import { PHOTOGRAPHER } from './helpers.js';

/** Staff confirmation of assignments (issue 17): e-mail, single-use link, own answer, resend, staff record. */
const { ctx, ids, call, create, game } = useEventWorld();
const FUTURE = '2031-05-02';

const linkOf = (text: string, answer: 'confirmed' | 'rejected') => {
  const m = new RegExp(`/assignment\\?token=([^\\s&]+)&answer=${answer}`).exec(text);
  return m ? decodeURIComponent(m[1]) : undefined;
};
const crewOf = async (eventId: number) =>
  ((await call('GET', `/api/events/${eventId}`)).json().data as EventDetail).photographers;
/** Each from its own address: the link's routes are limited per IP (security-limits.test.ts checks limits). */
let callers = 0;
const publicCall = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: `127.3.0.${++callers}` });
const historyFields = async (eventId: number) =>
  (
    (await call('GET', `/api/history?menu=events&itemId=${eventId}&pageSize=100`)).json().data as Array<{
      field: string | null;
      oldValue: string | null;
      newValue: string | null;
    }>
  ).filter((h) => h.field === 'confirmation');

describe('assigning a crew member to a coming event', () => {
  it('e-mails a single-use link; opening it marks the request seen, answering uses it up', async () => {
    const e = await create(game(FUTURE, { photographers: [{ photographerId: ids.pat, charge: 15000 }] }));
    expect((await crewOf(e.id))[0]).toMatchObject({ confirmation: 'email_sent', confirmationAt: null });
    const mail = await ctx.lastMailTo(PHOTOGRAPHER.email);
    expect(mail?.subject).toContain(e.title);
    const token = linkOf(mail!.text, 'confirmed')!;
    expect(linkOf(mail!.text, 'rejected')).toBe(token);

    // the page asks first: the lookup shows the event (no pay) and only marks the request seen
    const seen = await publicCall('/api/assignment-confirmations/lookup', { token });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).toMatchObject({
      eventTitle: e.title,
      confirmation: 'pending',
      venueName: 'Lincoln Stadium',
    });
    expect(seen.body).not.toContain('15000');
    expect((await crewOf(e.id))[0].confirmation).toBe('pending');

    const answered = await publicCall('/api/assignment-confirmations/answer', { token, answer: 'confirmed' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data).toMatchObject({ eventId: e.id, photographerId: ids.pat, confirmation: 'confirmed' });
    expect((await crewOf(e.id))[0].confirmationAt).not.toBeNull();

    // used up: neither another answer nor the lookup works again
    for (const url of ['/api/assignment-confirmations/answer', '/api/assignment-confirmations/lookup']) {
      const again = await publicCall(url, { token, answer: 'rejected' });
      expect(again.statusCode).toBe(400);
      expect(again.json().error.fields.token).toBe(ASSIGNMENT_MESSAGES.linkInvalid);
    }
    expect((await crewOf(e.id))[0].confirmation).toBe('confirmed');
    expect((await historyFields(e.id)).map((h) => [h.oldValue, h.newValue])).toEqual([
      ['Pat Tester: Pending', 'Pat Tester: Confirmed'],
    ]);
  });

  it('a link answered twice at once (a double click) answers once', async () => {
    const e = await create(game('2031-05-23', { photographers: [{ photographerId: ids.quinn, charge: 15000 }] }));
    const token = linkOf((await ctx.lastMailTo('quinn@test.local'))!.text, 'confirmed')!;
    const answers = await Promise.all([
      publicCall('/api/assignment-confirmations/answer', { token, answer: 'confirmed' }),
      publicCall('/api/assignment-confirmations/answer', { token, answer: 'rejected' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const won = answers.find((r) => r.statusCode === 200)!.json().data.confirmation;
    expect((await crewOf(e.id))[0].confirmation).toBe(won);
    expect(await historyFields(e.id)).toHaveLength(1);
  });

  it('refuses a made-up or malformed token with the same field message, never a 5xx', async () => {
    for (const token of ['x'.repeat(43), 'short', '../../etc', '']) {
      const res = await publicCall('/api/assignment-confirmations/answer', { token, answer: 'confirmed' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.token).toBeTruthy();
    }
    const bad = await publicCall('/api/assignment-confirmations/answer', { token: 'y'.repeat(43), answer: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.answer).toBeTruthy();
  });

  it('lets the crew member decline from its own list; staff resend a fresh link and the old one stops working', async () => {
    const e = await create(game('2031-05-09', { photographers: [{ photographerId: ids.pat, charge: 15000 }] }));
    const firstToken = linkOf((await ctx.lastMailTo(PHOTOGRAPHER.email))!.text, 'confirmed')!;
    const photographer = await ctx.asPhotographer();
    const declined = await ctx.app.inject({
      method: 'POST',
      url: `/api/events/${e.id}/confirmation`,
      payload: { answer: 'rejected' },
      headers: photographer,
    });
    expect(declined.statusCode, declined.body).toBe(200);
    // a rejected assignment is flagged on the list row (the photographer's own list and staff's)
    const rows = (await call('GET', `/api/events?q=${encodeURIComponent(e.title)}`)).json().data as EventListItem[];
    expect(rows.find((r) => r.id === e.id)!.photographers).toEqual([
      { id: ids.pat, name: expect.any(String), confirmation: 'rejected' },
    ]);
    // the answer used the link up too
    expect(
      (await publicCall('/api/assignment-confirmations/lookup', { token: firstToken })).json().error.fields.token,
    ).toBe(ASSIGNMENT_MESSAGES.linkInvalid);

    const resent = await call('POST', `/api/events/${e.id}/crew/${ids.pat}/confirmation-request`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().data.confirmation).toBe('email_sent');
    const newToken = linkOf((await ctx.lastMailTo(PHOTOGRAPHER.email))!.text, 'confirmed')!;
    expect(newToken).not.toBe(firstToken);
    expect(
      (await publicCall('/api/assignment-confirmations/answer', { token: newToken, answer: 'confirmed' })).statusCode,
    ).toBe(200);
    // once confirmed there is nothing to resend
    const again = await call('POST', `/api/events/${e.id}/crew/${ids.pat}/confirmation-request`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(ASSIGNMENT_MESSAGES.alreadyConfirmed);
    expect((await historyFields(e.id)).map((h) => h.newValue?.split(': ')[1])).toEqual(
      expect.arrayContaining(['Rejected', 'Email sent', 'Confirmed']),
    );
  });

  it('refuses an answer for an event the caller is not on, and staff actions to a photographer', async () => {
    const e = await create(game('2031-05-16', { photographers: [{ photographerId: ids.quinn, charge: 15000 }] }));
    const photographer = await ctx.asPhotographer();
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/events/${e.id}/confirmation`,
      payload: { answer: 'confirmed' },
      headers: photographer,
    });
    expect(answer.statusCode).toBe(403);
    for (const url of [
      `/api/events/${e.id}/crew/${ids.quinn}/confirmation-request`,
      `/api/events/${e.id}/crew/${ids.quinn}/confirmation`,
    ])
      expect(
        (await ctx.app.inject({ method: 'POST', url, payload: { answer: 'confirmed' }, headers: photographer }))
          .statusCode,
      ).toBe(403);
    // someone not on the crew: a field message, not a 5xx
    const notOnCrew = await call('POST', `/api/events/${e.id}/crew/${ids.pat}/confirmation-request`);
    expect(notOnCrew.statusCode).toBe(400);
    expect(notOnCrew.json().error.fields.photographerId).toBe(ASSIGNMENT_MESSAGES.notOnCrew);
    expect((await crewOf(e.id))[0].confirmation).toBe('email_sent');
  });
});

describe('assignments of an event already started, and the person assigning itself', () => {
  it('records a crew member added after the start as confirmed by staff, asks nobody, and locks the crew’s answer', async () => {
    const before = (await ctx.mails()).length;
    const e = await create(game('2026-09-11', { photographers: [{ photographerId: ids.pat, charge: 15000 }] }));
    expect((await crewOf(e.id))[0].confirmation).toBe('confirmed');
    expect((await ctx.mails()).length).toBe(before);
    const late = await ctx.app.inject({
      method: 'POST',
      url: `/api/events/${e.id}/confirmation`,
      payload: { answer: 'rejected' },
      headers: await ctx.asPhotographer(),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(ASSIGNMENT_MESSAGES.eventStarted);
    expect((await call('POST', `/api/events/${e.id}/crew/${ids.pat}/confirmation-request`)).statusCode).toBe(409);
    // staff can still record an answer given another way
    const recorded = await call('POST', `/api/events/${e.id}/crew/${ids.pat}/confirmation`, { answer: 'rejected' });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect((await crewOf(e.id))[0].confirmation).toBe('rejected');
  });

  it('a canceled event asks nobody: the assignment waits as Pending', async () => {
    const before = (await ctx.mails()).length;
    const e = await create(
      game('2031-06-06', { status: 'canceled', photographers: [{ photographerId: ids.quinn, charge: 15000 }] }),
    );
    expect((await crewOf(e.id))[0].confirmation).toBe('pending');
    expect((await ctx.mails()).length).toBe(before);
  });
});
