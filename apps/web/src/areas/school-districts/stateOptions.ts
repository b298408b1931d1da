import { SCHOOL_DISTRICT_STATES, US_STATE_CODES } from '@phlox/contract';

const nameOfCode = new Map<string, string>();
for (const [name, code] of Object.entries(US_STATE_CODES)) if (!nameOfCode.has(code)) nameOfCode.set(code, name);

/** A district's state, stored as its USPS code: "Texas (TX)", so either can be typed to find it; by name. */
export const stateOptions = SCHOOL_DISTRICT_STATES.map((code) => ({
  value: code,
  label: nameOfCode.has(code) ? `${nameOfCode.get(code)} (${code})` : code,
})).sort((a, b) => a.label.localeCompare(b.label));
