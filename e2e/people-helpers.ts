import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { unique } from './helpers';

/** The e2e server's outbox: without SMTP every e-mail lands here as JSON (see playwright.config.ts). */
const OUTBOX = path.join(os.tmpdir(), `phlox-e2e-${process.env.E2E_PORT ?? 3210}`, 'outbox');

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The newest e-mail to `to`, waiting for it to arrive. */
export async function latestMailTo(to: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(OUTBOX).catch(() => [] as string[])).sort().reverse();
        for (const file of files) {
          const mail = JSON.parse(await readFile(path.join(OUTBOX, file), 'utf8')) as Mail;
          if (mail.to === to) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      // The e-mail job (pg-boss, polling its queue) writes the outbox file a few seconds after the request.
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The "/reset-password?token=…" path of a mailed link (the server's PUBLIC_URL may differ from the test's). */
export function linkPathOf(mail: Mail): string {
  const m = /\/reset-password\?token=[^\s]+/.exec(mail.text);
  if (!m) throw new Error(`no link in “${mail.subject}”`);
  return m[0];
}

export function uniqueEmail(prefix: string): string {
  return `${unique(prefix).replace(/\s+/g, '.').toLowerCase()}@e2e.example.com`;
}

async function authHeaders(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  if (!token) throw new Error('needs a signed-in page');
  return { Authorization: `Bearer ${token}` };
}

export async function roleIdByName(page: Page, name: string): Promise<number> {
  const res = await page.request.get('/api/users/role-options', { headers: await authHeaders(page) });
  const role = ((await res.json()) as { data: Array<{ id: number; name: string }> }).data.find((r) => r.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role.id;
}

export interface CreatedUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

/** Creates a user through the API as the signed-in admin: quicker than the form for test setup. */
export async function createUserViaApi(page: Page, body: Record<string, unknown> = {}): Promise<CreatedUser> {
  const roleIds = body.roleIds ?? [await roleIdByName(page, 'Photographer')];
  const response = await page.request.post('/api/users', {
    data: { firstName: 'Test', lastName: unique('User'), email: uniqueEmail('user'), ...body, roleIds },
    headers: await authHeaders(page),
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: CreatedUser }).data;
}

export async function createRoleViaApi(
  page: Page,
  body: Record<string, unknown>,
): Promise<{ id: number; name: string }> {
  const response = await page.request.post('/api/roles', { data: body, headers: await authHeaders(page) });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number; name: string } }).data;
}

/** Creates a user through the API and sets its password through the invitation e-mail's link, ready to sign in. */
export async function userWithPassword(
  page: Page,
  password: string,
  body: Record<string, unknown> = {},
): Promise<CreatedUser> {
  const user = await createUserViaApi(page, { email: uniqueEmail('staff'), ...body });
  const token = new URL(linkPathOf(await latestMailTo(user.email)), 'http://x').searchParams.get('token');
  const res = await page.request.post('/api/authentication/reset-password', { data: { token, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return user;
}
