import { INT4_MAX } from './constants.js';
import { z } from 'zod';
import { idListQuerySchema, listQuerySchema, versionField } from './api.js';
import {
  ASSIGNMENT_CONFIRMATIONS,
  COMMISSION_TYPES,
  COMPETITION_TYPES,
  EVENT_ROLES,
  EVENT_STATUSES,
  GENDERS,
} from './enums.js';
import { isCalendarDate, optionalTextField } from './fields.js';
import { imageUrlSchema } from './uploads.js';
import { optionalWebsiteSchema } from './urls.js';

/** Where a photographer's upload for an event stands (event_photographers.upload_status). */
export const EVENT_UPLOAD_STATUSES = ['pending', 'in_progress', 'uploaded'] as const;

const id = z.number().int().positive().max(INT4_MAX);
const cents = z.number().int('Use whole cents').min(0, 'Use an amount of $0 or more').max(100_000_000);
const instant = z.iso.datetime({ offset: true, error: 'Enter a date and time' });
const percentText = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100, 'Use a percent from 0 to 100');
const multiplierText = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,3}(\.\d{1,3})?$/.test(v) && Number(v) > 0, 'Use a multiplier above 0 (e.g. 1.25)');

export const eventMatchInputSchema = z.object({
  gender: z.enum(GENDERS).nullish(),
  homeTeamId: id.nullish(),
  visitingTeamId: id.nullish(),
  levelId: id.nullish(),
  academicYear: z
    .string()
    .trim()
    .nullish()
    .refine((v) => !v || /^\d{4}-\d{4}$/.test(v), 'Use a school year such as 2026-2027'),
  participatingTeams: z.array(id).max(64).optional(),
  multiGender: z.boolean().optional(),
  multiLevelIds: z.array(id).max(20).optional(),
});
export type EventMatchInput = z.infer<typeof eventMatchInputSchema>;

export const eventPhotographerInputSchema = z.object({
  photographerId: id,
  eventRole: z.enum(EVENT_ROLES).default('photographer'),
  commissionType: z.enum(COMMISSION_TYPES).default('fixed'),
  charge: cents.nullish(),
  percentCharge: percentText.nullish(),
  owner: z.boolean().default(false),
  uploadStatus: z.enum(EVENT_UPLOAD_STATUSES).nullish(),
});
export type EventPhotographerInput = z.input<typeof eventPhotographerInputSchema>;

export const eventProductInputSchema = z.object({
  productId: id,
  /** Starts from the product's price when left out. */
  defaultPrice: cents.nullish(),
  multiplier: multiplierText.default('1'),
});

export const eventManualSaleInputSchema = z.object({
  id: id.optional(),
  saleAmount: cents,
  description: optionalTextField(500),
  settledAt: instant.nullish(),
});

export const eventZenfolioInputSchema = z.object({
  createZenfolio: z.boolean().default(false),
  /** The Zenfolio gallery id (events.zenfolio_id; zenfolios.galleryIds). */
  zenfolioId: optionalTextField(100),
  galleryName: optionalTextField(255),
  link: optionalWebsiteSchema,
  password: optionalTextField(255),
});

function uniqueBy<T>(key: (t: T) => number) {
  return (list: T[]) => new Set(list.map(key)).size === list.length;
}

/** Every field of an event; lists replace the event's current ones. Left out on update = kept as is. */
const eventFields = {
  title: optionalTextField(255),
  eventCategoryId: id.nullish(),
  description: optionalTextField(5000),
  startTime: instant.nullish(),
  endTime: instant.nullish(),
  status: z.enum(EVENT_STATUSES),
  competitionType: z.enum(COMPETITION_TYPES),
  eventOwnerId: id.nullish(),
  isPrivateEvent: z.boolean(),
  /** The school district a media day is held for. */
  schoolDistrictId: id.nullish(),
  /** The Statement of Work a media day was agreed under (media days only). */
  statementOfWorkId: id.nullish(),
  metaTitle: optionalTextField(255),
  metaKeywords: optionalTextField(1000),
  metaDescription: optionalTextField(2000),
  tags: optionalTextField(1000),
  match: eventMatchInputSchema,
  organizations: z
    .array(z.object({ organizationId: id, isVenue: z.boolean().default(false) }))
    .max(50)
    .refine(
      uniqueBy((o: { organizationId: number }) => o.organizationId),
      'Each organization once',
    ),
  photographers: z
    .array(eventPhotographerInputSchema)
    .max(30)
    .refine(
      uniqueBy((p: { photographerId: number }) => p.photographerId),
      'Each photographer once',
    ),
  products: z
    .array(eventProductInputSchema)
    .max(50)
    .refine(
      uniqueBy((p: { productId: number }) => p.productId),
      'Each product once',
    ),
  images: z
    .array(z.object({ url: imageUrlSchema, primary: z.boolean().default(false) }))
    .max(30, 'Use at most 30 images')
    .refine((l) => l.filter((i) => i.primary).length <= 1, 'Choose one primary image'),
  zenfolio: eventZenfolioInputSchema,
  manualSales: z.array(eventManualSaleInputSchema).max(100),
  orderLimits: z
    .array(z.object({ productCategoryId: id, orderLimit: z.number().int().min(0).max(1_000_000) }))
    .max(20)
    .refine(
      uniqueBy((l: { productCategoryId: number }) => l.productCategoryId),
      'One limit per product category',
    ),
};

