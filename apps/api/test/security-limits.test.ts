import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { addUser, useTestApp } from './helpers.js';
import { pngOfSize } from './images.js';

// The parallel tests show a race only on PostgreSQL (TEST_DATABASE_URL): PGlite serialises everything.
const ctx = useTestApp();
const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/authentication/login', payload: { email, password }, remoteAddress });
/** A different client address per request: a distributed guesser, which no per-IP limit stops. */
const spread = (i: number) => `10.${(i >> 8) & 255}.${i & 255}.${1 + (i % 200)}`;
const statuses = (list: Array<{ statusCode: number }>) =>
  list.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {});
const failedRows = async (email: string) => {
  const r = await ctx.database.db.execute(
    `select count(*)::int as n from login_attempts where email = '${email}' and not succeeded` as never,
  );
  return (r as unknown as { rows: Array<{ n: number }> }).rows[0].n;
};

describe('sign-in throttle counts before it verifies', () => {
  it(
    'lets at most 5 of 200 parallel wrong guesses for one e-mail be tried, then refuses the right one',
    {
      timeout: 90_000,
    },
    async () => {
      const email = 'target@test.local';
      await addUser(ctx.database, { email, password: 'right-password-1', role: 'Admin' });
      // The race shows on PostgreSQL; PGlite serialises every query, so a smaller crowd proves the same there.
      const n = ctx.database.kind === 'postgres' ? 200 : 60;
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: n }, (_, i) => login(email, `wrong-${i}`, spread(i))));
      const counts = statuses(answers);
      console.info(`${n} parallel wrong passwords (${ctx.database.kind}):`, counts);
      // From new addresses, 5 failures, then one more each time the escalating delay (1 s, 2 s, 4 s …) has passed.
      const allowed = 5 + Math.ceil(Math.log2((Date.now() - started) / 1000 + 1));
      expect(counts[401] ?? 0).toBeLessThanOrEqual(allowed);
      expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(n);
      expect(await failedRows(email)).toBeLessThanOrEqual(allowed);
      const refused = answers.find((r) => r.statusCode === 429)!;
      expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      // Right after the latest failure, a new address waits even with the right password.
      await ctx.database.exec(
        `update login_attempts set created_at = now() where email = '${email}' and not succeeded`,
      );
      const right = await login(email, 'right-password-1', '10.9.9.9');
      expect(right.statusCode).toBe(429);
      // The window passes.
      await ctx.database.exec(
        `update login_attempts set created_at = created_at - interval '16 minutes' where email = '${email}'`,
      );
      expect((await login(email, 'right-password-1', '10.9.9.9')).statusCode).toBe(200);
    },
  );

  it('is not escaped by changing the case of the e-mail', async () => {
    const email = 'casey@test.local';
    await addUser(ctx.database, { email, password: 'right-password-1', role: 'Admin' });
    const variants = ['casey@test.local', 'Casey@test.local', 'CASEY@test.local', 'casey@TEST.local'];
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await login(variants[i % 4], `wrong-${i}`, '10.200.0.1'));
    expect(statuses(answers)).toEqual({ 401: 5, 429: 7 });
  });

  it('counts the profile password change’s current-password check as a failed sign-in, atomically', async () => {
    const email = 'changer@test.local';
    await addUser(ctx.database, { email, password: 'right-password-1', role: 'Admin' });
    const headers = { authorization: `Bearer ${await ctx.login(email, 'right-password-1')}` };
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/profile/password',
          headers,
          payload: { currentPassword: `wrong-${i}`, newPassword: 'brand-new-pass-1' },
          remoteAddress: spread(i),
        }),
      ),
    );
    const counts = statuses(answers);
    // Like sign-in from new addresses: 5, then one per escalating delay (1 s, 2 s …) during the burst.
    expect(counts[400] ?? 0).toBeLessThanOrEqual(5 + Math.ceil(Math.log2((Date.now() - started) / 1000 + 1)));
    expect((counts[400] ?? 0) + (counts[429] ?? 0)).toBe(60);
    await ctx.database.exec(`update login_attempts set created_at = now() where email = '${email}' and not succeeded`);
    const right = await ctx.app.inject({
      method: 'POST',
      url: '/api/profile/password',
      headers,
      payload: { currentPassword: 'right-password-1', newPassword: 'brand-new-pass-1' },
    });
    expect(right.statusCode).toBe(429);
    expect((await login(email, 'right-password-1', '10.9.9.8')).statusCode).toBe(429);
  });
});

