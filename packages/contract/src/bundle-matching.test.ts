import { describe, expect, it } from 'vitest';
import {
  addedEventsMessage,
  bundleEventMatches,
  bundleEventMismatches,
  splitMatchingEvents,
  type BundleCriteria,
  type BundleEventFacts,
} from './bundle-matching.js';
import { bundlePublishProblems } from './bundles.js';

const FOOTBALL = 1;
const BASKETBALL = 2;
const VARSITY = 10;
const JV = 11;
const EAGLES = 100;
const LAKEVIEW_HS = 101;
const OWLS = 200;

/** A Boys Varsity Football pass of the Lakeview Eagles. */
const pass: BundleCriteria = {
  eventCategoryId: FOOTBALL,
  categoryName: 'Football',
  levelId: VARSITY,
  levelName: 'Varsity',
  gender: 'boys',
  organizationId: EAGLES,
  organizationName: 'Lakeview Eagles',
};

/** One of the pass's games; each test changes what it looks at. */
const game = (over: Partial<BundleEventFacts> = {}): BundleEventFacts => ({
  status: 'published',
  deleted: false,
  categoryId: FOOTBALL,
  categoryName: 'Football',
  levelIds: [VARSITY],
  levelName: 'Varsity',
  levelCode: 'VAR',
  gender: 'boys',
  multiGender: false,
  organizationIds: [EAGLES, LAKEVIEW_HS, OWLS],
  ...over,
});

const texts = (c: BundleCriteria, f: BundleEventFacts) => bundleEventMismatches(c, f).map((m) => m.text);

describe('bundleEventMismatches', () => {
  it('matches a published or fulfilled game of the pass’s sport, level, gender and team', () => {
    expect(texts(pass, game())).toEqual([]);
    expect(bundleEventMatches(pass, game({ status: 'fulfilled' }))).toBe(true);
  });

  it('says why each other game does not fit', () => {
    expect(texts(pass, game({ gender: 'girls' }))).toEqual(['girls’ game']);
    expect(texts(pass, game({ levelIds: [JV], levelName: 'Junior Varsity', levelCode: 'JV' }))).toEqual([
      'Junior Varsity, not Varsity',
    ]);
    expect(texts(pass, game({ status: 'draft' }))).toEqual(['draft']);
    expect(texts(pass, game({ status: 'canceled' }))).toEqual(['canceled']);
    expect(texts(pass, game({ deleted: true }))).toEqual(['deleted']);
    expect(texts(pass, game({ organizationIds: [OWLS] }))).toEqual(['another school (not Lakeview Eagles)']);
    expect(texts(pass, game({ categoryId: BASKETBALL, categoryName: 'Basketball' }))).toEqual([
      'Basketball, not Football',
    ]);
    expect(texts(pass, game({ gender: null }))).toEqual(['no gender set']);
    expect(texts(pass, game({ levelIds: [], levelName: null, levelCode: null }))).toEqual([
      'no level set, not Varsity',
    ]);
    expect(texts(pass, game({ categoryId: null, categoryName: null }))).toEqual(['no sport set, not Football']);
    // Several reasons, the status first.
    expect(texts(pass, game({ status: 'draft', gender: 'girls' }))).toEqual(['draft', 'girls’ game']);
  });

  it('counts a multi-level game for each of its levels and a multi-gender game for every gender', () => {
    expect(bundleEventMatches(pass, game({ levelIds: [JV, VARSITY], levelName: 'Junior Varsity' }))).toBe(true);
    expect(bundleEventMatches(pass, game({ gender: 'girls', multiGender: true }))).toBe(true);
  });

  it('matches a school’s pass to its teams’ games', () => {
    const school = { ...pass, organizationId: LAKEVIEW_HS, organizationName: 'Lakeview High School' };
    expect(bundleEventMatches(school, game())).toBe(true);
    expect(texts(school, game({ organizationIds: [OWLS] }))).toEqual(['another school (not Lakeview High School)']);
  });

  it('checks only what the pass sets', () => {
    const open: BundleCriteria = { eventCategoryId: null, levelId: null, gender: null, organizationId: null };
    expect(bundleEventMatches(open, game({ gender: 'girls', levelIds: [], organizationIds: [], categoryId: 9 }))).toBe(
      true,
    );
    expect(texts(open, game({ status: 'draft' }))).toEqual(['draft']);
    // Without the names, the reasons still read.
    expect(texts({ ...open, levelId: VARSITY }, game({ levelIds: [JV], levelName: 'Junior Varsity' }))).toEqual([
      'Junior Varsity, not the pass’s level',
    ]);
  });
});

