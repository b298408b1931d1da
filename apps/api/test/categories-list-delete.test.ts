import { describe, expect, it } from 'vitest';
import { events } from '../src/db/schema/index.js';
import { useCategoryWorld } from './category-fixtures.js';

/** Categories: who may call, deleting, the change history, the list and the form's lookups. */

const { ctx, ids, call, sql, create, fullCategory } = useCategoryWorld();

describe('categories: permissions', () => {
  it('refuses a Photographer (no categories permission) with 403 on every route', async () => {
    const headers = await ctx.asPhotographer();
    for (const [method, url] of [
      ['GET', '/api/categories'],
      ['GET', '/api/categories/lookups'],
      ['GET', `/api/categories/${ids.group}`],
      ['POST', '/api/categories'],
      ['PATCH', `/api/categories/${ids.group}`],
      ['DELETE', `/api/categories/${ids.group}`],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url,
        headers,
        payload: method === 'GET' || method === 'DELETE' ? undefined : { name: 'x' },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(401);
  });
});

describe('categories: delete', () => {
  it('refuses to delete a category with sub-categories or events, naming them and how many', async () => {
    const winter = await create({ name: 'Winter Sports' });
    const hockey = await create({ name: 'Hockey', parentId: winter.id });
    await create({ name: 'Skiing', parentId: winter.id });
    const groupRes = await call('DELETE', `/api/categories/${winter.id}`);
    expect(groupRes.statusCode).toBe(422);
    expect(groupRes.json().error.message).toBe(
      '“Winter Sports” cannot be deleted: it is used by 2 sub-categories (“Hockey” and “Skiing”). Change or delete those first.',
    );

    const start = new Date('2026-12-01T18:00:00Z');
    await ctx.database.db.insert(events).values([
      { title: 'Hockey A', eventCategoryId: hockey.id, startTime: start, endTime: start },
      { title: 'Hockey B', eventCategoryId: hockey.id, startTime: start, endTime: start },
      { title: 'Hockey gone', eventCategoryId: hockey.id, startTime: start, endTime: start, deletedAt: start },
    ]);
    const leaf = await call('DELETE', `/api/categories/${hockey.id}`);
    expect(leaf.statusCode).toBe(422);
    expect(leaf.json().error.message).toBe(
      '“Hockey” cannot be deleted: it is used by 2 events (“Hockey A” and “Hockey B”). Change or delete those first.',
    );
    expect((await call('GET', `/api/categories/${hockey.id}`)).statusCode).toBe(200);
  });

  it('soft-deletes the category and its children, keeping is_delete in step, with history rows', async () => {
    const c = await create(fullCategory('Softball'));
    expect((await call('DELETE', `/api/categories/${c.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/categories/${c.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/categories/${c.id}`)).statusCode).toBe(404);
    const [row] = await sql<{ is_delete: boolean; deleted_at: unknown }>(
      `select is_delete, deleted_at from event_categories where id = ${c.id}`,
    );
    expect(row.is_delete).toBe(true);
    expect(row.deleted_at).not.toBeNull();
    const live = await sql<{ n: number }>(`select
      (select count(*) from event_category_questions where event_category_id = ${c.id} and (deleted_at is null or not is_delete))
      + (select count(*) from event_category_question_options o join event_category_questions q on q.id = o.event_category_question_id
          where q.event_category_id = ${c.id} and (o.deleted_at is null or not o.is_delete))
      + (select count(*) from event_category_description_templates where event_category_id = ${c.id} and deleted_at is null)
      + (select count(*) from event_category_images where event_category_id = ${c.id} and deleted_at is null)
      + (select count(*) from booster_commissions where event_category_id = ${c.id} and deleted_at is null) as n`);
    expect(Number(live[0].n)).toBe(0);
    const list = (await call('GET', '/api/categories?q=softball')).json();
    expect(list.meta.total).toBe(0);
  });
});

describe('categories: change history', () => {
  it('records create, one row per changed field or child list on update, and delete', async () => {
    const c = await create(fullCategory('Basketball'));
    await call('PATCH', `/api/categories/${c.id}`, {
      name: 'Boys Basketball',
      questions: [{ questions: 'Player name', questionType: 'text', id: c.questions[0].id }],
    });
    await call('DELETE', `/api/categories/${c.id}`);
    const h = (await call('GET', `/api/history?menu=categories&itemId=${c.id}`)).json().data as Array<{
      action: string;
      field: string | null;
      oldValue: string | null;
      newValue: string | null;
      user: { name: string } | null;
    }>;
    expect(h.map((e) => e.action)).toEqual(['delete', 'update', 'update', 'create']);
    const byField = Object.fromEntries(h.filter((e) => e.action === 'update').map((e) => [e.field, e]));
    expect(byField.name).toMatchObject({ oldValue: 'Basketball', newValue: 'Boys Basketball' });
    expect(byField.questions.oldValue).toContain('Shot type (select; priority 3');
    expect(byField.questions.newValue).toBe('Player name (text; priority 0)');
    expect(JSON.parse(h[3].newValue!)).toMatchObject({ name: 'Basketball', parent: 'Fall Sports' });
    expect(h[3].user?.name).toBe('Ada Tester');
  });
});

describe('categories: list and lookups', () => {
  it('lists tree-aware: each group followed by its sports, with parent and counts', async () => {
    const ball = await create({ name: 'Ball Games' });
    const a = await create({
      name: 'Zebra Ball',
      parentId: ball.id,
      questions: [{ questions: 'Q', questionType: 'text' }],
    });
    const b = await create({ name: 'Apple Ball', parentId: ball.id, images: [{ url: 'https://cdn.test/apple.png' }] });
    const res = (await call('GET', '/api/categories?q=ball&pageSize=100')).json();
    const names = res.data.map((r: { name: string }) => r.name);
    expect(names.indexOf('Ball Games')).toBe(names.indexOf('Apple Ball') - 1);
    expect(names.indexOf('Zebra Ball')).toBe(names.indexOf('Apple Ball') + 1);
    const row = (id: number) => res.data.find((r: { id: number }) => r.id === id);
    expect(row(ball.id)).toMatchObject({ parent: null, childCount: 2, questionCount: 0 });
    expect(row(a.id)).toMatchObject({ parent: { id: ball.id, name: 'Ball Games' }, questionCount: 1, imageUrl: null });
    expect(row(b.id).imageUrl).toBe('https://cdn.test/apple.png');
  });

  it('filters by parent group or top level, searches slugs, sorts and pages with the total', async () => {
    const g = await create({ name: 'Paged Group' });
    for (let i = 1; i <= 12; i++) await create({ name: `Paged ${String(i).padStart(2, '0')}`, parentId: g.id });
    const p1 = (await call('GET', `/api/categories?parentId=${g.id}&sort=-name&pageSize=5`)).json();
    expect(p1.meta).toEqual({ page: 1, pageSize: 5, total: 12 });
    expect(p1.data[0].name).toBe('Paged 12');
    const p3 = (await call('GET', `/api/categories?parentId=${g.id}&sort=-name&pageSize=5&page=3`)).json();
    expect(p3.data.map((r: { name: string }) => r.name)).toEqual(['Paged 02', 'Paged 01']);
    const roots = (await call('GET', '/api/categories?parentId=root&pageSize=100')).json();
    expect(roots.data.every((r: { parent: unknown }) => r.parent === null)).toBe(true);
    expect(roots.data.map((r: { name: string }) => r.name)).toContain('Paged Group');
    const bySlug = (await call('GET', '/api/categories?q=paged-0')).json();
    expect(bySlug.meta.total).toBe(9);
    const wild = (await call('GET', '/api/categories?q=%25')).json();
    expect(wild.meta.total).toBe(0);
  });

  it('gives the form its choices in one call: top-level parents, product categories, booster clubs', async () => {
    const res = await call('GET', '/api/categories/lookups');
    expect(res.statusCode).toBe(200);
    const { parents, productCategories: pcs, boosterClubs } = res.json().data;
    expect(parents.map((p: { name: string }) => p.name)).toContain('Fall Sports');
    expect(parents.map((p: { name: string }) => p.name)).not.toContain('Boys Soccer');
    expect(pcs.map((p: { name: string }) => p.name)).toEqual(['Digital', 'Prints']);
    expect(boosterClubs.map((o: { id: number }) => o.id).sort()).toEqual([ids.boosters, ids.otherBoosters].sort());
  });
});
