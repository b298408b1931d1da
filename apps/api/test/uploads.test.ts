import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { linkFromUploadUrl } from '@phlox/contract';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { useTestApp } from './helpers.js';
import { invitedUser } from './users-helpers.js';
import { JPEG_1X1, PNG_1X1, pngOfSize } from './images.js';

// The upload's file stream, so a test can fill the disk part-way through a write.
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  return { ...fs, createWriteStream: vi.fn(fs.createWriteStream) };
});

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'phlox-uploads-'));
const MAX = 4096;
const env = { DATA_DIR: dataDir, UPLOAD_MAX_BYTES: String(MAX), PUBLIC_URL: 'http://admin.test' };
const ctx = useTestApp(env);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
afterEach(() => vi.useRealTimers());

/** Every file the upload pipeline holds on disk (stored objects and partial uploads). */
function filesOnDisk(): string[] {
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir).flatMap((f) => {
          const p = path.join(dir, f);
          return statSync(p).isDirectory() ? walk(p) : [p];
        })
      : [];
  return [...walk(path.join(dataDir, 'uploads')), ...walk(path.join(dataDir, 'upload-tmp'))];
}

async function requestUrl(body: object = { name: 'Team Photo.png', type: 'image/png' }) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/common/image-upload',
    // The browser on PUBLIC_URL's host: the local driver signs its URL on the origin asked from.
    headers: { ...(await ctx.asAdmin()), host: 'admin.test' },
    payload: body,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { url: string } }).data.url;
}

/** The path and query of a signed URL, as the server sees the PUT. */
const target = (url: string) => url.replace('http://admin.test', '');

function put(url: string, payload: Buffer | Readable, contentType = 'image/png') {
  return ctx.app.inject({ method: 'PUT', url: target(url), headers: { 'content-type': contentType }, payload });
}

/** Runs a failing PUT and proves it left nothing behind. */
async function expectRefused(send: () => ReturnType<typeof put>, status: number, message: RegExp) {
  const before = filesOnDisk();
  const res = await send();
  expect(res.statusCode).toBe(status);
  expect(res.json().error.message).toMatch(message);
  expect(filesOnDisk()).toEqual(before);
  return res;
}

