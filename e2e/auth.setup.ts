import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { AUTH_COOKIE } from '@phlox/contract';
import { ADMIN, PHOTOGRAPHER } from './helpers';
import { STORAGE_STATE } from './storage-state';

/*
 * Signs the demo admin and photographer in once per run, through the API, and saves each browser state: every test
 * starts from one (the admin's by default) and opens its page by URL, instead of signing in and booting the
 * dashboard twice. The tests of signing in and out make sessions of their own (helpers' signIn).
 */
setup('sign in the demo identities once', async ({ request, baseURL }) => {
  const { hostname } = new URL(baseURL!);
  for (const [who, account] of [
    ['admin', ADMIN],
    ['photographer', PHOTOGRAPHER],
  ] as const) {
    const response = await request.post('/api/authentication/login', { data: account });
    expect(response.status(), await response.text()).toBe(200);
    const { data } = (await response.json()) as { data: { token: string } };
    const cookie = {
      name: AUTH_COOKIE.name,
      value: data.token,
      domain: hostname,
      path: AUTH_COOKIE.path,
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    };
    await mkdir(path.dirname(STORAGE_STATE[who]), { recursive: true });
    await writeFile(STORAGE_STATE[who], JSON.stringify({ cookies: [cookie], origins: [] }));
  }
});