/**
 * Set when staff confirmed saving an event identical to a live one (409 DUPLICATE_EVENT otherwise). Not stored;
 * it only answers the question for this request.
 */
const confirmDuplicate = { confirmDuplicate: z.boolean().optional() };

export const eventInputSchema = z.object({
  ...eventFields,
  ...confirmDuplicate,
  status: eventFields.status.default('draft'),
  competitionType: eventFields.competitionType.default('game'),
  isPrivateEvent: eventFields.isPrivateEvent.default(false),
  match: eventMatchInputSchema.default(() => ({})),
  organizations: eventFields.organizations.default([]),
  photographers: eventFields.photographers.default([]),
  products: eventFields.products.default([]),
  images: eventFields.images.default([]),
  zenfolio: eventZenfolioInputSchema.default(() => ({
    createZenfolio: false,
    zenfolioId: null,
    galleryName: null,
    link: null,
    password: null,
  })),
  manualSales: eventFields.manualSales.default([]),
  orderLimits: eventFields.orderLimits.default([]),
});
export type EventInput = z.input<typeof eventInputSchema>;
export type EventValues = z.output<typeof eventInputSchema>;

export const eventUpdateSchema = z.object(eventFields).partial().extend(versionField).extend(confirmDuplicate);
export type EventUpdate = z.input<typeof eventUpdateSchema>;
export type EventChanges = z.output<typeof eventUpdateSchema>;

// ---- messages (one per missing part when publishing) ----
export const EVENT_MESSAGES = {
  teams: 'Choose the teams (home and visiting, or participating teams) before publishing',
  homeTeam: 'Choose the home team before publishing',
  visitingTeam: 'Choose the visiting team before publishing',
  sport: 'Choose the sport before publishing',
  level: 'Choose the level before publishing',
  date: 'Choose the date and start time',
  endTime: 'Choose the end time',
  timeRange: 'The end time must be after the start time',
  titleOrParts: 'Enter a title, or choose the teams, level and sport to build one',
  commissionCharge: 'Enter the fixed charge',
  commissionPercent: 'Enter the percent',
  sameTeams: 'The visiting team must differ from the home team',
  scheduleConflict: (name: string, other: string, when: string) =>
    `Schedule conflict: ${name} already works “${other}” (${when})`,
  hasOrders: (n: number) => `This event has ${n} ${n === 1 ? 'order' : 'orders'} and cannot be deleted`,
  oneOwner: (owner: string) => `An event has one owner: ${owner} is already the owner`,
  duplicate: (title: string, when: string) => `An identical event already exists: “${title}” (${when})`,
  sowMissing: 'Choose a Statement of Work that exists',
  sowMediaDaysOnly: 'Only a media day can be linked to a Statement of Work',
  mediaDayTitle: 'Enter a title',
  participatingTeams: 'Choose the participating teams before publishing',
} as const;

/** `error.details.duplicateOf` of a 409 DUPLICATE_EVENT: the live event the saved one would duplicate. */
export interface DuplicateEventDetails {
  id: number;
  title: string;
  startTime: string;
}

const isMediaDay = (type: string) => (TYPES_OF_KIND['media-days'] as readonly string[]).includes(type);

/**
 * A media day's teams (media day, team portrait) are the teams taking part, never a home and a visiting team:
 * whichever entry point made it (the Media Days form, the Add event form with that type, the API), a home or
 * visiting team given for one joins the participating teams. Other types are left as they are.
 */
export function matchOfType<M extends EventMatchInput>(type: string, match: M): M {
  if (!isMediaDay(type) || (!match.homeTeamId && !match.visitingTeamId)) return match;
  const teams = [...(match.participatingTeams ?? []), match.homeTeamId, match.visitingTeamId];
  return {
    ...match,
    homeTeamId: null,
    visitingTeamId: null,
    participatingTeams: [...new Set(teams.filter((t): t is number => typeof t === 'number'))],
  };
}

