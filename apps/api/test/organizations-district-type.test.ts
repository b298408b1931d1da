import { describe, expect, it } from 'vitest';
import { DISTRICT_TYPE_RETIRED } from '@phlox/contract';
import { organizations } from '../src/db/schema/index.js';
import { useOrganizationTestApp, withRequired } from './organization-fixtures.js';

const { ctx, ref, call, create } = useOrganizationTestApp();

describe('a district is a School District record, not an organization type', () => {
  it('refuses a new organization of type District, pointing to School Districts', async () => {
    const res = await call(
      'POST',
      '/api/organizations',
      withRequired({ organizationTypeId: ref.District, name: 'Plano ISD' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.organizationTypeId).toBe(DISTRICT_TYPE_RETIRED);
    expect(DISTRICT_TYPE_RETIRED).toContain('School Districts');
  });

  it('refuses changing an organization to District, and keeps one saved as District readable and editable', async () => {
    const school = await create({ name: 'Allen High School' });
    const moved = await call('PATCH', `/api/organizations/${school.id}`, { organizationTypeId: ref.District });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.fields.organizationTypeId).toBe(DISTRICT_TYPE_RETIRED);

    const [old] = await ctx.database.db
      .insert(organizations)
      .values({ name: 'Frisco ISD', shortName: 'FISD', organizationTypeId: ref.District })
      .returning();
    expect((await call('GET', `/api/organizations/${old.id}`)).json().data.typeName).toBe('District');
    const renamed = await call('PATCH', `/api/organizations/${old.id}`, { description: 'Before School Districts' });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });
});
