/** Scale seed, part 2: orders and their products, payments and refunds, regenerated per order from a seeded Rng. */
import type pg from 'pg';
import { PAYMENT_METHODS } from './fixtures.js';
import { createRng, hashSeed, randomCode } from './generate.js';
import { couponDiscount, orderAmounts } from '@phlox/contract';
import { copyInto } from './copy.js';
import { type Refs, PRODUCTS_PER_EVENT, SCALE_NOW } from './scale-refs.js';
import type { ScaleEvent } from './scale-events.js';

const DAY = 86_400_000;
const NOW = SCALE_NOW.getTime();
const SHIPPING = 599;
type Source = 'phlox' | 'zenfolio_bb' | 'zenfolio_sl' | 'photoday';
type Status = 'pending' | 'paid' | 'partially_refunded' | 'refunded' | 'canceled';

interface Item {
  eventProductId: number;
  price: number;
  playerId: number;
  fulfilment: 'pending_upload' | 'awaiting_fulfilment' | 'fulfilled';
  fulfilledAt: string | null;
  refunded: boolean;
}

export interface ScaleOrder {
  id: number;
  customerId: number;
  addressId: number;
  date: string;
  dateMs: number;
  source: Source;
  status: Status;
  eventId: number;
  photographerId: number;
  couponId: number | null;
  discountPercent: string | null;
  taxPercent: string;
  amounts: ReturnType<typeof orderAmounts>;
  items: Item[];
}

export interface OrderWorld {
  refs: Refs;
  events: ScaleEvent[];
  customers: { firstPlayer: Int32Array; players: Uint8Array; stateOf: (i: number) => { taxPercent: string } };
  base: Record<string, number>;
  seed: number;
}

/** Order i, always the same for the same world: the event moves with i, so ids roughly follow dates. */
export function makeOrderFactory(w: OrderWorld) {
  const { events, customers, refs } = w;
  const sellable = new Int32Array(events.length);
  for (let e = events.length - 1, next = -1; e >= 0; e--) {
    if (events[e].status === 'published' || events[e].status === 'fulfilled') next = e;
    sellable[e] = next;
  }
  const customerCount = customers.players.length;
  return (i: number, total: number): ScaleOrder | null => {
    const r = createRng(hashSeed(w.seed, i, 11));
    const guess = Math.min(events.length - 1, Math.max(0, Math.floor((i * events.length) / total) + r.int(-5, 5)));
    const ei = sellable[guess] >= 0 ? sellable[guess] : sellable[0];
    if (ei < 0) return null;
    const ev = events[ei];
    const c = r.int(0, customerCount - 1);
    const roll = r();
    let source: Source = roll < 0.85 ? 'phlox' : roll < 0.92 ? 'zenfolio_bb' : roll < 0.96 ? 'zenfolio_sl' : 'photoday';
    if (source !== 'phlox' && ev.end > NOW - 3 * DAY) source = 'phlox';
    let dateMs =
      source === 'phlox'
        ? ev.start - r.int(60, 21 * 24 * 60) * 60_000
        : ev.end + r.int(2 * 24 * 60, 20 * 24 * 60) * 60_000;
    if (dateMs > NOW) dateMs = NOW - r.int(10, 3 * 24 * 60) * 60_000;
    const future = ev.start > NOW;
    const n = r.int(1, 5);
    let status: Status = 'paid';
    const s = r();
    if (source === 'phlox') {
      if (future) status = s < 0.08 ? 'pending' : s < 0.1 ? 'canceled' : 'paid';
      else status = s < 0.02 ? 'refunded' : s < 0.05 ? (n > 1 ? 'partially_refunded' : 'refunded') : 'paid';
    }
    const paid = status !== 'pending' && status !== 'canceled';
    const refunding = status === 'refunded' || status === 'partially_refunded';
    const players = customers.players[c];
    const items: Item[] = [];
    let shipped = false;
    for (let k = 0; k < n; k++) {
      const j = r.int(0, PRODUCTS_PER_EVENT - 1);
      shipped ||= ev.categories[j] !== 'Digital';
      let fulfilment: Item['fulfilment'] = 'pending_upload';
      let fulfilledAt: string | null = null;
      if (paid && ev.status === 'fulfilled')
        [fulfilment, fulfilledAt] = ['fulfilled', new Date(ev.fulfilledAt!).toISOString()];
      else if (paid && ev.end < NOW) fulfilment = 'awaiting_fulfilment';
      items.push({
        eventProductId: ev.firstProductId + j,
        price: ev.prices[j],
        playerId: customers.firstPlayer[c] + r.int(0, players - 1),
        fulfilment,
        fulfilledAt,
        refunded: status === 'refunded' || (status === 'partially_refunded' && k === 0),
      });
    }
    const prices = items.map((x) => x.price);
    let coupon: Refs['coupons'][number] | undefined;
    if (source === 'phlox' && !refunding && r.chance(0.1)) {
      const ok = refs.coupons.filter((k) => k.start <= dateMs && dateMs <= k.end);
      coupon = ok.length ? r.pick(ok) : undefined;
    }
    const subtotal = prices.reduce((a, b) => a + b, 0);
    const discount = coupon ? couponDiscount(coupon, subtotal) : 0;
    const taxPercent = source === 'phlox' ? customers.stateOf(c).taxPercent : '0';
    const amounts = orderAmounts(prices, discount, taxPercent, source === 'phlox' && shipped ? SHIPPING : 0);
    return {
      id: w.base.orders + 1 + i,
      customerId: w.base.customers + 1 + c,
      addressId: w.base.address + 1 + c,
      date: new Date(dateMs).toISOString(),
      dateMs,
      source,
      status,
      eventId: ev.id,
      photographerId: ev.photographerId,
      couponId: coupon?.id ?? null,
      discountPercent: coupon?.couponType === 'percentage' ? String(coupon.amount) : null,
      taxPercent,
      amounts,
      items,
    };
  };
}

