import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkFromUploadUrl } from '@phlox/contract';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDatabase, type Database } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { seedAccessControl } from '../src/seed/access-control.js';
import { ADMIN, addUser } from './helpers.js';
import { PNG_1X1 } from './images.js';

/**
 * The s3 driver against a real S3-compatible server (s3rver, in-process, random port, temporary directory):
 * the API presigns, the "browser" (fetch) PUTs straight to the bucket, and the object reads back.
 */
const BUCKET = 'phlox-images';
const tmp = mkdtempSync(path.join(os.tmpdir(), 'phlox-s3-'));
const dataDir = path.join(tmp, 'data');
let s3rver: S3rver;
let endpoint: string;
let app: App;
let database: Database;
let headers: Record<string, string>;

beforeAll(async () => {
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(tmp, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;

  database = await createDatabase({ dataDir: 'memory://' });
  await runMigrations(database);
  await seedAccessControl(database.db);
  await addUser(database, { ...ADMIN, role: 'Admin' });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    STORAGE_DRIVER: 's3',
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PUBLIC_URL: 'https://images.phlox.test',
    UPLOAD_URL_TTL_SECONDS: '120',
  });
  app = await buildApp(config, { database, logger: false });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/authentication/login', payload: ADMIN });
  headers = { authorization: `Bearer ${login.json().data.token}` };
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await s3rver?.close();
  rmSync(tmp, { recursive: true, force: true });
});

async function presign(body: object) {
  const res = await app.inject({ method: 'POST', url: '/api/common/image-upload', headers, payload: body });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { url: string } }).data.url;
}

describe('the s3 storage driver', () => {
  it('presigns a PUT the browser can use, and the object reads back from the bucket', async () => {
    const url = await presign({ name: 'Team Photo.png', type: 'image/png' });
    const u = new URL(url);
    expect(u.origin).toBe(endpoint);
    expect(u.pathname).toMatch(new RegExp(`^/${BUCKET}/images/\\d{4}/\\d{2}/[0-9a-f-]{36}\\.png$`));
    expect(u.searchParams.get('X-Amz-Expires')).toBe('120');
    expect(u.searchParams.get('X-Amz-SignedHeaders')).toContain('content-type');

    const put = await fetch(url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: PNG_1X1 });
    expect(put.status).toBe(200);

    const key = u.pathname.replace(`/${BUCKET}/`, '');
    if (app.storage.kind !== 's3') throw new Error('the s3 driver should be configured');
    const got = await app.storage.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(got.ContentType).toBe('image/png');
    expect(Buffer.from(await got.Body!.transformToByteArray())).toEqual(PNG_1X1);

    // The stored link (spec §7.3) is the object's address in the bucket.
    const link = linkFromUploadUrl(url);
    expect(link).toBe(`${endpoint}/${BUCKET}/${key}`);
    const read = await fetch(link);
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer())).toEqual(PNG_1X1);
    expect(app.storage.readUrl(key)).toBe(`https://images.phlox.test/${key}`);
  });

  // s3rver accepts any well-formed SigV4 signature, so what the store enforces is checked through what was signed.
  it('signs the Content-Type, and the length when the browser declared it', async () => {
    const typed = new URL(await presign({ name: 'a.png', type: 'image/png' }));
    expect(typed.searchParams.get('X-Amz-SignedHeaders')!.split(';').sort()).toEqual(['content-type', 'host']);
    const sized = new URL(await presign({ name: 'a.webp', type: 'image/webp', size: PNG_1X1.length }));
    expect(sized.pathname).toMatch(/\.webp$/);
    expect(sized.searchParams.get('X-Amz-SignedHeaders')!.split(';').sort()).toEqual([
      'content-length',
      'content-type',
      'host',
    ]);
  });

  it('refuses SVG before presigning anything', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/common/image-upload',
      headers,
      payload: { name: 'x.svg', type: 'image/svg+xml' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('keeps nothing on local disk and lets the browser reach the bucket through the CSP', async () => {
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'upload-secret'))).toBe(false);
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(
      new RegExp(`img-src [^;]*${endpoint.replace(/[.:/]/g, '\\$&')}[^;]*https://images\\.phlox\\.test`),
    );
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${endpoint.replace(/[.:/]/g, '\\$&')}`));
    // The local driver's routes do not exist in s3 mode.
    expect((await app.inject({ method: 'PUT', url: '/uploads/images/x.png' })).statusCode).toBe(404);
  });
});

describe('a contract on s3', () => {
  it('is read by the server with its own credentials and sent only through the Statement of Work', async () => {
    const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
    const res = await app.inject({
      method: 'POST',
      url: '/api/common/document-upload',
      headers,
      payload: { name: 'Contract.pdf', type: 'application/pdf', module: 'events' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = (res.json() as { data: { url: string } }).data.url;
    const put = await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: PDF });
    expect(put.status).toBe(200);
    const sow = await app.inject({
      method: 'POST',
      url: '/api/statements-of-work',
      headers,
      payload: {
        title: 'S3 contract',
        startDate: '2031-08-01',
        endDate: '2032-06-30',
        contractUrl: linkFromUploadUrl(url),
        contractFileName: 'Plano contract.pdf',
      },
    });
    expect(sow.statusCode, sow.body).toBe(201);
    const got = await app.inject({
      method: 'GET',
      url: `/api/statements-of-work/${sow.json().data.id}/contract`,
      headers,
    });
    expect(got.statusCode, got.body).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toMatch(/^attachment; filename="Plano contract\.pdf"/);
    expect(got.rawPayload).toEqual(PDF);
  });
});