describe('rate limits (shared store: PostgreSQL by default)', () => {
  const post = (url: string, payload: object, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress, headers });
  const expect429 = (res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) => {
    expect(res.statusCode).toBe(429);
    expect((res.json() as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests\. Try again in \d+ (seconds?|minutes|hours)\.$/),
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('limits failed sign-ins per IP beside the per-account throttle (30 per 15 minutes)', async () => {
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await login(`nobody-${i}@test.local`, 'wrong-pass', '192.0.2.10'));
    expect(answers.slice(0, 30).every((r) => r.statusCode === 401)).toBe(true);
    expect(answers[30].statusCode).toBe(429);
    expect(answers[30].json().error.code).toBe('RATE_LIMITED');
    expect(Number(answers[30].headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await login('nobody@test.local', 'wrong-pass', '192.0.2.11')).statusCode).toBe(401);
  });

  it('keeps its counters in the rate_limit_hits table, one atomic upsert per key', async () => {
    // Parallel requests on PostgreSQL: every one is counted (verify-token counts an address's failed checks).
    await Promise.all(
      Array.from({ length: 40 }, () => post('/api/authentication/verify-token', { token: 'x' }, '192.0.2.20')),
    );
    const key = `verify-token:ip:${createHash('sha256').update('192.0.2.20').digest('base64url').slice(0, 32)}`;
    const hits = await ctx.database.db.execute(`select hits from rate_limit_hits where key = '${key}'` as never);
    expect((hits as unknown as { rows: Array<{ hits: number }> }).rows[0].hits).toBe(40);
  });

  it('limits registration, reset and verify-token per IP', async () => {
    const reg = (i: number) =>
      post(
        '/api/authentication/register',
        { firstName: 'R', lastName: 'L', email: `reg-${i}@test.local`, password: 'long-enough-1' },
        '192.0.2.30',
      );
    const regs = [];
    for (let i = 0; i < 11; i++) regs.push(await reg(i));
    expect(regs.slice(0, 10).every((r) => r.statusCode < 300)).toBe(true);
    expect429(regs[10]);

    const resets = [];
    for (let i = 0; i < 11; i++)
      resets.push(
        await post(
          '/api/authentication/reset-password',
          { token: `bad-${i}`, password: 'long-enough-1' },
          '192.0.2.31',
        ),
      );
    expect(resets.slice(0, 10).every((r) => r.statusCode === 400)).toBe(true);
    expect429(resets[10]);
  });

  it('stops 30 forgot-password requests for one address after 3 e-mails, from one IP or many', async () => {
    const email = 'inbox@test.local';
    await addUser(ctx.database, { email, password: 'right-password-1', role: 'Admin' });
    const before = (await ctx.mails()).filter((m) => m.to === email).length;
    const answers = [];
    for (let i = 0; i < 30; i++)
      answers.push(await post('/api/authentication/forgot-password', { email }, spread(1000 + i)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect429(answers[3]);
    expect((await ctx.mails()).filter((m) => m.to === email).length - before).toBe(3);
    // Per IP too, across addresses.
    const byIp = [];
    for (let i = 0; i < 11; i++)
      byIp.push(await post('/api/authentication/forgot-password', { email: `x${i}@test.local` }, '192.0.2.40'));
    expect(byIp.slice(0, 10).every((r) => r.statusCode === 200)).toBe(true);
    expect429(byIp[10]);
  });
});

describe('image uploads: per-user limit and daily byte quota', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'phlox-quota-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const up = useTestApp({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://admin.test',
    UPLOAD_MAX_BYTES: '4096',
    UPLOAD_DAILY_QUOTA_BYTES: '10000',
    RATE_LIMIT_IMAGE_UPLOAD: '5/1h',
  });
  const ask = async (headers: Record<string, string>, size?: number) =>
    up.app.inject({
      method: 'POST',
      url: '/api/common/image-upload',
      headers,
      // The photographer's own photo: the only upload its view tiers allow.
      payload: { name: 'a.png', type: 'image/png', module: 'profile', ...(size ? { size } : {}) },
    });
  const put = (url: string, body: Buffer) =>
    up.app.inject({
      method: 'PUT',
      url: url.replace('http://admin.test', ''),
      headers: { 'content-type': 'image/png' },
      payload: body,
    });

  it('refuses the declared size that passes the day’s quota with a clear 429', async () => {
    const admin = await up.asAdmin();
    expect((await ask(admin, 4000)).statusCode).toBe(200);
    expect((await ask(admin, 4000)).statusCode).toBe(200);
    const over = await ask(admin, 3000);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/upload limit of 9 KB/),
    });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask(admin, 2000)).statusCode).toBe(200);
  });

  it('counts what the local driver really stored, whatever was declared', async () => {
    const user = await addUser(up.database, { email: 'liar@test.local', password: 'liar-password-1', role: 'Admin' });
    const headers = { authorization: `Bearer ${await up.login('liar@test.local', 'liar-password-1')}` };
    const urls = [];
    for (let i = 0; i < 3; i++) urls.push((await ask(headers, 10)).json().data.url as string);
    expect((await put(urls[0], pngOfSize(4000))).statusCode).toBe(201);
    expect((await put(urls[1], pngOfSize(4000))).statusCode).toBe(201);
    const third = await put(urls[2], pngOfSize(4000));
    expect(third.statusCode).toBe(429);
    expect(third.json().error.message).toMatch(/upload limit/);
    const r = await up.database.db.execute(`select stored_bytes from upload_usage where user_id = ${user.id}` as never);
    expect(Number((r as unknown as { rows: Array<{ stored_bytes: number }> }).rows[0].stored_bytes)).toBe(8000);
    // A link cannot be re-signed for someone else's quota.
    expect((await put(urls[2].replace(/uid=\d+/, 'uid=1'), pngOfSize(10))).statusCode).toBe(403);
  });

  it('lets parallel requests reserve no more than the quota', async () => {
    await addUser(up.database, { email: 'rush@test.local', password: 'rush-password-1', role: 'Admin' });
    const headers = { authorization: `Bearer ${await up.login('rush@test.local', 'rush-password-1')}` };
    const answers = await Promise.all(Array.from({ length: 5 }, () => ask(headers, 4000)));
    expect(statuses(answers)).toEqual({ 200: 2, 429: 3 });
  });

  it('limits how many upload links one user asks for', async () => {
    const headers = await up.asPhotographer();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await ask(headers, 10));
    expect(answers.slice(0, 5).every((r) => r.statusCode === 200)).toBe(true);
    expect(answers[5].statusCode).toBe(429);
    expect(answers[5].json().error.code).toBe('RATE_LIMITED');
    // Another user is not affected.
    await addUser(up.database, { email: 'other@test.local', password: 'other-password-1', role: 'Admin' });
    const other = { authorization: `Bearer ${await up.login('other@test.local', 'other-password-1')}` };
    expect((await ask(other, 10)).statusCode).toBe(200);
  });
});

