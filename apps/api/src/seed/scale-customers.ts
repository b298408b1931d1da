/** Scale seed: customers with an address each and 1–3 players, streamed with COPY. */
import { fakerEN_US as faker } from '@faker-js/faker';
import type pg from 'pg';
import { EMAIL_DOMAINS, STATES, STREET_NAMES } from './fixtures.js';
import { type Rng, createRng, hashSeed } from './generate.js';
import { copyInto } from './copy.js';
import { SCALE_FIRST_DAY } from './scale-refs.js';

/** Customers (one address each) and 1–3 players each; returns each customer's first player id and player count. */
export async function loadCustomers(c: pg.ClientBase, base: Record<string, number>, count: number, seed: number) {
  faker.seed(seed + 1);
  const firsts = Array.from({ length: 1500 }, () => faker.person.firstName());
  const lasts = Array.from({ length: 1500 }, () => faker.person.lastName());
  const firstPlayer = new Int32Array(count);
  const players = new Uint8Array(count);
  let next = base.customer_players + 1;
  for (let i = 0; i < count; i++) {
    firstPlayer[i] = next;
    players[i] = 1 + (hashSeed(seed, i, 7) % 3);
    next += players[i];
  }
  const rngFor = (i: number): Rng => createRng(hashSeed(seed, i, 3));
  const created = (r: Rng) => new Date(SCALE_FIRST_DAY.getTime() - 30 * 86_400_000 + r.int(0, 480) * 86_400_000);
  await copyInto(
    c,
    'address',
    ['id', 'address_line_1', 'city', 'state', 'zip', 'country'],
    (function* () {
      for (let i = 0; i < count; i++) {
        const r = rngFor(i);
        const st = STATES[i % STATES.length];
        yield [
          base.address + 1 + i,
          `${r.int(100, 9899)} ${r.pick(STREET_NAMES)}`,
          r.pick(st.cities),
          st.code,
          String(r.int(10000, 99999)),
          'United States',
        ];
      }
    })(),
  );
  await copyInto(
    c,
    'customers',
    ['id', 'first_name', 'last_name', 'email', 'phone', 'address_id', 'created_at', 'updated_at'],
    (function* () {
      for (let i = 0; i < count; i++) {
        const r = rngFor(i);
        const f = r.pick(firsts);
        const l = r.pick(lasts);
        const at = created(r);
        const id = base.customers + 1 + i;
        yield [
          id,
          f,
          l,
          `${f}.${l}${id}@${r.pick(EMAIL_DOMAINS)}`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
          `(${r.int(201, 989)}) ${r.int(200, 999)}-${String(r.int(0, 9999)).padStart(4, '0')}`,
          base.address + 1 + i,
          at,
          at,
        ];
      }
    })(),
  );
  await copyInto(
    c,
    'customer_players',
    ['id', 'customer_id', 'first_name', 'last_name', 'graduation_year'],
    (function* () {
      for (let i = 0; i < count; i++) {
        const r = rngFor(i);
        r.pick(firsts);
        const last = r.pick(lasts); // the customer's own last name, as drawn above
        for (let p = 0; p < players[i]; p++)
          yield [
            firstPlayer[i] + p,
            base.customers + 1 + i,
            r.pick(firsts),
            r.chance(0.9) ? last : r.pick(lasts),
            r.int(2026, 2031),
          ];
      }
    })(),
  );
  return { firstPlayer, players, stateOf: (i: number) => STATES[i % STATES.length] };
}
