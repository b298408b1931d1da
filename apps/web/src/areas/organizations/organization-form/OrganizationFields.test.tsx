// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Organization } from '@phlox/contract';
import type { OrganizationFormValues } from './formValues';
import { OrganizationFields } from './OrganizationFields';

const TYPES = [
  { id: 1, name: 'School' },
  { id: 5, name: 'District' },
];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ data: [] }), { status: 200 }))),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Fields({ organization }: { organization?: Organization }) {
  const [form] = Form.useForm<OrganizationFormValues>();
  return (
    <Form form={form} initialValues={{ organizationTypeId: organization?.organizationTypeId }}>
      <OrganizationFields
        form={form}
        types={TYPES}
        districts={[]}
        organization={organization}
        onUploadingChange={() => undefined}
      />
    </Form>
  );
}

function openTypes(organization?: Organization) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <Fields organization={organization} />
      </App>
    </QueryClientProvider>,
  );
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Organization type' }));
}

describe('organization types', () => {
  it('no longer offers District for an organization (districts are School District records)', async () => {
    openTypes();
    expect(await screen.findByTitle('School')).toBeTruthy();
    expect(screen.queryByTitle('District')).toBeNull();
    expect(screen.getByText(/add it under School Districts/)).toBeTruthy();
  });

  it('keeps District shown for an organization saved with it', async () => {
    openTypes({ id: 9, organizationTypeId: 5, typeName: 'District' } as Organization);
    expect((await screen.findAllByTitle('District')).length).toBeGreaterThan(0);
  });
});