describe('POST /api/common/image-upload', () => {
  it('gives no upload link to a caller who may only view what the file is for', async () => {
    const role = await ctx.call('POST', '/api/roles', {
      name: 'Event viewers',
      permissions: { events: 'view', coupons: 'manage' },
    });
    expect(role.statusCode, role.body).toBe(201);
    const viewer = await invitedUser(ctx, [role.json().data.id]);
    const viewOnly = await ctx.call('POST', '/api/roles', { name: 'Viewers', permissions: { events: 'view' } });
    const onlyViews = await invitedUser(ctx, [viewOnly.json().data.id]);
    const ask = (url: string, headers: Record<string, string>, payload: object) =>
      ctx.app.inject({ method: 'POST', url, headers, payload });
    const image = { name: 'a.png', type: 'image/png' };
    const pdf = { name: 'c.pdf', type: 'application/pdf' };

    const forEvents = await ask('/api/common/image-upload', viewer.headers, { ...image, module: 'events' });
    expect(forEvents.statusCode).toBe(403);
    expect(forEvents.json().error.code).toBe('FORBIDDEN');
    expect((await ask('/api/common/document-upload', viewer.headers, { ...pdf, module: 'events' })).statusCode).toBe(
      403,
    );
    expect((await ask('/api/common/image-upload', viewer.headers, { ...image, module: 'coupons' })).statusCode).toBe(
      200,
    );
    // Without saying what for: only a caller who manages something gets a link.
    expect((await ask('/api/common/image-upload', onlyViews.headers, image)).statusCode).toBe(403);
    expect((await ask('/api/common/document-upload', onlyViews.headers, pdf)).statusCode).toBe(403);
    expect((await ask('/api/common/image-upload', viewer.headers, image)).statusCode).toBe(200);
    // Anyone's own photo.
    expect((await ask('/api/common/image-upload', onlyViews.headers, { ...image, module: 'profile' })).statusCode).toBe(
      200,
    );
    // An unknown purpose is bad input.
    expect((await ask('/api/common/image-upload', viewer.headers, { ...image, module: 'nope' })).statusCode).toBe(400);
  });

  it('answers {data: {url}} with a signed PUT URL on this server for a server-made key', async () => {
    const url = await requestUrl({ name: '../../etc/passwd.png', type: 'image/png' });
    const y = new Date().getUTCFullYear();
    expect(url).toMatch(
      new RegExp(
        `^http://admin\\.test/uploads/images/${y}/\\d{2}/[0-9a-f-]{36}\\.png\\?expires=\\d+&type=image%2Fpng&uid=\\d+&sig=[\\w-]+$`,
      ),
    );
    expect(url).not.toContain('passwd');
  });

  it("signs the PUT on the browser's own origin, not PUBLIC_URL's (the CSP allows only 'self')", async () => {
    const ask = async (app: typeof ctx.app, headers: Record<string, string>) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/common/document-upload',
        headers: { ...(await ctx.asAdmin()), ...headers },
        payload: { name: 'Contract.pdf', type: 'application/pdf' },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { url: string } }).data.url;
    };
    expect(await ask(ctx.app, { host: '127.0.0.1:3000' })).toMatch(/^http:\/\/127\.0\.0\.1:3000\/uploads\/documents\//);
    // A forwarded host counts only from a trusted proxy; a Host that is no host name falls back to PUBLIC_URL.
    const forwarded = { host: '10.0.0.5:3000', 'x-forwarded-host': 'admin.example.org', 'x-forwarded-proto': 'https' };
    expect(await ask(ctx.app, forwarded)).toMatch(/^http:\/\/10\.0\.0\.5:3000\/uploads\//);
    expect(await ask(ctx.app, { host: 'evil.test/x?' })).toMatch(/^http:\/\/admin\.test\/uploads\//);
    const behindProxy = await buildApp(loadConfig({ LOG_LEVEL: 'silent', ...env, TRUST_PROXY: '127.0.0.1' }), {
      database: ctx.database,
      logger: false,
    });
    try {
      const url = await ask(behindProxy, forwarded);
      expect(url).toMatch(/^https:\/\/admin\.example\.org\/uploads\/documents\//);
      // The link still works, whichever origin it was signed on (the signature covers the key, not the host).
      const stored = await behindProxy.inject({
        method: 'PUT',
        url: url.replace('https://admin.example.org', ''),
        headers: { 'content-type': 'application/pdf' },
        payload: Buffer.from('%PDF-1.4\n%%EOF\n'),
      });
      expect(stored.statusCode, stored.body).toBe(201);
    } finally {
      await behindProxy.close();
    }
  });

  it('serves any signed-in role its own profile photo and refuses anonymous callers', async () => {
    const photographer = await ctx.app.inject({
      method: 'POST',
      url: '/api/common/image-upload',
      headers: await ctx.asPhotographer(),
      payload: { name: 'me.jpg', type: 'image/jpeg', module: 'profile' },
    });
    expect(photographer.statusCode).toBe(200);
    expect(photographer.json().data.url).toMatch(/\.jpg\?/);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/common/image-upload',
      payload: { name: 'x.png', type: 'image/png' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBeTruthy();
  });

  it('refuses SVG and other non-image types, and a declared size over the limit, with field messages', async () => {
    const headers = await ctx.asAdmin();
    const svg = await ctx.app.inject({
      method: 'POST',
      url: '/api/common/image-upload',
      headers,
      payload: { name: 'logo.svg', type: 'image/svg+xml' },
    });
    expect(svg.statusCode).toBe(400);
    expect(svg.json().error.fields.type).toBe('Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded');
    const big = await ctx.app.inject({
      method: 'POST',
      url: '/api/common/image-upload',
      headers,
      payload: { name: 'big.png', type: 'image/png', size: MAX + 1 },
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().error.fields.size).toBe('Choose an image of at most 4 KB');
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/common/image-upload', headers, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(expect.arrayContaining(['name', 'type']));
  });
});

describe('the local driver: signed PUT and read-only GET', () => {
  it('stores a real PNG, serves it back, and the stored link is the URL cut after the extension', async () => {
    const url = await requestUrl();
    const stored = await put(url, PNG_1X1);
    expect(stored.statusCode).toBe(201);
    const link = linkFromUploadUrl(url);
    expect(link).toBe(url.split('?')[0]);
    expect(stored.json().data.url).toBe(link);
    const key = link.replace('http://admin.test/uploads/', '');
    expect(readFileSync(path.join(dataDir, 'uploads', key))).toEqual(PNG_1X1);

    const got = await ctx.app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['cache-control']).toContain('max-age=31536000');
    expect(got.rawPayload).toEqual(PNG_1X1);
  });

  it('stores a JPEG signed for image/jpeg', async () => {
    const url = await requestUrl({ name: 'a.jpeg', type: 'image/jpeg' });
    expect((await put(url, JPEG_1X1, 'image/jpeg')).statusCode).toBe(201);
  });

  it('refuses an expired link with 403', async () => {
    const url = await requestUrl();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 301_000 });
    await expectRefused(() => put(url, PNG_1X1), 403, /expired/);
  });

  it('refuses a tampered signature, type, expiry or key with 403', async () => {
    const url = await requestUrl();
    const u = new URL(url);
    const sig = u.searchParams.get('sig')!;
    const variants = [
      url.replace(`sig=${sig}`, `sig=${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`),
      url.replace('type=image%2Fpng', 'type=image%2Fgif'),
      url.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`),
      url.replace(/[0-9a-f]{8}-/, '00000000-'),
      url.replace(/&sig=[^&]+/, ''),
    ];
    for (const v of variants) await expectRefused(() => put(v, PNG_1X1), 403, /not valid/);
  });

  it('refuses a Content-Type other than the signed one with 415', async () => {
    const url = await requestUrl();
    await expectRefused(() => put(url, JPEG_1X1, 'image/jpeg'), 415, /does not match/);
    await expectRefused(() => put(url, PNG_1X1, 'image/svg+xml'), 415, /does not match/);
  });

  it('refuses bytes that are not the signed image type with 415, keeping nothing', async () => {
    const url = await requestUrl();
    await expectRefused(() => put(url, Buffer.from('<svg onload="alert(1)"></svg>')), 415, /not a PNG image/);
    await expectRefused(() => put(url, JPEG_1X1), 415, /not a PNG image/);
  });

  it('refuses a body over UPLOAD_MAX_BYTES with 413, declared or streamed, deleting the partial file', async () => {
    const url = await requestUrl();
    await expectRefused(() => put(url, pngOfSize(MAX + 1)), 413, /larger than 4 KB/);
    // No Content-Length: the byte counter stops the stream part-way.
    const chunks = [pngOfSize(2000), Buffer.alloc(2000), Buffer.alloc(2000)];
    await expectRefused(() => put(url, Readable.from(chunks)), 413, /larger than 4 KB/);
    // Exactly the limit is fine.
    expect((await put(url, pngOfSize(MAX))).statusCode).toBe(201);
  });

  it('over a real connection, the client receives the 413 even while still sending', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const url = (await requestUrl()).replace('http://admin.test', address);
    const big = pngOfSize(3_000_000);
    const body = new ReadableStream({
      start(c) {
        for (let i = 0; i < big.length; i += 65_536) c.enqueue(big.subarray(i, i + 65_536));
        c.close();
      },
    });
    const before = filesOnDisk();
    const res = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('The image is larger than 4 KB');
    expect(filesOnDisk()).toEqual(before);
  });

  it('answers a full disk (or disk quota) with 507 in the API shape, removing the partial file', async () => {
    const { createWriteStream: realStream } = await vi.importActual<typeof import('node:fs')>('node:fs');
    for (const code of ['ENOSPC', 'EDQUOT']) {
      // The first chunk reaches the disk, the next finds it full: a partial file exists until the upload fails.
      vi.mocked(createWriteStream).mockImplementationOnce((file, options) => {
        const stream = realStream(file, options);
        const full = (done: (err: Error) => void) =>
          done(Object.assign(new Error(`${code}: no space left on device, write`), { code, syscall: 'write' }));
        const write = stream._write.bind(stream);
        let writes = 0;
        stream._write = (chunk, encoding, done) => (writes++ ? full(done) : write(chunk, encoding, done));
        stream._writev = (_chunks, done) => full(done);
        return stream;
      });
      const url = await requestUrl();
      const res = await expectRefused(
        () => put(url, Readable.from([pngOfSize(1500), Buffer.alloc(1500)])),
        507,
        /^The server is out of storage space; try again later or tell an administrator$/,
      );
      expect(res.json().error.code, code).toBe('INSUFFICIENT_STORAGE');
    }
  });

  it('refuses an empty body', async () => {
    const url = await requestUrl();
    await expectRefused(() => put(url, Buffer.alloc(0)), 400, /empty/);
  });

  it('serves only stored image keys: no secret, no partial files, no path tricks', async () => {
    const secret = readFileSync(path.join(dataDir, 'upload-secret'), 'utf8');
    expect(secret.length).toBeGreaterThan(20);
    for (const p of ['/uploads/images/2026/01/00000000-0000-0000-0000-000000000000.png', '/uploads/x.png']) {
      const res = await ctx.app.inject({ method: 'GET', url: p });
      expect(res.statusCode, p).toBe(404);
    }
    // Traversal attempts end at a 404 or the web app's page, never at a file outside the stored keys.
    for (const p of [
      '/uploads/',
      '/uploads/../upload-secret',
      '/uploads/%2e%2e/upload-secret',
      '/uploads/..%2fupload-secret',
      '/uploads/%2e%2e%2fupload-tmp',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: p });
      expect(res.body, p).not.toContain(secret);
      expect(res.headers['content-type'], p).not.toMatch(/octet-stream|image/);
    }
  });

  it('keeps the generated secret in DATA_DIR, so a restarted server accepts links signed before', async () => {
    const url = await requestUrl();
    const restarted = await buildApp(loadConfig({ LOG_LEVEL: 'silent', ...env }), {
      database: ctx.database,
      logger: false,
    });
    try {
      const res = await restarted.inject({
        method: 'PUT',
        url: target(url),
        headers: { 'content-type': 'image/png' },
        payload: PNG_1X1,
      });
      expect(res.statusCode).toBe(201);
    } finally {
      await restarted.close();
    }
  });
});

describe('documents (a Statement of Work’s contract): the same signed upload, downloaded rather than shown', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  /** The start of an OLE compound file: what an old Word .doc is. */
  const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
  const documentUrl = async (type: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/common/document-upload',
      headers: { ...(await ctx.asAdmin()), host: 'admin.test' },
      payload: { name: 'Contract', type },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { url: string } }).data.url;
  };

  it('stores a PDF under documents/ but never serves it at its link (statements-of-work.test.ts: the SOW route does)', async () => {
    const url = await documentUrl('application/pdf');
    expect(url).toMatch(/\/uploads\/documents\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf\?/);
    expect((await put(url, PDF, 'application/pdf')).statusCode).toBe(201);
    const key = linkFromUploadUrl(url).replace('http://admin.test/uploads/', '');
    expect(readFileSync(path.join(dataDir, 'uploads', key))).toEqual(PDF);
    for (const method of ['GET', 'HEAD'] as const) {
      const got = await ctx.app.inject({ method, url: target(linkFromUploadUrl(url)) });
      expect(got.statusCode, method).toBe(404);
      expect(got.rawPayload.includes(PDF), method).toBe(false);
    }
  });

  it('calls a contract a document in its messages, never an image', async () => {
    const url = await documentUrl('application/pdf');
    await expectRefused(
      () => put(url, pngOfSize(MAX + 1), 'application/pdf'),
      413,
      /^The document is larger than 4 KB$/,
    );
    const tampered = url.replace(/sig=[^&]+/, 'sig=x');
    await expectRefused(() => put(tampered, PDF, 'application/pdf'), 403, /Upload the document again\.$/);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 301_000 });
    await expectRefused(() => put(url, PDF, 'application/pdf'), 403, /expired\. Upload the document again\.$/);
  });

  it('stores an old Word file; refuses bytes of another type (an image under a PDF link) keeping nothing', async () => {
    const doc = await documentUrl('application/msword');
    expect((await put(doc, DOC, 'application/msword')).statusCode).toBe(201);
    const pdf = await documentUrl('application/pdf');
    await expectRefused(() => put(pdf, PNG_1X1, 'application/pdf'), 415, /not a PDF document/);
  });

  it('offers documents only to the document upload, images only to the image upload', async () => {
    const headers = await ctx.asAdmin();
    const asImage = await ctx.app.inject({
      method: 'POST',
      url: '/api/common/image-upload',
      headers,
      payload: { name: 'c.pdf', type: 'application/pdf' },
    });
    expect(asImage.statusCode).toBe(400);
    const asDocument = await ctx.app.inject({
      method: 'POST',
      url: '/api/common/document-upload',
      headers,
      payload: { name: 'p.png', type: 'image/png' },
    });
    expect(asDocument.statusCode).toBe(400);
    expect(asDocument.json().error.fields.type).toBe('Only PDF, DOC or DOCX files can be uploaded');
  });
});
