import { Tag } from 'antd';
import {
  PAYOUT_HOLD_LABELS,
  PAYOUT_STANDING_LABELS,
  type PayoutHoldReason,
  type PayoutStanding,
} from '@phlox/contract';

/**
 * A tag on a payout that is not owed: "Projected · Game not played yet", "Projected · Draft", "Void · Event
 * canceled" (`short`: "Projected" / "Void", the reason in its tooltip, where the page says it already). Owed and
 * paid lines get none (their payment status says enough).
 */
export function StandingTag({
  standing,
  holdReason,
  short = false,
}: {
  standing: PayoutStanding;
  holdReason: PayoutHoldReason | null;
  short?: boolean;
}) {
  if (standing !== 'projected' && standing !== 'void') return null;
  const reason = holdReason ? PAYOUT_HOLD_LABELS[holdReason] : null;
  return (
    <Tag color={standing === 'void' ? 'default' : 'gold'} title={reason ?? undefined} data-testid="standing-tag">
      {PAYOUT_STANDING_LABELS[standing]}
      {!short && reason && ` · ${reason}`}
    </Tag>
  );
}

/** Why a payout is not owed yet, as a sentence for the payout page. */
export const HOLD_EXPLANATIONS: Record<PayoutHoldReason, string> = {
  not_played:
    'This event has not taken place yet: its payouts are projected and can be settled once it has ended (Chicago time).',
  draft:
    'This event is a draft: its payouts are projected and can be settled once it is published and has taken place.',
  canceled: 'This event is canceled: its unpaid payouts are void and cannot be settled.',
  unconfirmed:
    'A photographer’s assignment to this event is not confirmed: that line is projected until it is (Events → the event → Photographers).',
};
