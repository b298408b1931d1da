import type { Dayjs } from 'dayjs';
import { matchOfType } from '@phlox/contract';
import type {
  COMMISSION_TYPES,
  COMPETITION_TYPES,
  EVENT_ROLES,
  EVENT_STATUSES,
  EVENT_UPLOAD_STATUSES,
  EventDetail,
  EventInput,
  GENDERS,
} from '@phlox/contract';
import { fromChicagoPicker, toChicagoPicker } from '../../../shared/forms/chicagoDates';
import { fromCents, toCents } from '../../../shared/forms/MoneyInput';
import type { ImageItem } from '../../../shared/uploads/ImageDropzone';

/** The form's values: times as Chicago picker values, money as the dollars typed. */
export interface EventFormValues {
  title: string;
  eventCategoryId?: number | null;
  description?: string | null;
  startTime: Dayjs | null;
  endTime: Dayjs | null;
  status: (typeof EVENT_STATUSES)[number];
  competitionType: (typeof COMPETITION_TYPES)[number];
  eventOwnerId?: number | null;
  isPrivateEvent: boolean;
  schoolDistrictId?: number | null;
  statementOfWorkId?: number | null;
  metaTitle?: string | null;
  metaKeywords?: string | null;
  metaDescription?: string | null;
  tags?: string | null;
  match: {
    gender?: (typeof GENDERS)[number] | null;
    homeTeamId?: number | null;
    visitingTeamId?: number | null;
    levelId?: number | null;
    academicYear?: string | null;
    participatingTeams: number[];
    multiGender: boolean;
    multiLevelIds: number[];
  };
  organizations: Array<{ organizationId?: number; isVenue: boolean }>;
  photographers: Array<{
    photographerId?: number;
    eventRole: (typeof EVENT_ROLES)[number];
    commissionType: (typeof COMMISSION_TYPES)[number];
    charge: string;
    percentCharge: string;
    owner: boolean;
    uploadStatus?: (typeof EVENT_UPLOAD_STATUSES)[number] | null;
  }>;
  products: Array<{ productId?: number; defaultPrice: string; multiplier: string }>;
  images: ImageItem[];
  zenfolio: {
    createZenfolio: boolean;
    zenfolioId?: string | null;
    galleryName?: string | null;
    link?: string | null;
    password?: string | null;
  };
  manualSales: Array<{ id?: number; saleAmount: string; description?: string | null; settledAt: Dayjs | null }>;
  orderLimits: Array<{ productCategoryId?: number; orderLimit?: number | null }>;
}

/** The saved event as form values; a new one starts as `type` (a game, or a media day on its own form). */
export function valuesOf(e?: EventDetail, type: EventFormValues['competitionType'] = 'game'): EventFormValues {
  return {
    title: e?.title ?? '',
    eventCategoryId: e?.eventCategoryId ?? null,
    description: e?.description ?? '',
    startTime: toChicagoPicker(e?.startTime),
    endTime: toChicagoPicker(e?.endTime),
    status: e?.status ?? 'draft',
    competitionType: e?.competitionType ?? type,
    eventOwnerId: e?.eventOwnerId ?? null,
    isPrivateEvent: e?.isPrivateEvent ?? false,
    schoolDistrictId: e?.schoolDistrictId ?? null,
    statementOfWorkId: e?.statementOfWorkId ?? null,
    metaTitle: e?.metaTitle ?? '',
    metaKeywords: e?.metaKeywords ?? '',
    metaDescription: e?.metaDescription ?? '',
    tags: e?.tags ?? '',
    // A media day saved with a home or visiting team (before the rule) shows them as participating teams.
    match: matchOfType(e?.competitionType ?? type, {
      gender: e?.match.gender ?? null,
      homeTeamId: e?.match.homeTeamId ?? null,
      visitingTeamId: e?.match.visitingTeamId ?? null,
      levelId: e?.match.levelId ?? null,
      academicYear: e?.match.academicYear ?? '',
      participatingTeams: e?.match.participatingTeams.map((t) => t.id) ?? [],
      multiGender: e?.match.multiGender ?? false,
      multiLevelIds: e?.match.multiLevelIds ?? [],
    }),
    organizations: e?.organizations.map((o) => ({ organizationId: o.organizationId, isVenue: o.isVenue })) ?? [],
    photographers:
      e?.photographers.map((p) => ({
        photographerId: p.photographerId,
        eventRole: p.eventRole,
        // The form is for those who manage events, who always get the pay fields.
        commissionType: p.commissionType ?? 'fixed',
        charge: fromCents(p.charge),
        percentCharge: p.percentCharge ?? '',
        owner: p.owner,
        uploadStatus: p.uploadStatus,
      })) ?? [],
    products:
      e?.products.map((p) => ({
        productId: p.productId,
        defaultPrice: fromCents(p.defaultPrice),
        multiplier: p.multiplier,
      })) ?? [],
    images: e?.images.map((i, n) => ({ url: i.url, primary: i.primary, sort: n + 1 })) ?? [],
    zenfolio: e?.zenfolio ?? { createZenfolio: false, zenfolioId: '', galleryName: '', link: '', password: '' },
    manualSales:
      e?.manualSales.map((s) => ({
        id: s.id,
        saleAmount: fromCents(s.saleAmount),
        description: s.description,
        settledAt: toChicagoPicker(s.settledAt),
      })) ?? [],
    orderLimits:
      e?.orderLimits.map((l) => ({ productCategoryId: l.productCategoryId, orderLimit: l.orderLimit })) ?? [],
  };
}

