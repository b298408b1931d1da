import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';

const ctx = useTestApp();

const call = ctx.call;
async function create(name: string, code: string) {
  const res = await call('POST', '/api/levels', { name, code });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; name: string; code: string; updatedAt: string };
}
async function history(id: number) {
  const res = await call('GET', `/api/history?menu=levels&itemId=${id}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as Array<{
    action: string;
    field: string | null;
    oldValue: string | null;
    newValue: string | null;
    user: { name: string } | null;
  }>;
}

describe('levels CRUD', () => {
  it('creates, reads, updates and soft-deletes a level with a history row for each change', async () => {
    const lvl = await create('Varsity', 'VAR');
    expect((await call('GET', `/api/levels/${lvl.id}`)).json().data).toMatchObject({ name: 'Varsity', code: 'VAR' });

    const upd = await call('PATCH', `/api/levels/${lvl.id}`, { name: 'Varsity A', updatedAt: lvl.updatedAt });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().data.name).toBe('Varsity A');

    expect((await call('DELETE', `/api/levels/${lvl.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/levels/${lvl.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/levels/${lvl.id}`)).statusCode).toBe(404);
    const [row] = (
      (await ctx.database.db.execute(`select deleted_at from levels where id = ${lvl.id}`)) as unknown as {
        rows: Array<{ deleted_at: unknown }>;
      }
    ).rows;
    expect(row.deleted_at).not.toBeNull();

    const h = await history(lvl.id);
    expect(h.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(h[1]).toMatchObject({ field: 'name', oldValue: 'Varsity', newValue: 'Varsity A' });
    expect(h[2].user?.name).toBe('Ada Tester');
  });

  it('refuses a duplicate code (any case) with 409 on the code field, also on update', async () => {
    await create('Junior Varsity', 'JV');
    const dup = await call('POST', '/api/levels', { name: 'JV again', code: 'jv' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields.code).toBe('A level with this code already exists');
    const other = await create('Freshman', 'FR');
    const upd = await call('PATCH', `/api/levels/${other.id}`, { code: 'JV' });
    expect(upd.statusCode).toBe(409);
    expect(upd.json().error.fields.code).toBeTruthy();
  });

  it('lets a deleted level code be reused', async () => {
    const gone = await create('Club', 'CLB');
    await call('DELETE', `/api/levels/${gone.id}`);
    await create('Club reborn', 'CLB');
  });

  it('refuses a stale update with 409 STALE_UPDATE', async () => {
    const lvl = await create('Sophomore', 'SO');
    const first = await call('PATCH', `/api/levels/${lvl.id}`, { name: 'Sophomores', updatedAt: lvl.updatedAt });
    expect(first.statusCode).toBe(200);
    const second = await call('PATCH', `/api/levels/${lvl.id}`, { name: 'Sophs', updatedAt: lvl.updatedAt });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('STALE_UPDATE');
    expect((await call('GET', `/api/levels/${lvl.id}`)).json().data.name).toBe('Sophomores');
  });

  it('validates input with field messages and never 500s on bad ids', async () => {
    const res = await call('POST', '/api/levels', { name: '', code: 'has space' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ name: 'Enter a name', code: 'Use letters, digits, - and _ only' });
    expect((await call('GET', '/api/levels/abc')).statusCode).toBe(400);
    expect((await call('GET', '/api/levels/999999')).statusCode).toBe(404);
    expect((await call('PATCH', '/api/levels/999999', { name: 'x' })).statusCode).toBe(404);
  });
});

describe('levels list', () => {
  it('pages, sorts and searches on the server, with the total', async () => {
    for (let i = 1; i <= 25; i++) await create(`List Level ${String(i).padStart(2, '0')}`, `LL${i}`);
    const p1 = (await call('GET', '/api/levels?q=list%20level&pageSize=10&sort=-name')).json();
    expect(p1.meta).toEqual({ page: 1, pageSize: 10, total: 25 });
    expect(p1.data[0].name).toBe('List Level 25');
    const p3 = (await call('GET', '/api/levels?q=list%20level&pageSize=10&page=3&sort=-name')).json();
    expect(p3.data.map((l: { name: string }) => l.name)).toEqual([
      'List Level 05',
      'List Level 04',
      'List Level 03',
      'List Level 02',
      'List Level 01',
    ]);
    const past = (await call('GET', '/api/levels?q=list%20level&pageSize=10&page=9')).json();
    expect(past).toEqual({ data: [], meta: { page: 9, pageSize: 10, total: 25 } });
    const byCode = (await call('GET', '/api/levels?q=LL1&sort=code')).json();
    expect(byCode.meta.total).toBe(11); // LL1, LL10..LL19
  });

  it('treats LIKE wildcards in the search literally', async () => {
    await create('100% Club', 'PCT');
    const res = (await call('GET', '/api/levels?q=%25')).json();
    expect(res.data.map((l: { name: string }) => l.name)).toEqual(['100% Club']);
  });

  it('refuses a bad sort or page size with 400', async () => {
    expect((await call('GET', '/api/levels?sort=password')).statusCode).toBe(400);
    expect((await call('GET', '/api/levels?pageSize=1000')).statusCode).toBe(400);
    expect((await call('GET', '/api/levels?page=0')).statusCode).toBe(400);
  });
});

describe('levels under concurrency', () => {
  it('lets exactly one of several simultaneous creates with one code win; the rest get 409', async () => {
    const headers = await ctx.asAdmin();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        ctx.app.inject({ method: 'POST', url: '/api/levels', headers, payload: { name: `Racer ${i}`, code: 'RACE' } }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
  });
});
