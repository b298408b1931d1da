import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES } from '@phlox/contract';
import { useEventWorld } from './event-fixtures.js';

const { ids, call, create } = useEventWorld();

/** A media day as either form sends it: the Media Days form or the Add event form with the type "Media day". */
const mediaDay = (day: string, extra: object = {}) => ({
  competitionType: 'media_day' as const,
  status: 'draft' as const,
  title: 'Lions Fall Media Day',
  startTime: `${day}T09:00:00-05:00`,
  endTime: `${day}T15:00:00-05:00`,
  ...extra,
});

describe('a media day: one set of rules wherever it is made', () => {
  it('needs a title on every save, even with teams a title could be built from', async () => {
    const res = await call(
      'POST',
      '/api/events',
      mediaDay('2031-10-01', { title: ' ', match: { participatingTeams: [ids.lions] } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ title: EVENT_MESSAGES.mediaDayTitle });
    const portrait = await call(
      'POST',
      '/api/events',
      mediaDay('2031-10-01', { competitionType: 'team_portrait', title: '' }),
    );
    expect(portrait.json().error.fields).toEqual({ title: EVENT_MESSAGES.mediaDayTitle });
  });

  it('publishes with participating teams and times, without home team, sport or level', async () => {
    const published = await create(
      mediaDay('2031-10-02', { status: 'published', match: { participatingTeams: [ids.lions, ids.eagles] } }),
    );
    expect(published.status).toBe('published');
    const none = await call('POST', '/api/events', mediaDay('2031-10-03', { status: 'published' }));
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ 'match.participatingTeams': EVENT_MESSAGES.participatingTeams });
  });

  it('keeps its teams as participating teams, never home and visiting (one sent as home is taken as taking part)', async () => {
    const e = await create(
      mediaDay('2031-10-04', {
        match: { homeTeamId: ids.lions, visitingTeamId: ids.bears, participatingTeams: [ids.eagles] },
      }),
    );
    expect(e.match.homeTeamId).toBeNull();
    expect(e.match.visitingTeamId).toBeNull();
    expect(e.match.participatingTeams.map((t) => t.id)).toEqual([ids.eagles, ids.lions, ids.bears]);
  });

  it('turns a game made a media day into one: its teams take part, and it needs its title', async () => {
    const g = await create({
      competitionType: 'game',
      status: 'draft',
      startTime: '2031-10-05T19:00:00-05:00',
      endTime: '2031-10-05T21:00:00-05:00',
      eventCategoryId: ids.football,
      match: { homeTeamId: ids.lions, visitingTeamId: ids.bears, levelId: ids.varsity },
    });
    const res = await call('PATCH', `/api/events/${g.id}`, { competitionType: 'media_day', title: 'Lions Media Day' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.match).toMatchObject({ homeTeamId: null, visitingTeamId: null });
    expect(res.json().data.match.participatingTeams.map((t: { id: number }) => t.id)).toEqual([ids.lions, ids.bears]);
  });
});
