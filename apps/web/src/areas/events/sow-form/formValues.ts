import type { Dayjs } from 'dayjs';
import type { Sow, SowInput, SowStatus } from '@phlox/contract';
import { fromCalendarDate, toCalendarDate } from '../../../shared/forms/chicagoDates';
import { fromCents, toCents } from '../../../shared/forms/MoneyInput';

/** The contract: a link, or an uploaded file (its stored link and the name it was uploaded with). */
export interface ContractValue {
  url: string | null;
  fileName: string | null;
}

/** What the form holds: dates as picker values, the amount as the dollars typed, media days by id. */
export interface SowFormValues {
  title: string;
  timeline: [Dayjs | null, Dayjs | null] | null;
  schoolDistrictId: number | null;
  status: SowStatus;
  agreedOn: Dayjs | null;
  amount: string;
  contract: ContractValue;
  notes: string;
  mediaDayIds: number[];
}

export function toFormValues(s?: Sow): SowFormValues {
  return {
    title: s?.title ?? '',
    timeline: s ? [fromCalendarDate(s.startDate), fromCalendarDate(s.endDate)] : null,
    schoolDistrictId: s?.schoolDistrictId ?? null,
    status: s?.status ?? 'draft',
    agreedOn: fromCalendarDate(s?.agreedOn),
    amount: fromCents(s?.amount),
    contract: { url: s?.contractUrl ?? null, fileName: s?.contractFileName ?? null },
    notes: s?.notes ?? '',
    mediaDayIds: s?.mediaDays.map((m) => m.id) ?? [],
  };
}

/** The body the API takes; the media days are a set (sorted: picking them in another order is no change). */
export function toInput(v: SowFormValues): SowInput {
  return {
    title: v.title.trim(),
    startDate: toCalendarDate(v.timeline?.[0]) ?? '',
    endDate: toCalendarDate(v.timeline?.[1]) ?? '',
    schoolDistrictId: v.schoolDistrictId ?? null,
    status: v.status,
    agreedOn: toCalendarDate(v.agreedOn),
    amount: toCents(v.amount),
    contractUrl: v.contract.url?.trim() || null,
    contractFileName: v.contract.url ? v.contract.fileName : null,
    notes: v.notes.trim() || null,
    mediaDayIds: [...new Set(v.mediaDayIds)].sort((a, b) => a - b),
  };
}
