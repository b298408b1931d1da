import type { HistoryEntry } from '@phlox/contract';

function quoted(value: string | null): string {
  return value === null || value === '' ? 'empty' : `“${value}”`;
}

function shown(field: string, value: string | null, formatValue?: HistoryValueFormatter): string | null {
  return value === null || value === '' || !formatValue ? value : formatValue(field, value);
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
