import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';

const ctx = useTestApp();
const tag = `Cockpit${Date.now().toString(36)}`;

async function event(title: string, day: string) {
  const res = await ctx.call('POST', '/api/events', {
    title: `${tag} ${title}`,
    competitionType: 'tournament',
    startTime: `${day}T15:00:00Z`,
    endTime: `${day}T18:00:00Z`,
  });
  expect(res.statusCode, res.body).toBe(201);
}
const titles = async (query = '') =>
  ((await ctx.call('GET', `/api/events?q=${tag}${query}`)).json().data as Array<{ title: string }>).map((e) =>
    e.title.replace(`${tag} `, ''),
  );

describe('the events cockpit order', () => {
  it('lists upcoming events first, soonest first, then past ones, latest first; a chosen sort still wins', async () => {
    await event('Long ago', '2020-03-01');
    await event('Far', '2033-05-01');
    await event('Last year', '2025-03-01');
    await event('Soon', '2032-01-10');
    expect(await titles()).toEqual(['Soon', 'Far', 'Last year', 'Long ago']);
    expect(await titles('&sort=-startTime')).toEqual(['Far', 'Soon', 'Last year', 'Long ago']);
    expect(await titles('&sort=title')).toEqual(['Far', 'Last year', 'Long ago', 'Soon']);
  });
});