const num = (v: number | null | undefined) => (typeof v === 'number' ? v : null);

/** The whole event as the API takes it (the form always sends every list: the server replaces each). */
export function toInput(v: EventFormValues): EventInput {
  return {
    title: v.title,
    eventCategoryId: num(v.eventCategoryId),
    description: v.description,
    startTime: fromChicagoPicker(v.startTime),
    endTime: fromChicagoPicker(v.endTime),
    status: v.status,
    competitionType: v.competitionType,
    eventOwnerId: num(v.eventOwnerId),
    isPrivateEvent: v.isPrivateEvent,
    schoolDistrictId: num(v.schoolDistrictId),
    statementOfWorkId: num(v.statementOfWorkId),
    metaTitle: v.metaTitle,
    metaKeywords: v.metaKeywords,
    metaDescription: v.metaDescription,
    tags: v.tags,
    // Switched to a media day, the teams chosen as home and visiting are sent as participating teams (hidden then).
    match: matchOfType(v.competitionType, {
      gender: v.match.gender ?? null,
      homeTeamId: num(v.match.homeTeamId),
      visitingTeamId: num(v.match.visitingTeamId),
      levelId: num(v.match.levelId),
      academicYear: v.match.academicYear || null,
      participatingTeams: v.match.participatingTeams ?? [],
      multiGender: v.match.multiGender,
      multiLevelIds: v.match.multiLevelIds ?? [],
    }),
    organizations: v.organizations
      .filter((o) => o.organizationId)
      .map((o) => ({ organizationId: o.organizationId!, isVenue: o.isVenue })),
    photographers: v.photographers
      .filter((p) => p.photographerId)
      .map((p) => ({
        photographerId: p.photographerId!,
        eventRole: p.eventRole,
        commissionType: p.commissionType,
        charge: p.commissionType === 'fixed' ? toCents(p.charge) : null,
        percentCharge: p.commissionType === 'percent' ? p.percentCharge || null : null,
        owner: p.owner,
        uploadStatus: p.uploadStatus ?? null,
      })),
    products: v.products
      .filter((p) => p.productId)
      .map((p) => ({
        productId: p.productId!,
        defaultPrice: toCents(p.defaultPrice),
        multiplier: p.multiplier || '1',
      })),
    images: v.images.map((i) => ({ url: i.url, primary: Boolean(i.primary) })),
    zenfolio: {
      createZenfolio: v.zenfolio.createZenfolio,
      zenfolioId: v.zenfolio.zenfolioId,
      galleryName: v.zenfolio.galleryName,
      link: v.zenfolio.link,
      password: v.zenfolio.password,
    },
    manualSales: v.manualSales.map((s) => ({
      id: s.id,
      saleAmount: toCents(s.saleAmount) ?? 0,
      description: s.description,
      settledAt: fromChicagoPicker(s.settledAt),
    })),
    orderLimits: v.orderLimits
      .filter((l) => l.productCategoryId && typeof l.orderLimit === 'number')
      .map((l) => ({ productCategoryId: l.productCategoryId!, orderLimit: l.orderLimit! })),
  };
}
