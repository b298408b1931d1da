/** Demo bundles (season passes): a team's season of one sport and level, priced per BUSINESS_RULES.md. */
import { BUNDLE_EVENT_STATUSES } from '@phlox/contract';
import * as s from '../db/schema/index.js';
import { LEVELS } from './fixtures.js';
import { academicYear, addDays, bundleTitle } from './generate.js';
import { bundleProductTotal } from '@phlox/contract';
import { type Reference, type Row, type Team, add } from './demo-world.js';
import type { DemoEvents } from './demo-events.js';

/** Six bundles: a team's season of one sport and level. */
export function buildBundles(ref: Reference, ev: DemoEvents) {
  const seasonPass: Row<typeof s.seasonPass>[] = [];
  const seasonPassEvents: Row<typeof s.seasonPassEvents>[] = [];
  const seasonPassProducts: Row<typeof s.seasonPassProducts>[] = [];
  const wanted: Array<{ sport: string; level: string; status: 'draft' | 'published' | 'archived' }> = [
    { sport: 'Football', level: 'VAR', status: 'published' },
    { sport: 'Football', level: 'VAR', status: 'published' },
    { sport: 'Football', level: 'JV', status: 'archived' },
    { sport: 'Volleyball', level: 'VAR', status: 'published' },
    { sport: 'Basketball', level: 'VAR', status: 'published' },
    { sport: 'Soccer', level: 'VAR', status: 'draft' },
  ];
  const used = new Set<Team>();
  const passProducts = ['Digital Download', 'Action Shot Print 8x10'];
  for (const w of wanted) {
    const eventsOf = (team: Team) =>
      ev.rows.events.filter((e) => {
        const t = ev.eventTeams.get(e.id)!;
        return (
          t.sport === w.sport &&
          t.level === w.level &&
          BUNDLE_EVENT_STATUSES.includes(e.status!) &&
          (t.home === team || t.visiting === team)
        );
      });
    // The not-yet-bundled team with the most games of that sport and level.
    const team = ref.teams.filter((t) => !used.has(t)).sort((a, b) => eventsOf(b).length - eventsOf(a).length)[0];
    const evs = eventsOf(team);
    if (evs.length === 0) continue;
    used.add(team);
    const first = evs[0].startTime as Date;
    const last = evs[evs.length - 1].endTime as Date;
    const level = LEVELS.find((l) => l.code === w.level)!;
    const passId = add(seasonPass, {
      name: bundleTitle({
        team: team.name,
        level: level.name,
        sport: w.sport,
        year: first.getUTCFullYear(),
        events: evs.length,
      }),
      description: `Every ${w.sport.toLowerCase()} game of the ${team.name} this season, at 20% off.`,
      discount: '20',
      startDate: first,
      endDate: last,
      expiryDate: addDays(last, 60),
      academicYear: academicYear(first),
      status: w.status,
      levelId: ref.levelId[w.level],
      eventCategoryId: ref.sportIds[w.sport],
      gender: ev.rows.eventMatches.find((m) => m.eventId === evs[0].id)!.gender,
      organizationId: team.id,
      createdAt: addDays(first, -40),
      updatedAt: addDays(first, -40),
    });
    for (const e of evs) add(seasonPassEvents, { seasonPassId: passId, eventId: e.id });
    let price = 0;
    let total = 0;
    for (const name of passProducts) {
      const product = ref.rows.products.find((p) => p.name === name)!;
      const defaultPrice = product.price! * evs.length;
      const totalPrice = bundleProductTotal(defaultPrice, '1.000', '20');
      add(seasonPassProducts, {
        seasonPassId: passId,
        productId: product.id,
        defaultPrice,
        multiplier: '1.000',
        totalPrice,
        discount: '20',
      });
      price += defaultPrice;
      total += totalPrice;
    }
    Object.assign(seasonPass[passId - 1], { price, totalPrice: total });
  }
  return { rows: { seasonPass, seasonPassEvents, seasonPassProducts } };
}
export type DemoBundles = ReturnType<typeof buildBundles>;
