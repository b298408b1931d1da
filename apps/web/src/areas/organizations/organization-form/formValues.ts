import dayjs, { type Dayjs } from 'dayjs';
import {
  DEFAULT_COUNTRY,
  isBlankAddress,
  type AddressInput,
  type Organization,
  type OrganizationInput,
} from '@phlox/contract';

/** What the form holds: text inputs as strings, dates as Dayjs, the address nested like the API's. */
export interface OrganizationFormValues {
  organizationTypeId?: number;
  name: string;
  shortName: string;
  description: string;
  phone: string;
  address: Required<{ [K in keyof AddressInput]: string | null }>;
  imageUrl: string | null;
  parentId: number | null;
  isTeam: boolean;
  isVenue: boolean;
  isBoosterClub: boolean;
  googleMapLink: string;
  websiteLink: string;
  ncesId: string;
  schoolDistrictId: number | null;
  startDate: Dayjs | null;
  endDate: Dayjs | null;
}

export function toFormValues(o?: Organization): OrganizationFormValues {
  const a = o?.address;
  return {
    organizationTypeId: o?.organizationTypeId ?? undefined,
    name: o?.name ?? '',
    shortName: o?.shortName ?? '',
    description: o?.description ?? '',
    phone: o?.phone ?? '',
    address: {
      addressLine1: a?.addressLine1 ?? '',
      addressLine2: a?.addressLine2 ?? '',
      city: a?.city ?? null,
      state: a?.state ?? null,
      zip: a?.zip ?? '',
      country: a ? (a.country ?? '') : DEFAULT_COUNTRY,
    },
    imageUrl: o?.imageUrl ?? null,
    parentId: o?.parentId ?? null,
    isTeam: o?.isTeam ?? false,
    isVenue: o?.isVenue ?? false,
    isBoosterClub: o?.isBoosterClub ?? false,
    googleMapLink: o?.googleMapLink ?? '',
    websiteLink: o?.websiteLink ?? '',
    ncesId: o?.ncesId ?? '',
    schoolDistrictId: o?.schoolDistrictId ?? null,
    startDate: o?.startDate ? dayjs(o.startDate) : null,
    endDate: o?.endDate ? dayjs(o.endDate) : null,
  };
}

const day = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : null);
const text = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** The body the API takes; an address with only the default country filled in counts as none. */
export function toInput(v: OrganizationFormValues): OrganizationInput {
  const a = v.address;
  const address = {
    addressLine1: text(a.addressLine1),
    addressLine2: text(a.addressLine2),
    city: text(a.city),
    state: text(a.state),
    // Required: an empty one is sent as such, so the server names it (the form asks for it first).
    zip: a.zip?.trim() ?? '',
    country: text(a.country),
  };
  const onlyCountry = isBlankAddress({ ...address, country: null });
  return {
    organizationTypeId: v.organizationTypeId as number,
    name: v.name.trim(),
    shortName: v.shortName.trim(),
    description: text(v.description),
    phone: text(v.phone),
    address: onlyCountry ? null : address,
    imageUrl: text(v.imageUrl),
    parentId: v.parentId ?? null,
    isTeam: v.isTeam,
    isVenue: v.isVenue,
    isBoosterClub: v.isBoosterClub,
    googleMapLink: text(v.googleMapLink),
    websiteLink: text(v.websiteLink),
    ncesId: text(v.ncesId),
    schoolDistrictId: v.schoolDistrictId ?? null,
    startDate: day(v.startDate),
    endDate: day(v.endDate),
  };
}
