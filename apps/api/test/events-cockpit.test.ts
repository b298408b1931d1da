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

describe('the events cockpit order across pages', () => {
  it('pages run from the upcoming events into the past ones without a gap or a repeat', async () => {
    const pageTag = `${tag}Pages`;
    const days = ['2020-01-05', '2021-01-05', '2022-01-05', '2031-01-05', '2032-01-05', '2033-01-05', '2034-01-05'];
    for (const [i, day] of days.entries()) {
      const res = await ctx.call('POST', '/api/events', {
        title: `${pageTag} ${i}`,
        competitionType: 'tournament',
        startTime: `${day}T15:00:00Z`,
        endTime: `${day}T18:00:00Z`,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const page = async (n: number) => {
      const body = (await ctx.call('GET', `/api/events?q=${pageTag}&pageSize=3&page=${n}`)).json();
      return { titles: (body.data as Array<{ title: string }>).map((e) => e.title.slice(-1)), total: body.meta.total };
    };
    expect(await page(1)).toEqual({ titles: ['3', '4', '5'], total: 7 });
    expect(await page(2)).toEqual({ titles: ['6', '2', '1'], total: 7 });
    expect(await page(3)).toEqual({ titles: ['0'], total: 7 });
    expect(await page(4)).toEqual({ titles: [], total: 7 });
  });
});