/** What every save of a media day needs beyond the times: its own title (none is built for it). */
export function mediaDayProblems(v: { competitionType: string; title?: string | null }): Record<string, string> {
  return isMediaDay(v.competitionType) && !v.title?.trim() ? { title: EVENT_MESSAGES.mediaDayTitle } : {};
}

/**
 * The checks of BUSINESS_RULES.md a publish needs: field path → message. Shared by the form and the server.
 * A media day needs its participating teams (it is for no one sport or level); other types their teams, sport
 * and level.
 */
export function eventPublishProblems(v: {
  competitionType: string;
  eventCategoryId?: number | null;
  startTime?: string | null;
  endTime?: string | null;
  match: EventMatchInput;
}): Record<string, string> {
  const out: Record<string, string> = {};
  const m = matchOfType(v.competitionType, v.match);
  const participants = (m.participatingTeams ?? []).length > 0;
  if (isMediaDay(v.competitionType)) {
    if (!participants) out['match.participatingTeams'] = EVENT_MESSAGES.participatingTeams;
    return { ...out, ...eventTimeProblems(v) };
  }
  if (!participants) {
    if (!m.homeTeamId) out['match.homeTeamId'] = EVENT_MESSAGES.homeTeam;
    if (v.competitionType === 'game' && !m.visitingTeamId) out['match.visitingTeamId'] = EVENT_MESSAGES.visitingTeam;
  }
  if (!v.eventCategoryId) out.eventCategoryId = EVENT_MESSAGES.sport;
  if (!m.levelId) out['match.levelId'] = EVENT_MESSAGES.level;
  return { ...out, ...eventTimeProblems(v) };
}

/** Date and time-range checks every save makes (the schedule needs them even for a draft). */
export function eventTimeProblems(v: { startTime?: string | null; endTime?: string | null }): Record<string, string> {
  if (!v.startTime) return { startTime: EVENT_MESSAGES.date };
  if (!v.endTime) return { endTime: EVENT_MESSAGES.endTime };
  return new Date(v.endTime).getTime() <= new Date(v.startTime).getTime() ? { endTime: EVENT_MESSAGES.timeRange } : {};
}

// ---- responses ----
/**
 * An event's fulfilment on the cockpit, from its sold lines (paid, partly or fully refunded orders): none fulfilled,
 * some, or all; null with no sold line. Pre-orders: sold orders placed before the event started; team orders: those
 * for a player of one of the game's teams.
 */
export const EVENT_FULFILMENTS = ['unfulfilled', 'partly', 'fulfilled'] as const;
export type EventFulfilment = (typeof EVENT_FULFILMENTS)[number];
export const EVENT_FULFILMENT_LABELS: Record<EventFulfilment, string> = {
  unfulfilled: 'Unfulfilled',
  partly: 'Partly fulfilled',
  fulfilled: 'Fulfilled',
};

export const eventListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(EVENT_STATUSES),
  competitionType: z.enum(COMPETITION_TYPES),
  startTime: z.string(),
  endTime: z.string(),
  eventCategoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  levelName: z.string().nullable(),
  homeTeamName: z.string().nullable(),
  visitingTeamName: z.string().nullable(),
  venueName: z.string().nullable(),
  /** The crew, each with its answer to the assignment (a rejected one is flagged on the row). */
  photographers: z.array(
    z.object({ id: z.number().int(), name: z.string(), confirmation: z.enum(ASSIGNMENT_CONFIRMATIONS) }),
  ),
  isPrivateEvent: z.boolean(),
  /** Media days: the teams taking part, the district and the Statement of Work. */
  participatingTeamNames: z.array(z.string()),
  schoolDistrictName: z.string().nullable(),
  statementOfWorkTitle: z.string().nullable(),
  /** Game day, from the event's sold orders (see `EVENT_FULFILMENTS`); the $ is null for a caller without orders. */
  preOrders: z.number().int(),
  preOrderAmount: z.number().int().nullable(),
  teamOrders: z.number().int(),
  fulfilment: z.enum(EVENT_FULFILMENTS).nullable(),
  galleryLink: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventListItem = z.infer<typeof eventListItemSchema>;

