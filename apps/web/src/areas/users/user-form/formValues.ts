import {
  DEFAULT_COUNTRY,
  isBlankAddress,
  percentText,
  type AddressInput,
  type CompensationType,
  type PhotographerProfile,
  type PhotographerProfileInput,
  type UserDetail,
  type UserInput,
  type UserStatus,
} from '@phlox/contract';
import { fromCents, toCents } from '../../../shared/forms/MoneyInput';
import type { ImageItem } from '../../../shared/uploads/ImageDropzone';

/** The photographer part of a form (users form and profile page): money as the dollars text typed. */
export interface PhotographerFormValues {
  description: string;
  isSports: boolean;
  isPortraits: boolean;
  isWeddings: boolean;
  isWorkplace: boolean;
  isLifestyle: boolean;
  defaultCharge: string;
  commissionType: PhotographerProfile['commissionType'];
  group: string;
  website: string;
  shortNote: string;
  images: ImageItem[];
  availability: Array<{ date: string; isAvailable: boolean }>;
}

export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  status: UserStatus;
  /** The first one is the primary role. */
  roleIds: number[];
  avatarUrl: string | null;
  address: Required<{ [K in keyof AddressInput]: string | null }>;
  photographer: PhotographerFormValues;
  levelId: number | null;
  compensationType: CompensationType | null;
  /** As typed: dollars for a fixed or hourly rate, the percent for a percent. */
  compensationRate: string;
}

/** The rate's text for the form, read by its type: cents as dollars, a percent as people write it. */
function rateText(u: UserDetail | undefined): string {
  if (!u?.compensationType || u.compensationRate === null) return '';
  return u.compensationType === 'percent'
    ? percentText(u.compensationRate)
    : fromCents(typeof u.compensationRate === 'number' ? u.compensationRate : Number(u.compensationRate));
}

/** The rate the API takes for the type chosen (no type, no rate). */
function rateInput(type: CompensationType | null, text: string): UserInput['compensationRate'] {
  if (!type || text.trim() === '') return null;
  return type === 'percent' ? text.trim() : toCents(text);
}

export function toPhotographerValues(p: PhotographerProfile | null | undefined): PhotographerFormValues {
  return {
    description: p?.description ?? '',
    isSports: p?.isSports ?? false,
    isPortraits: p?.isPortraits ?? false,
    isWeddings: p?.isWeddings ?? false,
    isWorkplace: p?.isWorkplace ?? false,
    isLifestyle: p?.isLifestyle ?? false,
    defaultCharge: fromCents(p?.defaultCharge),
    commissionType: p?.commissionType ?? 'fixed',
    group: p?.group ?? '',
    website: p?.website ?? '',
    shortNote: p?.shortNote ?? '',
    images: (p?.images ?? []).map((img, i) => ({ url: img.url, primary: img.primary, sort: i + 1 })),
    availability: p?.availability ?? [],
  };
}

export function toPhotographerInput(v: PhotographerFormValues): PhotographerProfileInput {
  return {
    ...v,
    defaultCharge: toCents(v.defaultCharge),
    images: v.images.map((img) => ({ url: img.url, primary: Boolean(img.primary) })),
  };
}

export function toFormValues(u?: UserDetail, defaultRoleIds: number[] = []): UserFormValues {
  const a = u?.address;
  return {
    firstName: u?.firstName ?? '',
    lastName: u?.lastName ?? '',
    email: u?.email ?? '',
    phone: u?.phone ?? '',
    status: u?.status ?? 'active',
    roleIds: u ? u.roles.map((r) => r.id) : defaultRoleIds,
    avatarUrl: u?.avatarUrl ?? null,
    address: {
      addressLine1: a?.addressLine1 ?? '',
      addressLine2: a?.addressLine2 ?? '',
      city: a?.city ?? null,
      state: a?.state ?? null,
      zip: a?.zip ?? '',
      country: a ? (a.country ?? '') : DEFAULT_COUNTRY,
    },
    photographer: toPhotographerValues(u?.photographer),
    levelId: u?.levelId ?? null,
    compensationType: u?.compensationType ?? null,
    compensationRate: rateText(u),
  };
}

/** An address whose only part is the pre-filled country is no address. */
function addressOf(a: UserFormValues['address']): UserInput['address'] {
  const { country: _country, ...parts } = a;
  return isBlankAddress(parts) ? null : a;
}

/** The request body; the photographer profile only when the user is (becoming) a photographer. */
export function toInput(v: UserFormValues, isPhotographer: boolean): UserInput {
  const { photographer, address, compensationRate, ...rest } = v;
  return {
    ...rest,
    compensationRate: rateInput(v.compensationType, compensationRate),
    address: addressOf(address),
    ...(isPhotographer ? { photographer: toPhotographerInput(photographer) } : {}),
  };
}