/** The Redis store, against the local Redis when one answers. */
const redisUp = await new Promise<boolean>((resolve) => {
  const s = net.connect(6379, '127.0.0.1');
  s.setTimeout(500, () => (s.destroy(), resolve(false)));
  s.on('error', () => resolve(false));
  s.on('connect', () => s.write('PING\r\n'));
  s.on('data', (d) => (s.destroy(), resolve(d.toString().startsWith('+PONG'))));
});

describe.skipIf(!redisUp)('rate limits with REDIS_URL (local Redis)', () => {
  const r = useTestApp({ REDIS_URL: 'redis://127.0.0.1:6379' });
  it('counts in Redis, shared by every API instance', async () => {
    // Keys outlive the test run in Redis: a fresh client address each run.
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(
        await r.app.inject({
          method: 'POST',
          url: '/api/authentication/reset-password',
          payload: { token: `bad-${i}`, password: 'long-enough-1' },
          remoteAddress: ip,
        }),
      );
    expect(answers.slice(0, 10).every((a) => a.statusCode === 400)).toBe(true);
    expect(answers[10].statusCode).toBe(429);
    expect(Number(answers[10].headers['retry-after'])).toBeGreaterThan(0);
    const rows = await r.database.db.execute(`select count(*)::int as n from rate_limit_hits` as never);
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0].n).toBe(0);
  });
});

