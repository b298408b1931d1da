import { Spin, Typography } from 'antd';
import type { PayoutFreshness } from '@phlox/contract';
import { formatDateTime } from '../../../shared/format/date';

/**
 * When the payouts shown were computed, or that changes are being brought in: payouts follow sales by themselves
 * (a background refresh within about a minute), so nobody has to press Recompute to see them.
 */
export function PayoutFreshnessNote({ freshness }: { freshness: PayoutFreshness }) {
  if (freshness.waiting > 0)
    return (
      <Typography.Text type="secondary" data-testid="payout-freshness">
        <Spin size="small" style={{ marginInlineEnd: 6 }} />
        Updating {freshness.waiting === 1 ? '1 event' : `${freshness.waiting.toLocaleString('en-US')} events`} after
        recent changes…
      </Typography.Text>
    );
  return (
    <Typography.Text type="secondary" data-testid="payout-freshness">
      {freshness.computedAt ? `Up to date · computed ${formatDateTime(freshness.computedAt)}` : 'Nothing computed yet'}
    </Typography.Text>
  );
}
