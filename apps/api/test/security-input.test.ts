import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';

/** Issue 12, item 7: bad input is a 4xx with a field message, never a 5xx, and an export never starts broken. */
describe('bad input', () => {
  const ctx = useTestApp();
  const call = async (method: string, url: string, payload?: unknown) =>
    ctx.app.inject({ method: method as 'GET', url, headers: await ctx.asAdmin(), payload: payload as object });

  it('answers an id past int4 on every route with a path id with 400 or 404', async () => {
    const answers: string[] = [];
    for (const r of ctx.app.routeTable.filter((r) => r.url.includes('/:') && r.method !== 'HEAD')) {
      for (const id of ['2147483648', '99999999999999999999', '-1', '1.5', '1e3', '0x10']) {
        const url = r.url.replace(/:[A-Za-z]+/g, id);
        const res = await call(r.method, url, r.method === 'GET' || r.method === 'DELETE' ? undefined : {});
        if (![400, 404].includes(res.statusCode)) answers.push(`${r.method} ${url} → ${res.statusCode}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it('refuses a NUL byte or a lone surrogate with a field message', async () => {
    for (const bad of ['Var\u0000sity', 'Var\ud800sity', '\udc00']) {
      const res = await call('POST', '/api/levels', { name: bad, code: 'NUL' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('name');
    }
    const nested = await call('POST', '/api/levels', { name: 'Ok', code: 'OK', extra: [{ deep: 'x\u0000' }] });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().error.fields).toHaveProperty(['extra.0.deep']);
    for (const url of ['/api/orders?q=ab%00cd', '/api/events?q=%00', '/api/users?q=a%00']) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(400);
    }
    expect((await call('GET', '/api/levels/1%00')).statusCode).toBe(400);
    expect((await call('GET', '/api/levels')).json().data.map((l: { code: string }) => l.code)).not.toContain('NUL');
  });

  it("answers a path the router cannot take (broken UTF-8, an over-long id) in the API's error shape", async () => {
    for (const [url, status] of [
      ['/api/levels/%ed%a0%80', 400],
      ['/api/orders/1/products/a%ed%a0%bd/refunds', 400],
      [`/api/events/${'x'.repeat(5000)}`, 414],
    ] as const) {
      const res = await call(url.includes('refunds') ? 'POST' : 'GET', url, url.includes('refunds') ? {} : undefined);
      expect(res.statusCode, url).toBe(status);
      expect(res.json().error.code, url).toBe('VALIDATION_ERROR');
      expect(res.body, 'the path is not echoed').not.toContain('xxxx');
    }
  });

  it('names the field of an id past int4 in the history and payouts queries and paths', async () => {
    // These ids had no upper bound: PostgreSQL refused them, and the 400 named no field.
    for (const [url, field] of [
      ['/api/history?menu=events&itemId=2147483648', 'itemId'],
      ['/api/payouts/organizations?id=2147483648', 'id'],
      ['/api/payouts/settlements/2147483648', 'id'],
      ['/api/payouts/2147483648', 'eventId'],
    ] as const) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.fields, url).toHaveProperty(field);
    }
  });

  it('refuses id lists that overflow on the option endpoints', async () => {
    for (const url of [
      '/api/orders/event-options?ids=99999999999999999999',
      '/api/events/lookups/organizations?ids=2147483648',
      '/api/bundles/event-options?ids=1,99999999999999999999',
      '/api/bundles/team-options?ids=0',
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.fields).toHaveProperty('ids');
    }
    expect((await call('GET', '/api/orders/event-options?ids=1,2')).statusCode).toBe(200);
  });

  it('validates an export before its first byte: a plain JSON 400, no half file', async () => {
    const exports = ctx.app.routeTable
      .filter((r) => r.method === 'GET' && /export/.test(r.url) && !r.url.includes('/reports/'))
      .map((r) => r.url);
    expect(exports.length).toBeGreaterThanOrEqual(4);
    for (const url of exports) {
      const res = await call('GET', `${url}?q=ab`);
      expect(res.statusCode, url).toBeLessThan(500);
      if (res.statusCode >= 400) {
        expect(res.headers['content-disposition'], url).toBeUndefined();
        expect(res.json().error.message).toBeTruthy();
      }
    }
    const orders = await call('GET', '/api/orders/export.csv?q=ab');
    expect(orders.statusCode).toBe(400);
    expect(orders.json().error.fields).toHaveProperty('q');
    const reports = await call('GET', '/api/reports/export/summary.xlsx?from=2026-02-30&to=2026-01-01');
    expect(reports.statusCode).toBe(400);
    expect(reports.headers['content-disposition']).toBeUndefined();
  });

  it('refuses prototype keys and very deep JSON without a 5xx', async () => {
    const proto = await ctx.app.inject({
      method: 'POST',
      url: '/api/levels',
      headers: { ...(await ctx.asAdmin()), 'content-type': 'application/json' },
      payload: '{"name":"P","code":"P","__proto__":{"admin":true}}',
    });
    expect(proto.statusCode).toBe(400);
    const deep = await ctx.app.inject({
      method: 'POST',
      url: '/api/levels',
      headers: { ...(await ctx.asAdmin()), 'content-type': 'application/json' },
      payload: `{"name":"D","code":"D","x":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    });
    expect(deep.statusCode).toBe(400);
  });
});