describe('forgot-password links', () => {
  const linkToken = (text: string) => decodeURIComponent(/token=([^\s&]+)/.exec(text)![1]);
  const reset = (token: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/authentication/reset-password',
      payload: { token, password },
      remoteAddress: '192.0.2.60',
    });
  const forgot = (email: string, i: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/authentication/forgot-password',
      payload: { email },
      remoteAddress: `192.0.2.${70 + i}`,
    });

  it('a new link voids the earlier unused ones: only the newest works', async () => {
    const email = 'forgetful@test.local';
    await addUser(ctx.database, { email, password: 'right-password-1', role: 'Admin' });
    expect((await forgot(email, 0)).statusCode).toBe(200);
    const first = linkToken((await ctx.lastMailTo(email))!.text);
    expect((await forgot(email, 1)).statusCode).toBe(200);
    const second = linkToken((await ctx.lastMailTo(email))!.text);
    expect(second).not.toBe(first);
    expect((await reset(first, 'new-password-11')).statusCode).toBe(400);
    expect((await reset(second, 'new-password-22')).statusCode).toBe(200);
    expect((await login(email, 'new-password-22', '192.0.2.61')).statusCode).toBe(200);
  });

  it('leaves one working link when several are asked for at once', async () => {
    const email = 'hasty@test.local';
    await addUser(ctx.database, { email, password: 'right-password-1', role: 'Admin' });
    await Promise.all([0, 1, 2].map((i) => forgot(email, 10 + i)));
    const tokens = (await ctx.mails()).filter((m) => m.to === email).map((m) => linkToken(m.text));
    expect(tokens).toHaveLength(3);
    const answers = [];
    for (const t of tokens) answers.push((await reset(t, 'new-password-33')).statusCode);
    expect(answers.filter((s) => s === 200)).toHaveLength(1);
  });
});

describe('TRUST_PROXY', () => {
  const resets = async (app: typeof ctx.app, remoteAddress: string, xff: (i: number) => string) => {
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(
        await app.inject({
          method: 'POST',
          url: '/api/authentication/reset-password',
          payload: { token: `bad-${i}`, password: 'long-enough-1' },
          remoteAddress,
          headers: { 'x-forwarded-for': xff(i) },
        }),
      );
    return answers.map((a) => a.statusCode);
  };

  it('unset: X-Forwarded-For is ignored, so a rotating one does not escape the per-IP limit', async () => {
    expect(ctx.app.config.trustProxy).toBe(false);
    const codes = await resets(ctx.app, '192.0.2.90', (i) => `203.0.113.${i}`);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(codes[10]).toBe(429);
  });

  describe('a hop count', () => {
    const hop = useTestApp({ TRUST_PROXY: '1' });
    it('takes the address the trusted proxy saw; what the client wrote before it is not trusted', async () => {
      // The client rotates its own X-Forwarded-For; the proxy appends the address it saw (198.51.100.7).
      const codes = await resets(hop.app, '10.0.0.2', (i) => `203.0.113.${i}, 198.51.100.7`);
      expect(codes[10]).toBe(429);
      // Another real client behind the same proxy has its own count.
      const other = await resets(hop.app, '10.0.0.2', () => '198.51.100.8');
      expect(other[0]).toBe(400);
    });
  });

  describe('a list of proxy addresses', () => {
    const listed = useTestApp({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
    it('trusts X-Forwarded-For only from those addresses', async () => {
      // Through a listed proxy, each forwarded address is its own client with its own count.
      const viaProxy = await resets(listed.app, '10.1.2.3', (i) => `198.51.100.${i}`);
      expect(viaProxy).toEqual(Array(11).fill(400));
      // From an address not on the list, the header is the client's own claim: ignored.
      const codes = await resets(listed.app, '192.0.2.91', (i) => `203.0.113.${i}`);
      expect(codes[10]).toBe(429);
    });
  });

  it('refuses `true` (and anything that is not a count or addresses) at start, naming the variable', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY:.*(hop count|number of proxies)/);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,::1' }).trustProxy).toEqual(['10.0.0.0/8', '::1']);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});
