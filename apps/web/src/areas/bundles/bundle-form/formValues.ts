import type { Dayjs } from 'dayjs';
import {
  DEFAULT_BUNDLE_DISCOUNT,
  type BundleDetail,
  type BundleEventFacts,
  type BundleInput,
  type SeasonPassStatus,
} from '@phlox/contract';
import { fromChicagoPicker, toChicagoPicker } from '../../../shared/forms/chicagoDates';
import type { ImageItem } from '../../../shared/uploads/ImageDropzone';

export interface BundleEventRow {
  eventId: number;
  status: boolean;
  /** Shown in the table; not sent. */
  title: string;
  startTime: string;
  eventStatus: string;
  /** What the matching rule reads (sport, level, gender, teams, status); not sent. */
  facts: BundleEventFacts;
}

export interface BundleProductRow {
  productId: number;
  multiplier: string;
  discount: string;
}

/** The bundle form's values: what the fields hold, close to the API's input. */
export interface BundleFormValues {
  name: string;
  description: string;
  discount: string;
  status: SeasonPassStatus;
  academicYear: string;
  startDate: Dayjs | null;
  endDate: Dayjs | null;
  expiryDate: Dayjs | null;
  levelId: number | null;
  eventCategoryId: number | null;
  gender: 'boys' | 'girls' | 'coed' | null;
  organizationId: number | null;
  /** The chosen team's name, for the built title; not sent. */
  organizationName: string | null;
  events: BundleEventRow[];
  products: BundleProductRow[];
  images: ImageItem[];
}

export function valuesOf(b?: BundleDetail): BundleFormValues {
  return {
    name: b?.name ?? '',
    description: b?.description ?? '',
    discount: b ? String(Number(b.discount)) : DEFAULT_BUNDLE_DISCOUNT,
    status: b?.status ?? 'draft',
    academicYear: b?.academicYear ?? '',
    startDate: toChicagoPicker(b?.startDate),
    endDate: toChicagoPicker(b?.endDate),
    expiryDate: toChicagoPicker(b?.expiryDate),
    levelId: b?.levelId ?? null,
    eventCategoryId: b?.eventCategoryId ?? null,
    gender: (b?.gender as BundleFormValues['gender']) ?? null,
    organizationId: b?.organizationId ?? null,
    organizationName: b?.organization?.name ?? null,
    events: (b?.events ?? []).map((e) => ({
      eventId: e.eventId,
      status: e.status,
      title: e.event.title,
      startTime: e.event.startTime,
      eventStatus: e.event.status,
      facts: e.event.facts,
    })),
    products: (b?.products ?? []).map((p) => ({
      productId: p.productId,
      multiplier: String(Number(p.multiplier)),
      discount: String(Number(p.discount)),
    })),
    images: (b?.images ?? []).map((i) => ({ url: i.url, primary: i.primary })),
  };
}

const blankToNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);
/** Dates are whole Chicago days: a bundle starts at the start of its first day and ends at the end of its last. */
const dayStart = (v: Dayjs | null) => fromChicagoPicker(v ? v.startOf('day') : null);
const dayEnd = (v: Dayjs | null) => fromChicagoPicker(v ? v.endOf('day') : null);

export function toInput(v: BundleFormValues): BundleInput {
  return {
    name: v.name.trim(),
    description: blankToNull(v.description),
    discount: String(v.discount ?? '').trim() || DEFAULT_BUNDLE_DISCOUNT,
    status: v.status,
    academicYear: blankToNull(v.academicYear),
    startDate: dayStart(v.startDate),
    endDate: dayEnd(v.endDate),
    expiryDate: dayEnd(v.expiryDate),
    levelId: v.levelId ?? null,
    eventCategoryId: v.eventCategoryId ?? null,
    gender: v.gender ?? null,
    organizationId: v.organizationId ?? null,
    events: (v.events ?? []).map((e) => ({ eventId: e.eventId, status: Boolean(e.status) })),
    products: (v.products ?? []).map((p) => ({
      productId: p.productId,
      multiplier: String(p.multiplier ?? '').trim(),
      discount: String(p.discount ?? '').trim(),
    })),
    images: (v.images ?? []).map((i) => ({ url: i.url, primary: Boolean(i.primary) })),
  };
}
