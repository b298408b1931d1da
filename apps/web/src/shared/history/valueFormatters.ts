import { formatCents } from '../format/money';
import { formatDateTime } from '../format/date';
import type { HistoryValueFormatter } from './describeChange';

/**
 * A formatter for an item's history: the named fields hold integer cents or instants, shown as "$19.99" and
 * in Chicago time like on the page. Values that do not parse are shown as stored.
 */
export function historyValues({
  money = [],
  dates = [],
}: {
  money?: string[];
  dates?: string[];
}): HistoryValueFormatter {
  const moneyFields = new Set(money);
  const dateFields = new Set(dates);
  return (field, value) => {
    if (moneyFields.has(field) && /^-?\d+$/.test(value)) return formatCents(Number(value));
    if (dateFields.has(field) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
    return value;
  };
}