const named = { id: z.number().int(), name: z.string() };
export const eventDetailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  eventCategoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  description: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.enum(EVENT_STATUSES),
  competitionType: z.enum(COMPETITION_TYPES),
  eventOwnerId: z.number().int().nullable(),
  eventOwnerName: z.string().nullable(),
  isPrivateEvent: z.boolean(),
  schoolDistrictId: z.number().int().nullable(),
  schoolDistrictName: z.string().nullable(),
  statementOfWorkId: z.number().int().nullable(),
  statementOfWorkTitle: z.string().nullable(),
  metaTitle: z.string().nullable(),
  metaKeywords: z.string().nullable(),
  metaDescription: z.string().nullable(),
  tags: z.string().nullable(),
  fulfilledAt: z.string().nullable(),
  match: z.object({
    gender: z.enum(GENDERS).nullable(),
    homeTeamId: z.number().int().nullable(),
    homeTeamName: z.string().nullable(),
    visitingTeamId: z.number().int().nullable(),
    visitingTeamName: z.string().nullable(),
    levelId: z.number().int().nullable(),
    levelName: z.string().nullable(),
    academicYear: z.string().nullable(),
    participatingTeams: z.array(z.object(named)),
    multiGender: z.boolean(),
    multiLevelIds: z.array(z.number().int()),
  }),
  organizations: z.array(z.object({ organizationId: z.number().int(), name: z.string(), isVenue: z.boolean() })),
  photographers: z.array(
    z.object({
      id: z.number().int(),
      photographerId: z.number().int(),
      name: z.string(),
      eventRole: z.enum(EVENT_ROLES),
      /** The pay fields are null on a co-assigned photographer's row when a photographer asks (pay is private). */
      commissionType: z.enum(COMMISSION_TYPES).nullable(),
      charge: z.number().int().nullable(),
      percentCharge: z.string().nullable(),
      totalCharge: z.number().int().nullable(),
      owner: z.boolean(),
      uploadStatus: z.enum(EVENT_UPLOAD_STATUSES).nullable(),
      confirmation: z.enum(ASSIGNMENT_CONFIRMATIONS),
      /** When the request was last sent, and when it was answered. */
      confirmationSentAt: z.string().nullable(),
      confirmationAt: z.string().nullable(),
    }),
  ),
  products: z.array(
    z.object({
      id: z.number().int(),
      productId: z.number().int(),
      name: z.string(),
      productCategoryId: z.number().int().nullable(),
      defaultPrice: z.number().int(),
      multiplier: z.string(),
      totalPrice: z.number().int(),
      orderCount: z.number().int(),
    }),
  ),
  images: z.array(z.object({ id: z.number().int(), url: z.string(), primary: z.boolean() })),
  zenfolio: z.object({
    createZenfolio: z.boolean(),
    zenfolioId: z.string().nullable(),
    galleryName: z.string().nullable(),
    link: z.string().nullable(),
    password: z.string().nullable(),
  }),
  manualSales: z.array(
    z.object({
      id: z.number().int(),
      saleAmount: z.number().int(),
      description: z.string().nullable(),
      settledAt: z.string().nullable(),
    }),
  ),
  orderLimits: z.array(
    z.object({ productCategoryId: z.number().int(), productCategoryName: z.string(), orderLimit: z.number().int() }),
  ),
  /** Orders holding a product of this event (a delete is refused while there are any). */
  orderCount: z.number().int(),
  /** Order products of the event: all, and those fulfilled. */
  ordersReceived: z.number().int(),
  ordersFulfilled: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

// ---- list ----
export const EVENT_SORT_FIELDS = ['startTime', 'title', 'status', 'createdAt'] as const;
/**
 * The events cockpit's tabs: Sideline (games and tournaments) and Media Days (team and school portrait sessions).
 * Only media days are agreed under a Statement of Work.
 */
