import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkFromUploadUrl } from '@phlox/contract';
import { useEventWorld } from './event-fixtures.js';
import { photo } from './images.js';
import { pdfImages, pdfText } from './pdf-reader.js';

/**
 * Shot-card photos with STORAGE_DRIVER=s3, against a real S3-compatible server (s3rver, in-process): the photos are
 * read from the bucket through the SDK client, whatever address the stored link uses.
 */
const BUCKET = 'phlox-images';
const tmp = mkdtempSync(path.join(os.tmpdir(), 'phlox-shot-card-s3-'));
let s3rver: S3rver;
const env: Record<string, string> = {};

// Registered before the app's own beforeAll, which reads `env` when it builds the app.
beforeAll(async () => {
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(tmp, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3rver.run();
  Object.assign(env, {
    DATA_DIR: path.join(tmp, 'data'),
    STORAGE_DRIVER: 's3',
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PUBLIC_URL: 'https://images.phlox.test',
  });
});
const { ctx, ids, call, create, game, addOrder } = useEventWorld(env);

afterAll(async () => {
  await s3rver?.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('shot card with the s3 storage driver', () => {
  it('embeds the photos read from the bucket, as JPEG thumbnails', async () => {
    const { app } = ctx;
    const headers = await ctx.asAdmin();
    // As a browser uploads: presigned PUT, and the stored link is the URL cut after the extension.
    const upload = async (type: 'image/webp' | 'image/avif', bytes: Buffer) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/common/image-upload',
        headers,
        payload: { name: `player.${type.slice(6)}`, type },
      });
      expect(res.statusCode, res.body).toBe(200);
      const url = res.json().data.url as string;
      const put = await fetch(url, { method: 'PUT', headers: { 'content-type': type }, body: bytes });
      expect(put.status).toBe(200);
      return linkFromUploadUrl(url);
    };
    const webp = await upload('image/webp', await photo('webp', { hue: 10 }));
    const avif = await upload('image/avif', await photo('avif', { hue: 120 }));
    expect(webp).toMatch(new RegExp(`^${env.S3_ENDPOINT}/${BUCKET}/images/`));
    // A link through the public address (S3_PUBLIC_URL, a CDN) names the same bucket.
    await app.storage.put('images/2026/09/public.jpg', await photo('jpeg', { hue: 240 }), 'image/jpeg');
    const viaPublicUrl = 'https://images.phlox.test/images/2026/09/public.jpg';

    const e = await create(game('2026-10-03'));
    const ep = e.products[0].id;
    await addOrder(e.id, ep, { first: 'Webp', teamId: ids.lions, imageUrl: webp });
    await addOrder(e.id, ep, { first: 'Avif', teamId: ids.lions, imageUrl: avif });
    await addOrder(e.id, ep, { first: 'Public', teamId: ids.eagles, imageUrl: viaPublicUrl });
    await addOrder(e.id, ep, {
      first: 'Gone',
      teamId: ids.eagles,
      imageUrl: `${env.S3_ENDPOINT}/${BUCKET}/images/2026/09/deleted.png`,
    });
    await addOrder(e.id, ep, {
      first: 'Elsewhere',
      teamId: ids.eagles,
      imageUrl: `${env.S3_ENDPOINT}/another-bucket/images/2026/09/x.png`,
    });

    const res = await call('GET', `/api/events/${e.id}/shot-card.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    const images = pdfImages(res.rawPayload);
    expect(images).toHaveLength(3);
    for (const image of images) expect(image).toMatchObject({ filter: 'DCTDecode', width: 160, height: 160 });
    expect((await pdfText(res.rawPayload)).match(/No photo/g)).toHaveLength(2);
    // Nothing of it went through the local disk.
    expect(existsSync(path.join(env.DATA_DIR, 'uploads'))).toBe(false);
  });
});
