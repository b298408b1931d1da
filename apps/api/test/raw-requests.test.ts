import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';

/** A built web app of one page: enough for the shell fallback to be on. */
const webDir = mkdtempSync(path.join(os.tmpdir(), 'phlox-web-'));
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Phlox</title>');
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

/** A GET sent over a real socket exactly as spelled (inject would resolve `/./` before the server saw it). */
function rawGet(address: string, target: string): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(address);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: admin.test\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head, body = ''] = text.split('\r\n\r\n');
      resolve({
        status: Number(head.split(' ')[1]),
        type: /^content-type: *(.*)$/im.exec(head)?.[1] ?? '',
        body,
      });
    });
  });
}

const ctx = useTestApp({ WEB_DIST_DIR: webDir });
let listening: Promise<string> | undefined;
/** The test server on a real socket (started once). */
const address = () => (listening ??= ctx.app.listen({ port: 0, host: '127.0.0.1' }));

describe('the web app shell', () => {
  it('serves client routes the shell', async () => {
    for (const url of ['/events', '/events/12/edit', '/apiary', '/sign-in?next=/api']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
    }
  });

  it('answers a JSON 404 for any spelling of a path under /api (decoded, dot segments resolved, any case)', async () => {
    const at = await address();
    for (const url of [
      '/%41PI/users',
      '/%61pi/nothing',
      '/api%2fusers',
      '/api%2Fusers/1',
      '/./api/users',
      '/x/../api/users',
      '/%2e/api/nothing',
      '//api/nothing',
      '/API/users',
      '/Api',
      '/%2541PI/users',
      '/api%5cusers',
    ]) {
      const res = await rawGet(at, url);
      expect(res.status, url).toBe(404);
      expect(res.type, url).toMatch(/application\/json/);
      const { error } = JSON.parse(res.body) as { error: { code: string; message: string } };
      expect(error.code, url).toBe('NOT_FOUND');
      expect(error.message, url).toBeTruthy();
    }
  });
});

describe('errors Node answers before Fastify sees a request', () => {
  it("answers request headers too large with 431 in the API's error shape", async () => {
    const { hostname, port } = new URL(await address());
    const text = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () =>
        socket.write(`GET /api/health HTTP/1.1\r\nHost: admin.test\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`),
      );
      let got = '';
      socket.on('data', (d: Buffer) => (got += d.toString('latin1')));
      socket.on('error', reject);
      socket.on('close', () => resolve(got));
    });
    const [head, body] = text.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/^content-type: application\/json/im);
    const { error } = JSON.parse(body) as { error: { code: string; message: string } };
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe('The request headers are too large');
  });
});
