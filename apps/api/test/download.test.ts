import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendAttachment } from '../src/shared/download.js';

describe('file downloads', () => {
  it('name the file for every browser: a plain ASCII fallback and the exact name (RFC 5987); never cached', async () => {
    const app = Fastify();
    app.get('/f', (_req, reply) => sendAttachment(reply, { type: 'text/csv', name: 'Élan "Nord".csv' }).send('a'));
    const res = await app.inject({ url: '/f' });
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="_lan _Nord_.csv"; filename*=UTF-8''%C3%89lan%20%22Nord%22.csv`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('text/csv');
    await app.close();
  });
});
