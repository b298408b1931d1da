import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/migrate.js';
import { useTestApp } from './helpers.js';

/**
 * Migration 0025 turns the free-text district names organizations held into school districts and links each
 * organization. Its data steps are replayed here on names written the way staff typed them.
 */
const ctx = useTestApp();

async function sql<T = Record<string, unknown>>(text: string): Promise<T[]> {
  return ((await ctx.database.db.execute(text)) as unknown as { rows: T[] }).rows;
}

describe('migration 0025 (school districts)', () => {
  it('makes one district per name (any case, outer spaces), in its schools’ most common state, and links them', async () => {
    const steps = (await readFile(path.join(migrationsFolder, '0025_school-districts.sql'), 'utf8'))
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean);
    const data = steps.slice(steps.findIndex((s) => s.includes('INSERT INTO "school_districts"')));
    expect(data).toHaveLength(3);

    await ctx.database.exec('ALTER TABLE organizations ADD COLUMN school_district_name varchar(255)');
    const address = async (state: string) =>
      (await sql<{ id: number }>(`insert into address (city, state) values ('Town', '${state}') returning id`))[0].id;
    await sql(`insert into organizations (name, school_district_name, address_id) values
      ('Plano East', 'Plano ISD', ${await address('TX')}),
      ('Plano West', ' plano isd ', ${await address('TX')}),
      ('Plano Far', 'PLANO ISD', ${await address('OK')}),
      ('Tulsa High', 'Tulsa Public Schools', ${await address('Oklahoma')}),
      ('No District', '  ', null)`);

    for (const s of data) await ctx.database.exec(s);

    const districts = await sql<{ title: string; state: string | null }>(
      `select title, state from school_districts order by title`,
    );
    expect(districts).toEqual([
      { title: 'Plano ISD', state: 'TX' },
      { title: 'Tulsa Public Schools', state: null },
    ]);
    const linked = await sql<{ name: string; title: string | null }>(`select o.name, d.title from organizations o
      left join school_districts d on d.id = o.school_district_id where o.name in
      ('Plano East', 'Plano West', 'Plano Far', 'Tulsa High', 'No District') order by o.name`);
    expect(linked).toEqual([
      { name: 'No District', title: null },
      { name: 'Plano East', title: 'Plano ISD' },
      { name: 'Plano Far', title: 'Plano ISD' },
      { name: 'Plano West', title: 'Plano ISD' },
      { name: 'Tulsa High', title: 'Tulsa Public Schools' },
    ]);
  });
});