/** Streams N orders, then their products, payments and refunds (one pass per table, same orders each time). */
export async function loadOrders(c: pg.ClientBase, w: OrderWorld, total: number, log: (msg: string) => void) {
  const make = makeOrderFactory(w);
  function* each(table: string) {
    for (let i = 0; i < total; i++) {
      const o = make(i, total);
      if (o) yield o;
      if ((i + 1) % 250_000 === 0) log(`  … ${table}: ${i + 1} of ${total} orders done`);
    }
  }
  const orders = await copyInto(
    c,
    'orders',
    [
      'id',
      'customer_id',
      'shipping_address_id',
      'billing_address_id',
      'order_date',
      'order_total',
      'tax_amount',
      'shipping_amount',
      'discount_amount',
      'coupon_id',
      'total_amount',
      'discount_percent',
      'tax_percent',
      'status',
      'source',
      'source_order_id',
      'stripe_payment_id',
      'isOrderPlacementMailSent',
      'isOrderConfirmationMailSent',
      'created_at',
      'updated_at',
    ],
    (function* () {
      for (const o of each('orders')) {
        const a = o.amounts;
        const phlox = o.source === 'phlox';
        const paid = o.status !== 'pending' && o.status !== 'canceled';
        yield [
          o.id,
          o.customerId,
          a.shippingAmount ? o.addressId : null,
          o.addressId,
          o.date,
          a.orderTotal,
          a.taxAmount,
          a.shippingAmount,
          a.discountAmount,
          o.couponId,
          a.totalAmount,
          o.discountPercent,
          o.taxPercent,
          o.status,
          o.source,
          // 'S' keeps scale ids apart from the demo's random six-digit ones: (source, source_order_id) is unique.
          phlox ? null : `${o.source === 'photoday' ? 'PD' : 'ZF'}-S${o.id}`,
          phlox && paid ? `pi_scale${o.id}` : null,
          phlox,
          phlox && paid,
          o.date,
          o.date,
        ];
      }
    })(),
  );
  log(`  orders: ${orders}`);
  let opId = w.base.order_products;
  const ops = await copyInto(
    c,
    'order_products',
    [
      'id',
      'order_id',
      'event_product_id',
      'customer_player_id',
      'price',
      'fullfilment_status',
      'event_id',
      'fulfilled_by',
      'fulfilled_at',
      'created_at',
      'updated_at',
    ],
    (function* () {
      for (const o of each('order_products'))
        for (const it of o.items)
          yield [
            ++opId,
            o.id,
            it.eventProductId,
            it.playerId,
            it.price,
            it.fulfilment,
            o.eventId,
            it.fulfilledAt ? o.photographerId : null,
            it.fulfilledAt,
            o.date,
            o.date,
          ];
    })(),
  );
  log(`  order_products: ${ops}`);
  let payId = w.base.order_payments;
  const payments = await copyInto(
    c,
    'order_payments',
    ['id', 'order_id', 'paid_date', 'payment_method', 'reciept_number', 'amount_paid'],
    (function* () {
      for (const o of each('order_payments')) {
        if (o.status === 'pending' || o.status === 'canceled') continue;
        yield [
          ++payId,
          o.id,
          new Date(o.dateMs + 120_000),
          o.source === 'phlox' ? PAYMENT_METHODS[o.id % PAYMENT_METHODS.length] : o.source,
          `RCPT-${o.id}`,
          o.amounts.totalAmount,
        ];
      }
    })(),
  );
  log(`  order_payments: ${payments}`);
  let refId = w.base.order_product_refunds;
  let opRef = w.base.order_products;
  const refunds = await copyInto(
    c,
    'order_product_refunds',
    [
      'id',
      'order_product_id',
      'user_id',
      'refund_amount',
      'refund_reason',
      'refund_initiated_at',
      'refunded_at',
      'isManualRefund',
      'refund_status',
      'stripe_refund_id',
    ],
    (function* () {
      for (const o of each('order_product_refunds')) {
        for (const it of o.items) {
          opRef++;
          if (!it.refunded) continue;
          const at = Math.min(o.dateMs + 3 * DAY, NOW);
          const manual = o.id % 4 === 0;
          yield [
            ++refId,
            opRef,
            w.refs.adminId,
            it.price,
            'Customer request',
            new Date(at - 3_600_000),
            new Date(at),
            manual,
            'succeeded',
            manual ? null : `re_${randomCode(createRng(opRef), 24)}`,
          ];
        }
      }
    })(),
  );
  log(`  order_product_refunds: ${refunds}`);
  return { orders, ops, payments, refunds };
}
