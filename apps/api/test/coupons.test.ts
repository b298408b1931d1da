import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';

const ctx = useTestApp();

const call = ctx.call;
const DAY = 24 * 3600 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

interface CouponRow {
  id: number;
  code: string;
  state: string;
  updatedAt: string;
  noOfTimesCouponApplied: number;
}
function couponBody(code: string, more: object = {}) {
  return {
    name: `Coupon ${code}`,
    code,
    couponType: 'flat',
    amount: 500,
    startDate: at(-1),
    expiryDate: at(30),
    status: 'active',
    couponUsageType: 'unlimited',
    ...more,
  };
}
async function createCoupon(code: string, more: object = {}) {
  const res = await call('POST', '/api/coupons', couponBody(code, more));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as CouponRow;
}
async function apply(code: string, orderTotal: number, preview = false) {
  return call('POST', '/api/coupons/apply', { code, orderTotal, preview });
}

describe('coupons CRUD', () => {
  it('creates (code upper-cased), reads, updates and soft-deletes with history', async () => {
    const c = await createCoupon('spring10', { couponType: 'percentage', amount: 10, maxAmount: 2000 });
    expect(c.code).toBe('SPRING10');
    const got = (await call('GET', `/api/coupons/${c.id}`)).json().data;
    expect(got).toMatchObject({
      couponType: 'percentage',
      amount: 10,
      maxAmount: 2000,
      state: 'active',
      promotion: null,
    });

    const upd = await call('PATCH', `/api/coupons/${c.id}`, { name: 'Spring sale', updatedAt: c.updatedAt });
    expect(upd.statusCode).toBe(200);
    const stale = await call('PATCH', `/api/coupons/${c.id}`, { name: 'Other', updatedAt: c.updatedAt });
    expect(stale.json().error.code).toBe('STALE_UPDATE');

    expect((await call('DELETE', `/api/coupons/${c.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/coupons/${c.id}`)).statusCode).toBe(404);
    const h = (await call('GET', `/api/history?menu=coupons&itemId=${c.id}`)).json().data;
    expect(h.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(h[1]).toMatchObject({ field: 'name', oldValue: 'Coupon spring10', newValue: 'Spring sale' });
    // A deleted coupon's code can be used again.
    await createCoupon('SPRING10');
  });

  it('refuses a duplicate code in any case with 409 on the code field, also on update', async () => {
    await createCoupon('DUPE1');
    const dup = await call('POST', '/api/coupons', couponBody('dupe1'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields.code).toBe('A coupon with this code already exists');
    const other = await createCoupon('DUPE2');
    expect((await call('PATCH', `/api/coupons/${other.id}`, { code: 'Dupe1' })).statusCode).toBe(409);
  });

  it('applies the rules between fields, on create and on the coupon as an update leaves it', async () => {
    const res = await call(
      'POST',
      '/api/coupons',
      couponBody('BAD1', {
        couponType: 'percentage',
        amount: 150,
        couponUsageType: 'limited',
        startDate: at(5),
        expiryDate: at(1),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      amount: 'A percentage is at most 100',
      maxAmount: 'A percentage coupon needs a maximum discount',
      couponUsageLimit: 'Enter how many times the coupon can be used',
      expiryDate: 'The expiry must be after the start',
    });
    const flat = await createCoupon('FLAT1', { amount: 2500 });
    const toPercent = await call('PATCH', `/api/coupons/${flat.id}`, { couponType: 'percentage' });
    expect(toPercent.statusCode).toBe(400);
    expect(toPercent.json().error.fields).toMatchObject({
      amount: 'A percentage is at most 100',
      maxAmount: 'A percentage coupon needs a maximum discount',
    });
    const ok = await call('PATCH', `/api/coupons/${flat.id}`, {
      couponType: 'percentage',
      amount: 25,
      maxAmount: 1000,
    });
    expect(ok.statusCode).toBe(200);
    // Back to flat: the max amount no longer applies and is cleared; unlimited clears the limit.
    const back = await call('PATCH', `/api/coupons/${flat.id}`, { couponType: 'flat', amount: 300 });
    expect(back.json().data).toMatchObject({ couponType: 'flat', maxAmount: null, couponUsageLimit: null });

    const blank = await call('POST', '/api/coupons', { code: 'x y' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toMatchObject({
      name: 'Enter a name',
      code: 'Use letters, digits, - and _ only',
    });
    const missingPromo = await call('POST', '/api/coupons', couponBody('PROMO404', { promotionId: 999999 }));
    expect(missingPromo.json().error.fields.promotionId).toBe('Choose an existing promotion');
    expect((await call('GET', '/api/coupons/999999')).statusCode).toBe(404);
    expect((await call('PATCH', '/api/coupons/999999', { name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/coupons/0')).statusCode).toBe(400);
  });

  it('gives a Photographer 403 everywhere in coupons and promotions', async () => {
    const headers = await ctx.asPhotographer();
    for (const [method, url] of [
      ['GET', '/api/coupons'],
      ['POST', '/api/coupons'],
      ['POST', '/api/coupons/apply'],
      ['GET', '/api/promotions'],
      ['DELETE', '/api/promotions/1'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('coupons list and derived state', () => {
  it('derives active / inactive / expired / used up / scheduled and filters by each on the server', async () => {
    const p = 'ST';
    await createCoupon(`${p}ACTIVE`);
    await createCoupon(`${p}OFF`, { status: 'inactive' });
    await createCoupon(`${p}OLD`, { startDate: at(-60), expiryDate: at(-30) });
    await createCoupon(`${p}SOON`, { startDate: at(10), expiryDate: at(40) });
    await createCoupon(`${p}ONCE`, { couponUsageType: 'limited', couponUsageLimit: 1 });
    expect((await apply(`${p}once`, 1000)).statusCode).toBe(200);

    const all = (await call('GET', `/api/coupons?q=${p}&sort=code&pageSize=50`)).json().data as CouponRow[];
    expect(Object.fromEntries(all.filter((c) => c.code.startsWith(p)).map((c) => [c.code, c.state]))).toEqual({
      STACTIVE: 'active',
      STOFF: 'inactive',
      STOLD: 'expired',
      STSOON: 'scheduled',
      STONCE: 'used_up',
    });
    for (const [state, code] of [
      ['active', 'STACTIVE'],
      ['inactive', 'STOFF'],
      ['expired', 'STOLD'],
      ['scheduled', 'STSOON'],
      ['used_up', 'STONCE'],
    ]) {
      const res = (await call('GET', `/api/coupons?q=${p}&state=${state}`)).json();
      expect(
        res.data.map((c: CouponRow) => c.code),
        state,
      ).toEqual([code]);
      expect(res.meta.total).toBe(1);
    }
    expect((await call('GET', '/api/coupons?state=bogus')).statusCode).toBe(400);
  });

  it('filters by type and promotion, searches name and code, sorts by expiry', async () => {
    const promo = (await call('POST', '/api/promotions', { title: 'Filter promo' })).json().data;
    await createCoupon('FTA', {
      couponType: 'percentage',
      amount: 5,
      maxAmount: 100,
      promotionId: promo.id,
      expiryDate: at(3),
    });
    await createCoupon('FTB', { promotionId: promo.id, expiryDate: at(2) });
    await createCoupon('FTC', { name: 'Find me by name', expiryDate: at(1) });
    const byPromo = (await call('GET', `/api/coupons?promotionId=${promo.id}&sort=expiryDate`)).json();
    expect(byPromo.data.map((c: CouponRow) => c.code)).toEqual(['FTB', 'FTA']);
    expect(byPromo.data[0].promotion).toEqual({ id: promo.id, title: 'Filter promo' });
    const pct = (await call('GET', `/api/coupons?promotionId=${promo.id}&couponType=percentage`)).json();
    expect(pct.data.map((c: CouponRow) => c.code)).toEqual(['FTA']);
    const byName = (await call('GET', '/api/coupons?q=find%20me')).json();
    expect(byName.data.map((c: CouponRow) => c.code)).toEqual(['FTC']);
  });
});

describe('applying a coupon', () => {
  it('computes flat and percentage discounts with half-even rounding and the cap, counting each use', async () => {
    await createCoupon('FLAT5');
    const flat = await apply('flat5', 300);
    expect(flat.json().data).toMatchObject({ code: 'FLAT5', discountCents: 300, noOfTimesCouponApplied: 1 });
    await createCoupon('PCT15', { couponType: 'percentage', amount: 15, maxAmount: 1000 });
    // 15% of 1010 = 151.5 → 152 (half to even); of 1030 = 154.5 → 154.
    expect((await apply('PCT15', 1010)).json().data.discountCents).toBe(152);
    expect((await apply('PCT15', 1030)).json().data.discountCents).toBe(154);
    expect((await apply('PCT15', 100000)).json().data.discountCents).toBe(1000);
    const preview = await apply('PCT15', 2000, true);
    expect(preview.json().data).toMatchObject({ discountCents: 300, noOfTimesCouponApplied: 3 });
    const id = preview.json().data.couponId;
    expect((await call('GET', `/api/coupons/${id}`)).json().data.noOfTimesCouponApplied).toBe(3);
  });

  it('refuses with a reason: unknown, inactive, expired, not started, used up', async () => {
    await createCoupon('RINACT', { status: 'inactive' });
    await createCoupon('REXP', { startDate: at(-9), expiryDate: at(-1) });
    await createCoupon('RSOON', { startDate: at(3), expiryDate: at(9) });
    const limited = await createCoupon('RLIM', { couponUsageType: 'limited', couponUsageLimit: 2 });
    const expectRefusal = async (code: string, message: RegExp) => {
      const res = await apply(code, 1000);
      expect(res.statusCode, code).toBe(422);
      expect(res.json().error.fields.code).toMatch(message);
    };
    await expectRefusal('NOPE', /^No coupon has this code$/);
    await expectRefusal('RINACT', /inactive/);
    await expectRefusal('REXP', /expired/);
    await expectRefusal('RSOON', /not valid yet: it starts/);
    expect((await apply('RLIM', 1000)).statusCode).toBe(200);
    expect((await apply('RLIM', 1000)).statusCode).toBe(200);
    await expectRefusal('RLIM', /maximum number of times/);
    // Counting a use leaves the coupon's version alone, so an open edit form is not made stale by orders.
    const afterUses = (await call('GET', `/api/coupons/${limited.id}`)).json().data;
    expect(afterUses.updatedAt).toBe(limited.updatedAt);
    expect(afterUses).toMatchObject({ noOfTimesCouponApplied: 2, state: 'used_up' });
    // Raising the limit brings it back.
    await call('PATCH', `/api/coupons/${limited.id}`, { couponUsageLimit: 3 });
    expect((await apply('RLIM', 1000)).statusCode).toBe(200);
  });

  it('validates the apply body', async () => {
    const res = await call('POST', '/api/coupons/apply', { code: '', orderTotal: 10.5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      code: 'Enter a code',
      orderTotal: 'Enter the total in whole cents',
    });
  });
});

describe('promotions', () => {
  it('CRUD with image, dates checked, and delete refused while coupons belong to it', async () => {
    const created = await call('POST', '/api/promotions', {
      title: 'Summer',
      shortName: 'SUM',
      startDate: '2026-06-01',
      endDate: '2026-08-31',
      imageUrl: '/uploads/summer.png',
    });
    expect(created.statusCode).toBe(201);
    const promo = created.json().data;
    expect(promo).toMatchObject({ title: 'Summer', imageUrl: '/uploads/summer.png', couponCount: 0 });

    const badDates = await call('PATCH', `/api/promotions/${promo.id}`, { endDate: '2026-05-01' });
    expect(badDates.statusCode).toBe(400);
    expect(badDates.json().error.fields.endDate).toBe('The end must be on or after the start');
    const bad = await call('POST', '/api/promotions', { title: '', startDate: '2026-13-45', imageUrl: 'javascript:x' });
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['imageUrl', 'startDate', 'title']);

    const noImage = await call('PATCH', `/api/promotions/${promo.id}`, { imageUrl: null, title: 'Summer 26' });
    expect(noImage.json().data).toMatchObject({ imageUrl: null, title: 'Summer 26' });

    const coupon = await createCoupon('SUMMER5', { promotionId: promo.id });
    expect((await call('GET', `/api/promotions/${promo.id}`)).json().data.couponCount).toBe(1);
    const refused = await call('DELETE', `/api/promotions/${promo.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(
      '“Summer 26” cannot be deleted: it is used by 1 coupon (“SUMMER5”). Change or delete those first.',
    );
    await call('DELETE', `/api/coupons/${coupon.id}`);
    expect((await call('DELETE', `/api/promotions/${promo.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/promotions/${promo.id}`)).statusCode).toBe(404);

    const h = (await call('GET', `/api/history?menu=promotions&itemId=${promo.id}`)).json().data;
    expect(h.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'update', 'create']);
  });

  it('lists with search and sort', async () => {
    for (const [title, start] of [
      ['LS Alpha', '2026-03-01'],
      ['LS Zeta', '2026-01-01'],
      ['LS Mid', '2026-02-01'],
    ])
      expect((await call('POST', '/api/promotions', { title, startDate: start })).statusCode).toBe(201);
    const titles = async (url: string) => (await call('GET', url)).json().data.map((p: { title: string }) => p.title);
    expect(await titles('/api/promotions?q=LS%20&sort=title')).toEqual(['LS Alpha', 'LS Mid', 'LS Zeta']);
    expect(await titles('/api/promotions?q=LS%20&sort=startDate')).toEqual(['LS Zeta', 'LS Mid', 'LS Alpha']);
    expect((await call('GET', '/api/promotions/999999')).statusCode).toBe(404);
  });
});
