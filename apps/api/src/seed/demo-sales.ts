/** Demo customers, coupons, gift cards and ~400 orders whose amounts follow BUSINESS_RULES.md exactly. */
import * as s from '../db/schema/index.js';
import { CATEGORY_QUESTIONS, PAYMENT_METHODS, PRODUCTS, STATES } from './fixtures.js';
import { type Rng, addDays, addMinutes, chicagoTime, randomCode } from './generate.js';
import { couponDiscount, orderAmounts } from '@phlox/contract';
import { type DemoUsers, type Reference, type Row, add } from './demo-world.js';
import { DEMO_NOW, type DemoEvents } from './demo-events.js';
import type { DemoBundles } from './demo-bundles.js';
import { type DemoCustomers, buildCoupons } from './demo-customers.js';

type Source = (typeof s.orderSourceEnum.enumValues)[number];
type OrderStatus = (typeof s.orderStatusEnum.enumValues)[number];
type Fulfilment = (typeof s.fulfilmentStatusEnum.enumValues)[number];
const SHIPPING = 599;
const SHIPPED_CATEGORIES = new Set(['Prints', 'Packages']);

interface Line {
  price: number;
  eventProductId?: number;
  seasonPassProductId?: number;
  eventId?: number;
  category: string;
  playerId: number;
}

