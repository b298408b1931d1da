import { Tag, Typography } from 'antd';
import { formatDate, formatDateTime, isoInstant } from '../format/date';
import { formatCents } from '../format/money';

export function MoneyCell({ cents }: { cents: number | null | undefined }) {
  return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatCents(cents)}</span>;
}

/** A date (and time unless `dateOnly`) in Chicago time, with the exact instant in the tooltip. */
export function DateCell({ value, dateOnly = false }: { value: string | null | undefined; dateOnly?: boolean }) {
  if (!value) return <Typography.Text type="secondary">—</Typography.Text>;
  const text = dateOnly ? formatDate(value) : formatDateTime(value);
  return (
    <time dateTime={isoInstant(value)} title={`${formatDateTime(value)} (Chicago time)`}>
      {text}
    </time>
  );
}

const STATUS_COLORS: Record<string, string> = {
  active: 'green',
  published: 'green',
  paid: 'green',
  succeeded: 'green',
  fulfilled: 'blue',
  draft: 'default',
  pending: 'gold',
  new: 'gold',
  requires_action: 'orange',
  partially_refunded: 'orange',
  inactive: 'default',
  archived: 'default',
  unpaid: 'orange',
  refunded: 'purple',
  canceled: 'red',
  failed: 'red',
  // Coupon states (COUPON_STATES).
  expired: 'red',
  used_up: 'orange',
  scheduled: 'blue',
};

export function StatusTag({ status }: { status: string }) {
  const label = status.replace(/_/g, ' ');
  return (
    <Tag color={STATUS_COLORS[status.toLowerCase()] ?? 'default'}>{label.charAt(0).toUpperCase() + label.slice(1)}</Tag>
  );
}
