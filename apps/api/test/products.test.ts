import { describe, expect, it } from 'vitest';
import { useTestApp, type Method } from './helpers.js';

const ctx = useTestApp();

const call = ctx.call;
async function asPhotographer(method: Method, url: string, payload?: object) {
  return ctx.app.inject({ method, url, payload, headers: await ctx.asPhotographer() });
}
async function createCategory(name: string) {
  const res = await call('POST', '/api/product-categories', { name, description: `${name} products` });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; name: string; updatedAt: string; productCount: number };
}
async function createProduct(name: string, productCategoryId: number, price = 1999) {
  const res = await call('POST', '/api/products', { name, productCategoryId, price, description: 'A photo product' });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; name: string; price: number; updatedAt: string };
}
async function history(menu: string, id: number) {
  const res = await call('GET', `/api/history?menu=${menu}&itemId=${id}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as Array<{
    action: string;
    field: string | null;
    oldValue: string | null;
    newValue: string | null;
  }>;
}
async function sql(text: string) {
  return ((await ctx.database.db.execute(text)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

describe('products CRUD', () => {
  it('creates, reads, updates and soft-deletes a product, with its category and history', async () => {
    const cat = await createCategory('Prints A');
    const p = await createProduct('Print 8x10', cat.id, 1999);
    const got = (await call('GET', `/api/products/${p.id}`)).json().data;
    expect(got).toMatchObject({ name: 'Print 8x10', price: 1999, productCategory: { id: cat.id, name: 'Prints A' } });

    const upd = await call('PATCH', `/api/products/${p.id}`, { price: 2499, updatedAt: p.updatedAt });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().data.price).toBe(2499);
    const stale = await call('PATCH', `/api/products/${p.id}`, { price: 1, updatedAt: p.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('STALE_UPDATE');

    expect((await call('DELETE', `/api/products/${p.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/products/${p.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/products/${p.id}`)).statusCode).toBe(404);
    const [row] = await sql(`select deleted_at from products where id = ${p.id}`);
    expect(row.deleted_at).not.toBeNull();

    const h = await history('products', p.id);
    expect(h.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(h[1]).toMatchObject({ field: 'price', oldValue: '1999', newValue: '2499' });
  });

  it('validates with field messages and never 500s on bad input', async () => {
    const res = await call('POST', '/api/products', { name: ' ', price: -1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      name: 'Enter a name',
      price: 'The price cannot be negative',
      productCategoryId: 'Choose a product category',
    });
    const fraction = await call('POST', '/api/products', { name: 'X', price: 19.99, productCategoryId: 1 });
    expect(fraction.json().error.fields.price).toBe('Enter a price in whole cents');
    const missingCat = await call('POST', '/api/products', { name: 'X', price: 100, productCategoryId: 999999 });
    expect(missingCat.statusCode).toBe(400);
    expect(missingCat.json().error.fields.productCategoryId).toBe('Choose an existing product category');
    // Past int4 the id reached PostgreSQL, which refused it: a 400 that named no field.
    for (const [method, url] of [
      ['POST', '/api/products'],
      ['PATCH', '/api/products/1'],
    ] as const) {
      const overflow = await call(method, url, { name: 'X', price: 100, productCategoryId: 2147483648 });
      expect(overflow.statusCode, url).toBe(400);
      expect(overflow.json().error.fields.productCategoryId, url).toBe('Choose a product category');
    }
    expect((await call('GET', '/api/products/abc')).statusCode).toBe(400);
    expect((await call('GET', '/api/products/999999')).statusCode).toBe(404);
    expect((await call('PATCH', '/api/products/999999', { name: 'x' })).statusCode).toBe(404);
    expect((await call('GET', '/api/products?sort=secret')).statusCode).toBe(400);
  });

  it('refuses to delete a product sold by a live event, naming how many', async () => {
    const cat = await createCategory('Digital B');
    const p = await createProduct('Download B', cat.id, 2999);
    const [ev] = await sql(
      `insert into events (title, start_time, end_time) values ('Game B', now(), now() + interval '2 hours') returning id`,
    );
    await sql(
      `insert into event_products (event_id, product_id, default_price, total_price) values (${String(ev.id)}, ${p.id}, 2999, 2999)`,
    );
    const res = await call('DELETE', `/api/products/${p.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(
      '“Download B” cannot be deleted: it is used by 1 event (“Game B”). Change or delete those first.',
    );
    // It can still be edited.
    expect((await call('PATCH', `/api/products/${p.id}`, { price: 3499 })).statusCode).toBe(200);
    // Once the event is gone, the product can go too.
    await sql(`update events set deleted_at = now() where id = ${String(ev.id)}`);
    expect((await call('DELETE', `/api/products/${p.id}`)).statusCode).toBe(204);
  });

  it('allows a Photographer nothing in the products area', async () => {
    const cat = await createCategory('Hidden C');
    expect((await asPhotographer('GET', '/api/products')).statusCode).toBe(403);
    expect((await asPhotographer('GET', '/api/product-categories')).statusCode).toBe(403);
    expect(
      (await asPhotographer('POST', '/api/products', { name: 'x', price: 1, productCategoryId: cat.id })).statusCode,
    ).toBe(403);
    expect((await asPhotographer('DELETE', `/api/product-categories/${cat.id}`)).statusCode).toBe(403);
    expect((await asPhotographer('GET', `/api/history?menu=product-categories&itemId=${cat.id}`)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(401);
  });
});

describe('products list', () => {
  it('pages, sorts by price, searches by name and filters by category on the server', async () => {
    const a = await createCategory('List Cat A');
    const b = await createCategory('List Cat B');
    for (let i = 1; i <= 12; i++)
      await createProduct(`Listed ${String(i).padStart(2, '0')}`, i % 3 ? a.id : b.id, i * 100);
    const p1 = (await call('GET', '/api/products?q=listed&pageSize=5&sort=-price')).json();
    expect(p1.meta).toEqual({ page: 1, pageSize: 5, total: 12 });
    expect(p1.data.map((p: { price: number }) => p.price)).toEqual([1200, 1100, 1000, 900, 800]);
    const inB = (await call('GET', `/api/products?q=listed&productCategoryId=${b.id}&sort=name`)).json();
    expect(inB.data.map((p: { name: string }) => p.name)).toEqual(['Listed 03', 'Listed 06', 'Listed 09', 'Listed 12']);
    expect(inB.data[0].productCategory).toEqual({ id: b.id, name: 'List Cat B' });
    const past = (await call('GET', '/api/products?q=listed&pageSize=5&page=9')).json();
    expect(past).toEqual({ data: [], meta: { page: 9, pageSize: 5, total: 12 } });
  });
});

describe('product categories', () => {
  it('lists with product counts, refuses duplicates and deletes only when unused', async () => {
    const cat = await createCategory('Packages D');
    const dup = await call('POST', '/api/product-categories', { name: 'packages d' });
    expect(dup.statusCode).toBe(409);
    // The message names the category as it is spelled, not as it was typed.
    expect(dup.json().error.fields.name).toBe('A product category named “Packages D” already exists.');

    const p = await createProduct('Package D1', cat.id);
    await createProduct('Package D2', cat.id);
    const listed = (await call('GET', '/api/product-categories?q=packages%20d')).json();
    expect(listed.data).toHaveLength(1);
    expect(listed.data[0].productCount).toBe(2);

    const refused = await call('DELETE', `/api/product-categories/${cat.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(
      '“Packages D” cannot be deleted: it is used by 2 products (“Package D1” and “Package D2”). Change or delete those first.',
    );

    const other = await createCategory('Packages E');
    const renamed = await call('PATCH', `/api/product-categories/${other.id}`, { name: 'Packages D' });
    expect(renamed.statusCode).toBe(409);
    expect((await call('PATCH', `/api/product-categories/${other.id}`, { name: 'Bundles E' })).statusCode).toBe(200);
    await call('DELETE', `/api/products/${p.id}`);
    await call('PATCH', `/api/products/${p.id + 1}`, { productCategoryId: other.id });
    expect((await call('DELETE', `/api/product-categories/${cat.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/product-categories/${cat.id}`)).statusCode).toBe(404);

    const h = await history('product-categories', other.id);
    expect(h.map((e) => e.action)).toEqual(['update', 'create']);
    expect(h[0]).toMatchObject({ field: 'name', oldValue: 'Packages E', newValue: 'Bundles E' });
    // A category's history is its own, never a product's with the same id.
    const productHistory = await history('products', other.id);
    expect(productHistory.some((e) => e.newValue === 'Bundles E')).toBe(false);
  });

  it('validates and 404s', async () => {
    const res = await call('POST', '/api/product-categories', { name: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.name).toBe('Enter a name');
    expect((await call('PATCH', '/api/product-categories/999999', { name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/product-categories/999999')).statusCode).toBe(404);
  });
});
