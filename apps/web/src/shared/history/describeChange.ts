import type { HistoryEntry } from '@phlox/contract';
import { formatDateTime } from '../format/date';

/** A stored instant (an ISO timestamp with its offset), as written by JSON for Date fields. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

function quoted(value: string | null): string {
  return value === null || value === '' ? 'empty' : `“${value}”`;
}

/** A value as the screen shows it: the area's formatter first; any instant in Chicago time, like the rest of the app. */
function shown(field: string, value: string | null, formatValue?: HistoryValueFormatter): string | null {
  if (value === null || value === '') return value;
  const formatted = formatValue ? formatValue(field, value) : value;
  return INSTANT.test(formatted) ? formatDateTime(formatted) : formatted;
}

function fieldLabel(field: string): string {
  const words = field
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Shows a stored value the way the screen shows it, e.g. cents as dollars; return the value to keep it. */
export type HistoryValueFormatter = (field: string, value: string) => string;

/** One readable sentence for an update_history row, e.g. "changed Code from “V” to “VAR”". */
export function describeChange(entry: HistoryEntry, itemType: string, formatValue?: HistoryValueFormatter): string {
  switch (entry.action) {
    case 'create':
      return `created this ${itemType}`;
    case 'delete':
      return `deleted this ${itemType}`;
    case 'update':
      return entry.field
        ? `changed ${fieldLabel(entry.field)} from ${quoted(shown(entry.field, entry.oldValue, formatValue))} to ${quoted(
            shown(entry.field, entry.newValue, formatValue),
          )}`
        : `updated this ${itemType}`;
    default:
      return `${entry.action} ${entry.field ? fieldLabel(entry.field) : `this ${itemType}`}`;
  }
}
