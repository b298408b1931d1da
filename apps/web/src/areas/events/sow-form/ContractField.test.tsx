// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../shared/api/client';
import { ContractField } from './ContractField';

vi.mock('../../../shared/auth/tokenCookie', () => ({ readToken: () => 'session-token' }));

const INITIAL = { contract: { url: null, fileName: null } };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A viewer's form: disabled as a whole, as useItemForm does for a view tier. */
const viewerForm = (children: ReactNode) =>
  render(
    <App>
      <Form disabled initialValues={INITIAL}>
        {children}
      </Form>
    </App>,
  );

describe('a read-only SOW form disables the contract upload', () => {
  it('the SOW contract upload', () => {
    viewerForm(
      <Form.Item name="contract">
        <ContractField disabled={false} onUploadingChange={() => undefined} />
      </Form.Item>,
    );
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveProperty('disabled', true);
    expect(screen.getByRole('textbox', { name: 'Contract link' })).toHaveProperty('disabled', true);
  });
});

describe('an uploaded contract is private', () => {
  const LINK = 'http://localhost:3000/uploads/documents/2026/11/1f0e.pdf';
  const field = (saved: { sowId: number; url: string | null } | undefined, disabled = false) =>
    render(
      <App>
        <Form disabled={disabled} initialValues={{ contract: { url: LINK, fileName: 'Plano contract.pdf' } }}>
          <Form.Item name="contract">
            <ContractField onUploadingChange={() => undefined} saved={saved} />
          </Form.Item>
        </Form>
      </App>,
    );

  it('is downloaded through the API with the session, never opened by its stored link', async () => {
    configureApiClient({ baseUrl: '', onUnauthorized: vi.fn() });
    const fetchMock = vi.fn(
      async () =>
        new Response(new Blob(['%PDF-1.4']), {
          status: 200,
          headers: { 'content-disposition': `attachment; filename="Plano contract.pdf"` },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:contract');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    // A viewer's read-only form: downloading is reading, so it stays possible.
    field({ sowId: 42, url: LINK }, true);

    expect(screen.queryByRole('link', { name: /Plano contract/ })).toBeNull();
    expect(document.querySelector(`a[href="${LINK}"]`)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Download Plano contract.pdf' }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:contract', download: 'Plano contract.pdf' }]));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/statements-of-work/42/contract');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer session-token' });
  });

  it('shows a file not saved yet by its name only', () => {
    field({ sowId: 42, url: 'http://localhost:3000/uploads/documents/2026/11/0000.pdf' });
    expect(screen.getByText('Plano contract.pdf')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Plano contract/ })).toBeNull();
  });
});