describe('adding all shown', () => {
  it('keeps the matching games and says how many it left out and why', () => {
    const shown = [
      game(),
      game({ gender: 'girls' }),
      game({ status: 'fulfilled' }),
      game({ levelIds: [JV], levelName: 'Junior Varsity', levelCode: 'JV' }),
      game(),
      game({ status: 'draft' }),
      game(),
      game(),
    ];
    const { kept, left, summary } = splitMatchingEvents(pass, shown, (f) => f);
    expect(kept).toHaveLength(5);
    expect(summary).toBe('1 girls’ game, 1 JV game, 1 draft');
    expect(
      addedEventsMessage(
        kept.length,
        left.map((l) => l.mismatches),
      ),
    ).toBe('Added 5 games; left out 3: 1 girls’ game, 1 JV game, 1 draft');
  });

  it('counts each left-out game once, under its first reason, in plural when several', () => {
    const shown = [game({ status: 'draft', gender: 'girls' }), game({ status: 'draft' }), game({ gender: 'coed' })];
    const { left } = splitMatchingEvents(pass, shown, (f) => f);
    expect(
      addedEventsMessage(
        0,
        left.map((l) => l.mismatches),
      ),
    ).toBe('Added 0 games; left out 3: 2 drafts, 1 coed game');
    expect(addedEventsMessage(1, [])).toBe('Added 1 game');
  });
});

describe('bundlePublishProblems', () => {
  const ready = {
    eventCategoryId: FOOTBALL,
    levelId: VARSITY,
    startDate: '2026-09-01T05:00:00.000Z',
    endDate: '2026-11-30T05:59:59.999Z',
    expiryDate: '2027-01-31T05:59:59.999Z',
    events: [{ status: true, title: 'Week 1', mismatches: [] }],
    products: [{}],
  };

  it('asks for sport, level, dates, expiry, an active event and a product', () => {
    expect(bundlePublishProblems(ready)).toEqual({});
    expect(
      bundlePublishProblems({
        eventCategoryId: null,
        levelId: null,
        startDate: null,
        endDate: null,
        expiryDate: null,
        events: [{ status: false }],
        products: [],
      }),
    ).toEqual({
      eventCategoryId: 'Choose the sport before publishing',
      levelId: 'Choose the level before publishing',
      startDate: 'Choose the start date before publishing',
      endDate: 'Choose the end date before publishing',
      expiryDate: 'Choose the expiry date before publishing',
      events: 'A published bundle needs at least one active event',
      products: 'A published bundle needs at least one product',
    });
  });

  it('refuses active events that do not match, and lets inactive ones stay', () => {
    const events = [
      { status: true, title: 'Week 1', mismatches: [] },
      { status: true, title: 'Week 2', mismatches: [{ text: 'canceled' }] },
      { status: false, title: 'Week 3', mismatches: [{ text: 'draft' }] },
    ];
    expect(bundlePublishProblems({ ...ready, events })).toEqual({
      events: '1 active event does not match this pass: “Week 2” (canceled). Remove or deactivate it before publishing',
    });
    expect(bundlePublishProblems({ ...ready, events: [events[0], events[2]] })).toEqual({});
  });
});
