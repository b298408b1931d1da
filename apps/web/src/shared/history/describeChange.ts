import type { HistoryEntry } from '@phlox/contract';

function quoted(value: string | null): string {
  return value === null || value === '' ? 'empty' : `“${value}”`;
}

function fieldLabel(field: string): string {
  const words = field
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One readable sentence for an update_history row, e.g. "changed Code from “V” to “VAR”". */
export function describeChange(entry: HistoryEntry, itemType: string): string {
  switch (entry.action) {
    case 'create':
      return `created this ${itemType}`;
    case 'delete':
      return `deleted this ${itemType}`;
    case 'update':
      return entry.field
        ? `changed ${fieldLabel(entry.field)} from ${quoted(entry.oldValue)} to ${quoted(entry.newValue)}`
        : `updated this ${itemType}`;
    default:
      return `${entry.action} ${entry.field ? fieldLabel(entry.field) : `this ${itemType}`}`;
  }
}