export function buildOrders(
  rng: Rng,
  ref: Reference,
  people: DemoUsers,
  ev: DemoEvents,
  bn: DemoBundles,
  cu: DemoCustomers,
  count = 400,
) {
  const { promotions, coupons } = buildCoupons(people.adminId);
  const giftcards: Row<typeof s.giftcards>[] = [];
  for (let i = 0; i < 8; i++) {
    add(giftcards, {
      code: randomCode(rng),
      value: [10000, 10000, 10000, 5000, 10000, 2500, 10000, 5000][i],
      description: i < 4 ? 'Booster fundraiser prize' : 'Customer service credit',
      createdBy: people.adminId,
      createdAt: chicagoTime(2026, 8, 3 + i * 9, 11),
    });
  }
  const balance = giftcards.map((g) => g.value!);
  const categoryOfProduct = new Map(
    ref.rows.products.map((p) => [p.id, PRODUCTS.find((x) => x.name === p.name)!.category]),
  );
  const eventById = new Map(ev.rows.events.map((e) => [e.id, e]));
  const productsOfEvent = new Map<number, Row<typeof s.eventProducts>[]>();
  for (const ep of ev.rows.eventProducts)
    productsOfEvent.set(ep.eventId, [...(productsOfEvent.get(ep.eventId) ?? []), ep]);
  const sellable = ev.rows.events.filter((e) => e.status === 'published' || e.status === 'fulfilled');
  const pastSellable = sellable.filter((e) => (e.endTime as Date) < DEMO_NOW);
  const passes = bn.rows.seasonPass.filter((p) => p.status !== 'draft');
  const photographerOf = new Map(
    ev.rows.eventPhotographers.filter((p) => p.owner).map((p) => [p.eventId, p.photographerId]),
  );

  // Parents buy for their own child's games: an event's (or season pass's) buyer has a player on one of its teams.
  const teamsOfEvent = new Map<number, Set<number>>();
  for (const m of ev.rows.eventMatches)
    teamsOfEvent.set(
      m.eventId,
      new Set([m.homeTeamId, m.visitingTeamId, ...(m.participatingTeams ?? [])].filter((t) => t != null)),
    );
  const customerCount = cu.rows.customers.length;
  /** The drawn customer, or the next one in id order with a player on one of `teams`; with those players. */
  const buyer = (drawn: number, teams: ReadonlySet<number>) => {
    for (let k = 0; k < customerCount; k++) {
      const id = ((drawn - 1 + k) % customerCount) + 1;
      const players = cu.playersOf.get(id)!.filter((p) => teams.has(cu.teamOf.get(p)!));
      if (players.length) return { customerId: id, players };
    }
    return { customerId: drawn, players: cu.playersOf.get(drawn)! };
  };

  type Draft = { date: Date; source: Source; customerId: number; lines: Line[]; passEnd?: Date };
  const drafts: Draft[] = [];
  for (let i = 0; i < count; i++) {
    const drawn = rng.int(1, customerCount);
    const roll = rng();
    const source: Source =
      roll < 0.8 ? 'phlox' : roll < 0.88 ? 'zenfolio_bb' : roll < 0.94 ? 'zenfolio_sl' : 'photoday';
    if (source === 'phlox' && rng.chance(0.1) && passes.length) {
      const pass = rng.pick(passes);
      const { customerId, players } = buyer(drawn, new Set(pass.organizationId ? [pass.organizationId] : []));
      const spps = bn.rows.seasonPassProducts.filter((p) => p.seasonPassId === pass.id);
      const lines = spps.slice(0, rng.int(1, spps.length)).map((p) => ({
        price: p.totalPrice,
        seasonPassProductId: p.id,
        category: categoryOfProduct.get(p.productId)!,
        playerId: rng.pick(players),
      }));
      const date = addMinutes(pass.startDate as Date, -rng.int(60, 40 * 24 * 60));
      drafts.push({ date, source, customerId, lines, passEnd: pass.endDate as Date });
      continue;
    }
    const event = source === 'phlox' ? rng.pick(sellable) : rng.pick(pastSellable);
    const { customerId, players } = buyer(drawn, teamsOfEvent.get(event.id) ?? new Set());
    const start = event.startTime as Date;
    const end = event.endTime as Date;
    let date =
      source === 'phlox'
        ? addMinutes(start, -rng.int(60, 21 * 24 * 60))
        : addMinutes(end, rng.int(2 * 24 * 60, 20 * 24 * 60));
    if (date > DEMO_NOW) date = addMinutes(DEMO_NOW, -rng.int(10, 10 * 24 * 60));
    const eps = productsOfEvent.get(event.id)!;
    const lines = Array.from({ length: rng.int(1, 5) }, () => {
      const ep = rng.pick(eps);
      return {
        price: ep.totalPrice,
        eventProductId: ep.id,
        eventId: event.id,
        category: categoryOfProduct.get(ep.productId)!,
        playerId: rng.pick(players),
      };
    });
    drafts.push({ date, source, customerId, lines });
  }
  drafts.sort((a, b) => a.date.getTime() - b.date.getTime());

  const orders: Row<typeof s.orders>[] = [];
  const orderProducts: Row<typeof s.orderProducts>[] = [];
  const orderPayments: Row<typeof s.orderPayments>[] = [];
  const refunds: Row<typeof s.orderProductRefunds>[] = [];
  const answers: Row<typeof s.orderProductQuestionsAnswers>[] = [];
  const giftcardTransactions: Row<typeof s.orderGiftcardTransactions>[] = [];
  const playerById = new Map(cu.rows.customerPlayers.map((p) => [p.id, p]));

  for (const d of drafts) {
    const future = d.lines.some((l) =>
      l.eventId ? (eventById.get(l.eventId)!.startTime as Date) > DEMO_NOW : d.passEnd! > DEMO_NOW,
    );
    let status: OrderStatus = 'paid';
    if (d.source === 'phlox') {
      const r = rng();
      if (future) status = r < 0.1 ? 'pending' : r < 0.13 ? 'canceled' : 'paid';
      else
        status = r < 0.04 ? 'refunded' : r < 0.09 ? (d.lines.length > 1 ? 'partially_refunded' : 'refunded') : 'paid';
    }
    const refunding = status === 'refunded' || status === 'partially_refunded';
    let coupon: Row<typeof s.coupons> | undefined;
    if (d.source === 'phlox' && !refunding && rng.chance(0.2)) {
      const usable = coupons.filter(
        (c) =>
          c.status !== 'inactive' &&
          (c.startDate as Date) <= d.date &&
          d.date <= (c.expiryDate as Date) &&
          (c.couponUsageType !== 'limited' || c.noOfTimesCouponApplied! < c.couponUsageLimit!),
      );
      coupon = usable.length ? rng.pick(usable) : undefined;
    }
    const prices = d.lines.map((l) => l.price);
    const orderTotalRaw = prices.reduce((a, b) => a + b, 0);
    const discount = coupon
      ? couponDiscount(
          { couponType: coupon.couponType!, amount: coupon.amount, maxAmount: coupon.maxAmount },
          orderTotalRaw,
        )
      : 0;
    if (coupon) coupon.noOfTimesCouponApplied! += 1;
    const taxPercent =
      d.source === 'phlox' ? STATES.find((x) => x.code === cu.stateOf.get(d.customerId))!.taxPercent : '0';
    const shipping = d.source === 'phlox' && d.lines.some((l) => SHIPPED_CATEGORIES.has(l.category)) ? SHIPPING : 0;
    const amounts = orderAmounts(prices, discount, taxPercent, shipping);
    const customer = cu.rows.customers[d.customerId - 1];
    const paid = status !== 'pending' && status !== 'canceled';
    const orderId = add(orders, {
      customerId: d.customerId,
      shippingAddressId: shipping ? customer.addressId : null,
      billingAddressId: customer.addressId,
      orderDate: d.date,
      ...amounts,
      couponId: coupon?.id ?? null,
      discountPercent: coupon?.couponType === 'percentage' ? String(coupon.amount) : null,
      taxPercent,
      status,
      source: d.source,
      sendSms: rng.chance(0.3),
      encryptedOrderId: randomCode(rng, 24).toLowerCase(),
      stripePaymentId: d.source === 'phlox' && paid ? `pi_${randomCode(rng, 24)}` : null,
      sourceOrderId:
        d.source === 'phlox' ? null : `${d.source === 'photoday' ? 'PD' : 'ZF'}-${rng.int(100000, 999999)}`,
      sourceOrderDetails: d.source === 'phlox' ? null : { importedFrom: d.source, file: `${d.source}-export-2026.csv` },
      isOrderPlacementMailSent: d.source === 'phlox',
      isOrderConfirmationMailSent: d.source === 'phlox' && paid,
      isOrderInProgressMailSent: d.source === 'phlox' && paid,
      createdAt: d.date,
      updatedAt: d.date,
    });

    d.lines.forEach((l, li) => {
      const event = l.eventId ? eventById.get(l.eventId)! : undefined;
      let fulfilment: Fulfilment = 'pending_upload';
      let fulfilledAt: Date | null = null;
      if (paid && event) {
        if (event.status === 'fulfilled') [fulfilment, fulfilledAt] = ['fulfilled', event.fulfilledAt as Date];
        else if ((event.endTime as Date) < DEMO_NOW) fulfilment = 'awaiting_fulfilment';
      } else if (paid && d.passEnd && addDays(d.passEnd, 7) < DEMO_NOW)
        [fulfilment, fulfilledAt] = ['fulfilled', addDays(d.passEnd, 7)];
      const opId = add(orderProducts, {
        orderId,
        eventProductId: l.eventProductId ?? null,
        seasonPassProductId: l.seasonPassProductId ?? null,
        eventId: l.eventId ?? null,
        customerPlayerId: l.playerId,
        price: l.price,
        fulfilmentStatus: fulfilment,
        fulfilledAt,
        fulfilledBy: fulfilledAt && l.eventId ? (photographerOf.get(l.eventId) ?? null) : null,
        createdAt: d.date,
        updatedAt: d.date,
      });
      if (refunding && (status === 'refunded' || li === 0)) {
        const refundedAt = new Date(Math.min(addDays(d.date, rng.int(2, 12)).getTime(), DEMO_NOW.getTime()));
        const manual = rng.chance(0.3);
        add(refunds, {
          orderProductId: opId,
          userId: people.adminId,
          refundAmount: l.price,
          refundReason: rng.pick([
            'Duplicate purchase',
            'Player did not attend',
            'Customer request',
            'Wrong product ordered',
          ]),
          refundInitiatedAt: addMinutes(refundedAt, -45),
          refundedAt,
          isManualRefund: manual,
          refundStatus: 'succeeded',
          stripeRefundId: manual ? null : `re_${randomCode(rng, 24)}`,
        });
      }
      if (d.source === 'phlox' && event) {
        const qids = ref.questionIdsByCategory[event.eventCategoryId!] ?? [];
        const player = playerById.get(l.playerId)!;
        const values = [
          `${player.firstName} ${player.lastName}`,
          cu.jerseyOf.get(l.playerId)!,
          rng.pick(ref.optionNamesByQuestion[qids[2]] ?? ['Action']),
        ];
        // A question tied to a product category (the shot type: prints) is asked only for that category.
        qids.forEach((qid, qi) => {
          if (CATEGORY_QUESTIONS[qi].productCategory && CATEGORY_QUESTIONS[qi].productCategory !== l.category) return;
          add(answers, { orderProductId: opId, eventCategoryQuestionId: qid, answer: values[qi] });
        });
      }
    });

    if (!paid) continue;
    let cardPart = amounts.totalAmount;
    const cardIdx =
      d.source === 'phlox' && !refunding && giftcardTransactions.length < 10 && rng.chance(0.05)
        ? rng.int(0, giftcards.length - 1)
        : -1;
    const paidAt = addMinutes(d.date, rng.int(1, 5));
    if (cardIdx >= 0 && balance[cardIdx] > 0) {
      const debit = Math.min(balance[cardIdx], amounts.totalAmount);
      balance[cardIdx] -= debit;
      cardPart -= debit;
      add(giftcardTransactions, {
        orderId,
        giftcardId: giftcards[cardIdx].id,
        transactionType: 'debit',
        amount: debit,
        createdAt: paidAt,
      });
      add(orderPayments, {
        orderId,
        paidDate: paidAt,
        paymentMethod: 'gift_card',
        receiptNumber: `GC-${orderId}`,
        amountPaid: debit,
      });
    }
    if (cardPart > 0) {
      add(orderPayments, {
        orderId,
        paidDate: paidAt,
        paymentMethod: d.source === 'phlox' ? rng.pick(PAYMENT_METHODS) : d.source,
        receiptNumber: `RCPT-${String(orderId).padStart(6, '0')}`,
        amountPaid: cardPart,
      });
    }
  }
  // One goodwill top-up, not tied to an order.
  add(giftcardTransactions, {
    orderId: null,
    giftcardId: giftcards[7].id,
    transactionType: 'credit',
    amount: 2500,
    createdAt: chicagoTime(2026, 11, 2, 10),
  });

  return {
    rows: {
      promotions,
      coupons,
      giftcards,
      orders,
      orderProducts,
      orderPayments,
      refunds,
      answers,
      giftcardTransactions,
    },
  };
}
