import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAdmin } from '../src/cli/admin-account.js';
import { DEMO_ADMIN_PASSWORD, loadConfig } from '../src/config.js';
import { assertNoDemoPasswords } from '../src/production-checks.js';
import { addUser, ADMIN, useTestApp } from './helpers.js';
import { linkTokenFor, setPasswordWithLink } from './users-helpers.js';

/** Issue 12, item 8: production refuses unsafe defaults; a password change ends every other way in. */
describe('production refuses unsafe defaults', () => {
  const ctx = useTestApp({ APP_ENV: 'production' });

  it('never seeds the demo, and refuses SEED_DEMO=true', () => {
    expect(loadConfig({ APP_ENV: 'production' }).seedDemo).toBe(false);
    expect(() => loadConfig({ APP_ENV: 'production', SEED_DEMO: 'true' })).toThrow(/SEED_DEMO/);
    expect(loadConfig({}).seedDemo).toBe(true);
  });

  it('will not start while an account keeps the published demo password', async () => {
    await expect(assertNoDemoPasswords(ctx.database, ctx.app.config)).resolves.toBeUndefined();
    await addUser(ctx.database, { email: 'admin@phlox.test', password: DEMO_ADMIN_PASSWORD, role: 'Admin' });
    await expect(assertNoDemoPasswords(ctx.database, ctx.app.config)).rejects.toThrow(
      /admin@phlox.test still has the published demo password/,
    );
    // create-admin is the way out: a new password, and the check passes.
    await createAdmin(ctx.database.db, ctx.app.config, {
      email: 'admin@phlox.test',
      password: 'a-new-strong-password',
      firstName: 'A',
      lastName: 'B',
    });
    await expect(assertNoDemoPasswords(ctx.database, ctx.app.config)).resolves.toBeUndefined();
  });

  it('keeps the API documents for signed-in users', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(401);
    const token = await ctx.login(ADMIN.email, ADMIN.password);
    const viaCookie = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { cookie: `token=${token}` },
    });
    expect(viaCookie.statusCode).toBe(200);
    // The cookie is accepted there only: the API itself wants the bearer header.
    const api = await ctx.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: `token=${token}` } });
    expect(api.statusCode).toBe(401);
  });

  it('ends every other session and every outstanding reset link at a password change or reset', async () => {
    const email = 'rotate@test.local';
    await addUser(ctx.database, { email, password: 'rotate-password-1', role: 'Admin' });
    const asked = async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/authentication/forgot-password',
        payload: { email },
      });
      expect(res.statusCode).toBe(200);
      return await linkTokenFor(ctx, email);
    };
    const me = async (token: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/authentication/me',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode;

    // Change: this session stays, the other ends, a reset link asked for before no longer works.
    const here = await ctx.login(email, 'rotate-password-1');
    const elsewhere = await ctx.login(email, 'rotate-password-1');
    const link = await asked();
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/profile/password',
      headers: { authorization: `Bearer ${here}` },
      payload: { currentPassword: 'rotate-password-1', newPassword: 'rotate-password-2' },
    });
    expect(change.statusCode, change.body).toBe(204);
    expect(await me(here)).toBe(200);
    expect(await me(elsewhere)).toBe(401);
    expect((await setPasswordWithLink(ctx, link, 'taken-over-123')).statusCode).toBe(400);

    // Reset: every session ends, and so does any other link that was out.
    const older = await asked();
    const newer = await asked();
    expect((await setPasswordWithLink(ctx, newer, 'rotate-password-3')).statusCode).toBe(200);
    expect(await me(here)).toBe(401);
    expect((await setPasswordWithLink(ctx, older, 'taken-over-123')).statusCode).toBe(400);
    await ctx.login(email, 'rotate-password-3');
  });
});

describe('npm run create-admin', () => {
  // The CLI on an embedded database of its own (14 s): the PostgreSQL run has nothing to add to it.
  it.skipIf(process.env.TEST_DATABASE_URL)(
    'creates the first admin on an empty embedded database, then updates it',
    { timeout: 60_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'phlox-create-admin-'));
      const run = (password: string) =>
        new Promise<{ code: number; out: string }>((resolve) => {
          const child = execFile(
            process.execPath,
            ['--conditions=@phlox/source', '--import', 'tsx', 'src/cli/create-admin.ts', '--email', 'Ops@Example.com'],
            { cwd: path.resolve(import.meta.dirname, '..'), env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: '' } },
            (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, out: stdout + stderr }),
          );
          child.stdin!.end(`${password}\n`);
        });
      try {
        expect(await run('short')).toMatchObject({ code: 1, out: expect.stringContaining('at least') });
        expect(await run('ops-password-1')).toMatchObject({
          code: 0,
          out: expect.stringContaining('Created the admin ops@example.com'),
        });
        expect(await run('ops-password-2')).toMatchObject({
          code: 0,
          out: expect.stringContaining('Updated the admin'),
        });
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