export type CompetitionType = (typeof COMPETITION_TYPES)[number];
export const EVENT_KINDS = ['sideline', 'media-days'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const TYPES_OF_KIND: Record<EventKind, readonly CompetitionType[]> = {
  sideline: ['game', 'tournament'],
  'media-days': ['media_day', 'team_portrait'],
};
export const isMediaDayType = (t: CompetitionType) => TYPES_OF_KIND['media-days'].includes(t);

export const EVENT_FILTER_KEYS = [
  'categoryId',
  'status',
  'from',
  'to',
  'organizationId',
  'levelId',
  'photographerId',
  'private',
  'competitionType',
  'schoolDistrictId',
  'fulfilment',
] as const;

const calendarDay = z.string().refine(isCalendarDate, 'Use a date as YYYY-MM-DD').optional();
export const eventListQuerySchema = listQuerySchema(EVENT_SORT_FIELDS).extend({
  /** A sport, or a group: then every sport beneath it too. */
  categoryId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  status: z.enum(EVENT_STATUSES).optional(),
  /** America/Chicago calendar days, inclusive. */
  from: calendarDay,
  to: calendarDay,
  /** An organization taking part (home, visiting, participating, venue or linked). */
  organizationId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  levelId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  photographerId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  private: z.enum(['yes', 'no']).optional(),
  competitionType: z.enum(COMPETITION_TYPES).optional(),
  /** The cockpit tab: its competition types (fixed by the tab, not a filter a person sets). */
  kind: z.enum(EVENT_KINDS).optional(),
  schoolDistrictId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  /** Events whose sold lines are none, some or all fulfilled (events with no sold line match none). */
  fulfilment: z.enum(EVENT_FULFILMENTS).optional(),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

/** GET /api/events/lookups: the choices of the form and the filters (teams: /lookups/organizations?q=). */
export const eventLookupsSchema = z.object({
  categories: z.array(z.object({ ...named, parentId: z.number().int().nullable() })),
  levels: z.array(z.object({ ...named, code: z.string() })),
  products: z.array(z.object({ ...named, price: z.number().int(), productCategoryId: z.number().int().nullable() })),
  productCategories: z.array(z.object(named)),
  /** The rates (commission type, default charge) are null unless the caller manages events. */
  photographers: z.array(
    z.object({
      ...named,
      commissionType: z.enum(COMMISSION_TYPES).nullable(),
      defaultCharge: z.number().int().nullable(),
    }),
  ),
  owners: z.array(z.object(named)),
  /** The live school districts: a media day's district, the media days tab's filter. */
  districts: z.array(z.object({ id: z.number().int(), title: z.string(), state: z.string().nullable() })),
});
export type EventLookups = z.infer<typeof eventLookupsSchema>;
export const eventOrganizationOptionSchema = z.object({ ...named, isTeam: z.boolean(), isVenue: z.boolean() });
export type EventOrganizationOption = z.infer<typeof eventOrganizationOptionSchema>;
export const eventOrganizationQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  /** Ids whose names the form needs (already chosen), whatever the search. */
  ids: idListQuerySchema.optional(),
});

// ---- shot card ----
/**
 * Above this many players the web asks for the card as a background job (`POST /api/events/:id/shot-card/jobs`), its
 * PDF offered in the bell; smaller cards download at once (about 1 s for 60 players with large photos).
 */
export const SHOT_CARD_INLINE_MAX_PLAYERS = 120;
/** How a short-card answer shows on the card: the jersey number, a shot type wanted, or a note under its label. */
export const SHOT_CARD_ANSWER_KINDS = ['number', 'shotType', 'note'] as const;
export const shotCardSchema = z.object({
  eventId: z.number().int(),
  title: z.string(),
  startTime: z.string(),
  /** Players on the event's live orders whose team is not one of the game's teams: not listed, only counted. */
  otherTeamPlayers: z.number().int(),
  teams: z.array(
    z.object({
      teamId: z.number().int().nullable(),
      teamName: z.string(),
      players: z.array(
        z.object({
          playerId: z.number().int(),
          name: z.string(),
          /** The answer to the short-card question about the jersey number. */
          number: z.string().nullable(),
          imageUrl: z.string().nullable(),
          /** The answers to short-card choice questions (select, multiselect): the shots wanted, once each. */
          shotTypes: z.array(z.string()),
          answers: z.array(
            z.object({
              question: z.string(),
              shotLabel: z.string().nullable(),
              answer: z.string(),
              kind: z.enum(SHOT_CARD_ANSWER_KINDS),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type ShotCard = z.infer<typeof shotCardSchema>;

// ---- tracker ----
/**
 * GET /api/events/:id/tracker: where an event stands on game day and after — its sold orders and how many are
 * fulfilled, the crew's uploads, and the orders by the players' teams. `amount` is null for a caller who may not
 * see order money (a photographer sees counts only).
 */
export const eventTrackerSchema = z.object({
  /** Sold orders with a line of this event; fulfilled: every such line fulfilled. */
  orders: z.object({ total: z.number().int(), fulfilled: z.number().int() }),
  /** Crew members whose upload is marked Uploaded, of the crew. */
  uploads: z.object({ uploaded: z.number().int(), crew: z.number().int() }),
  teams: z.array(
    z.object({
      /** null: the order's player has no team, or the line no player. */
      teamId: z.number().int().nullable(),
      teamName: z.string(),
      orders: z.number().int(),
      /** Sold lines less succeeded refunds, in cents; null when the caller may not see money. */
      amount: z.number().int().nullable(),
    }),
  ),
  showsMoney: z.boolean(),
});
export type EventTracker = z.infer<typeof eventTrackerSchema>;
