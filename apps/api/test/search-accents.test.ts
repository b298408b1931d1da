import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema/index.js';
import { addUser, useTestApp } from './helpers.js';

/** Searches ignore accents as well as case: "Nandu" finds "Ñandú", "pena" finds "Peña" (immutable_unaccent). */
const ctx = useTestApp();

const search = async (url: string) => {
  const res = await ctx.call('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<Record<string, unknown>>;
};

describe('accent-insensitive search', () => {
  it('finds names typed without their accents, and accented searches find plain names', async () => {
    const db = ctx.database.db;
    await db.insert(s.levels).values({ name: 'Ñandú Juniors', code: 'NJ' });
    await db.insert(s.organizations).values({ name: 'Escuela Peña' });
    await db.insert(s.events).values({
      title: 'Peña vs Ñandú',
      startTime: new Date('2031-03-01T19:00:00Z'),
      endTime: new Date('2031-03-01T21:00:00Z'),
    });
    await addUser(ctx.database, {
      email: 'josé.núñez@example.com',
      password: 'a-long-password-1',
      role: 'Photographer',
      firstName: 'José',
    });

    expect((await search('/api/levels?q=nandu')).map((r) => r.name)).toEqual(['Ñandú Juniors']);
    expect((await search('/api/organizations?q=PENA')).map((r) => r.name)).toEqual(['Escuela Peña']);
    expect((await search('/api/events?q=pena%20vs%20nandu')).map((r) => r.title)).toEqual(['Peña vs Ñandú']);
    expect((await search('/api/users?q=jose')).map((r) => r.email)).toEqual(['josé.núñez@example.com']);
    // An accented search finds the plain spelling too.
    await db.insert(s.levels).values({ name: 'Pena Seniors', code: 'PS' });
    expect((await search('/api/levels?q=pe%C3%B1a')).map((r) => r.name)).toEqual(['Pena Seniors']);
  });
});
