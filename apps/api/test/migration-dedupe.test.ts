import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/migrate.js';
import { useTestApp } from './helpers.js';

/**
 * Migration 0019 must not fail on a real database holding duplicates: it renames the later ones " (2)", " (3)"…
 * (the first free number), keeps one crew owner per event, then builds the unique indexes. Replayed here on
 * duplicates written with the indexes dropped.
 */
const ctx = useTestApp();

async function sql<T = Record<string, unknown>>(text: string): Promise<T[]> {
  return ((await ctx.database.db.execute(text)) as unknown as { rows: T[] }).rows;
}

describe('migration 0019 (unique names, one crew owner)', () => {
  it('renames existing duplicates, writes the renames to history and then builds its indexes', async () => {
    const file = (await readFile(path.join(migrationsFolder, '0019_unique-names-and-one-crew-owner.sql'), 'utf8'))
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean);
    const indexes = file.filter((s) => s.startsWith('CREATE UNIQUE INDEX'));
    expect(indexes).toHaveLength(7);
    for (const s of indexes) await ctx.database.exec(`DROP INDEX "${/INDEX "([^"]+)"/.exec(s)![1]}"`);

    await sql(`insert into levels (name, code) values
      ('Varsity', 'V1'), (' varsity', 'V2'), ('Varsity (2)', 'V3'), ('VARSITY', 'V4'), ('Gone', 'G1'), ('Gone', 'G2')`);
    await sql(`update levels set deleted_at = now() where code = 'G1'`);
    const [school] = await sql<{ id: number }>(`insert into organization_types (name) values ('School') returning id`);
    const [team] = await sql<{ id: number }>(`insert into organization_types (name) values ('Team') returning id`);
    const [allen] = await sql<{ id: number }>(
      `insert into organizations (name, organization_type_id) values ('Allen High School', ${school.id}) returning id`,
    );
    await sql(`insert into organizations (name, organization_type_id, parent_id) values
      ('Allen High School', ${school.id}, null), ('Allen High School', ${team.id}, null),
      ('Allen Eagles', ${team.id}, ${allen.id}), ('allen eagles', ${team.id}, ${allen.id}), ('Allen Eagles', ${team.id}, null)`);
    const [group] = await sql<{ id: number }>(
      `insert into event_categories (category, slug) values ('Fall', 'fall') returning id`,
    );
    await sql(`insert into event_categories (category, slug, parent_id) values
      ('Football', 'football', ${group.id}), ('Football', 'football-2', ${group.id}), ('Football', 'football-3', null)`);
    await sql(`insert into product_categories (name) values ('Prints'), ('prints')`);
    await sql(`insert into products (name, price) values ('Print', 100), ('Print', 200)`);
    await sql(`insert into promotions (title) values ('Fall Sale'), ('Fall Sale')`);
    const [event] = await sql<{ id: number }>(
      `insert into events (title, start_time, end_time) values ('Game', now(), now()) returning id`,
    );
    const [pat] = await sql<{ id: number }>(`select id from users order by id limit 1`);
    const [quinn] = await sql<{ id: number }>(`select id from users order by id desc limit 1`);
    await sql(`insert into event_photographers (event_id, photographer_id, owner) values
      (${event.id}, ${pat.id}, true), (${event.id}, ${quinn.id}, true)`);

    for (const s of file) await ctx.database.exec(s);

    const levels = await sql<{ code: string; name: string }>(
      `select code, name from levels where deleted_at is null order by id`,
    );
    expect(levels).toEqual([
      { code: 'V1', name: 'Varsity' },
      { code: 'V2', name: 'varsity (3)' },
      { code: 'V3', name: 'Varsity (2)' },
      { code: 'V4', name: 'VARSITY (4)' },
      { code: 'G2', name: 'Gone' },
    ]);
    const orgs = await sql<{ name: string }>(`select name from organizations order by id`);
    expect(orgs.map((o) => o.name)).toEqual([
      'Allen High School',
      'Allen High School (2)',
      'Allen High School',
      'Allen Eagles',
      'allen eagles (2)',
      'Allen Eagles',
    ]);
    const cats = await sql<{ category: string }>(`select category from event_categories order by id`);
    expect(cats.map((c) => c.category)).toEqual(['Fall', 'Football', 'Football (2)', 'Football']);
    expect((await sql<{ name: string }>(`select name from product_categories order by id`)).map((r) => r.name)).toEqual(
      ['Prints', 'prints (2)'],
    );
    expect((await sql<{ name: string }>(`select name from products order by id`)).map((r) => r.name)).toEqual([
      'Print',
      'Print (2)',
    ]);
    expect((await sql<{ title: string }>(`select title from promotions order by id`)).map((r) => r.title)).toEqual([
      'Fall Sale',
      'Fall Sale (2)',
    ]);
    expect(
      await sql(`select photographer_id, owner from event_photographers where event_id = ${event.id} order by id`),
    ).toEqual([
      { photographer_id: pat.id, owner: true },
      { photographer_id: quinn.id, owner: false },
    ]);

    const history = await sql<{ menu: string; old_value: string; new_value: string; user_id: number | null }>(
      `select m.name as menu, h.old_value, h.new_value, h.user_id from update_history h
        join menus m on m.id = h.menu_id where h.action = 'update' order by h.id`,
    );
    expect(history).toContainEqual({ menu: 'levels', old_value: ' varsity', new_value: 'varsity (3)', user_id: null });
    expect(history).toContainEqual({
      menu: 'organizations',
      old_value: 'Allen High School',
      new_value: 'Allen High School (2)',
      user_id: null,
    });
    // The helper function is gone again.
    expect(await sql(`select 1 from pg_proc where proname = 'phlox_dedupe_names'`)).toEqual([]);
  });
});
