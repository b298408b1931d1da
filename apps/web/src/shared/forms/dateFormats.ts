/**
 * What the app's date pickers show and what they take when typed. A picker shows its value in the first format
 * ("Dec 10, 2026") and reads typed text in any of them, so the ways people write a US date (12/10/2026, 1/5/2027,
 * 01/05/2027) and ISO (2026-12-10) are taken instead of being cleared when the field is left. Parsing is strict,
 * so 12/10/2026 is always December 10 (the US order, as everywhere in the app), never October 12.
 */
export const DATE_FORMATS = ['MMM D, YYYY', 'M/D/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'];

/** A date and time (Chicago wall clock): the same dates with a 12- or 24-hour time, or a date alone (midnight). */
export const DATE_TIME_FORMATS = [
  'MMM D, YYYY h:mm A',
  'M/D/YYYY h:mm A',
  'MM/DD/YYYY h:mm A',
  'YYYY-MM-DD HH:mm',
  'YYYY-MM-DD h:mm A',
  'M/D/YYYY HH:mm',
  ...DATE_FORMATS,
];
