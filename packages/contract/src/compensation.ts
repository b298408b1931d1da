import { COMMISSION_TYPES } from './enums.js';
import { formatUsd } from './money.js';

/**
 * How a staff member is paid (users.compensation_type): the crew's commission types (a fixed amount per event,
 * a percent of the event's sales) and an hourly rate.
 */
export const COMPENSATION_TYPES = [...COMMISSION_TYPES, 'hourly'] as const;
export type CompensationType = (typeof COMPENSATION_TYPES)[number];
export const COMPENSATION_LABELS: Record<CompensationType, string> = {
  fixed: 'Fixed per event',
  percent: 'Percent of sales',
  hourly: 'Hourly',
};

/** Highest fixed or hourly rate: $100,000 in cents (as a photographer's default charge). */
export const MAX_COMPENSATION_CENTS = 10_000_000;
const PERCENT_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;

export const COMPENSATION_MESSAGES = {
  typeMissing: 'Choose how this person is paid',
  rateMissing: 'Enter the rate',
  amount: 'Enter an amount from $0 to $100,000 in whole cents',
  percent: 'Use a percent from 0 to 100 (at most 2 decimals)',
} as const;

/** fixed, hourly: cents (per event, per hour); percent: the percent as text ("12.5"), like the crew's percentCharge. */
export type CompensationRate = number | string;

type Problems = Partial<Record<'compensationType' | 'compensationRate', string>>;

const isPercent = (rate: CompensationRate) => {
  const text = String(rate).trim();
  return PERCENT_PATTERN.test(text) && Number(text) <= 100;
};

/**
 * What is wrong with a type and rate taken together (both empty is no compensation at all): the rate is read by
 * the type, so the check runs on the whole pair — on an update, on the saved values with the changes laid over.
 */
export function compensationProblems(
  type: CompensationType | null | undefined,
  rate: CompensationRate | null | undefined,
): Problems {
  const hasRate = rate !== null && rate !== undefined && String(rate).trim() !== '';
  if (!type) return hasRate ? { compensationType: COMPENSATION_MESSAGES.typeMissing } : {};
  if (!hasRate) return { compensationRate: COMPENSATION_MESSAGES.rateMissing };
  if (type === 'percent') return isPercent(rate) ? {} : { compensationRate: COMPENSATION_MESSAGES.percent };
  const cents = typeof rate === 'number' && Number.isInteger(rate) && rate >= 0 && rate <= MAX_COMPENSATION_CENTS;
  return cents ? {} : { compensationRate: COMPENSATION_MESSAGES.amount };
}

/** "12.50" → "12.5", "10.00" → "10": a percent as people write it. */
export const percentText = (rate: CompensationRate) => String(Number(String(rate).trim()));

/** "$150.00 fixed", "12.5%", "$40.00/h"; null without a compensation. */
export function formatCompensation(
  type: CompensationType | null | undefined,
  rate: CompensationRate | null | undefined,
): string | null {
  if (!type || rate === null || rate === undefined) return null;
  if (type === 'percent') return `${percentText(rate)}%`;
  const amount = formatUsd(Number(rate));
  return type === 'hourly' ? `${amount}/h` : `${amount} fixed`;
}
