import { formatUsd } from '@phlox/contract';

/**
 * Where a refund's money goes on this installation, said before and after it is made. A card payment goes back
 * through Stripe only when the server has a Stripe key; otherwise the refund is recorded as manual and staff
 * return the money themselves — the dialog must not promise a card refund that will not happen.
 */
export function refundPath(order: { stripePaymentId: string | null }, cardRefunds: boolean) {
  const viaStripe = cardRefunds && Boolean(order.stripePaymentId);
  const note = viaStripe
    ? 'Otherwise the money goes back to the card through Stripe.'
    : order.stripePaymentId
      ? 'Card refunds through Stripe are not set up on this installation: this records a manual refund, and you return the money yourself (the Stripe dashboard, cash, check…).'
      : 'This order was not paid by card through Stripe: this records a manual refund, and you return the money yourself (cash, check…).';
  return { viaStripe, note };
}

/** The toast once a refund is made: what actually happened to the money. */
export function refundDoneMessage(amount: number, throughStripe: boolean): string {
  return throughStripe
    ? `Refund of ${formatUsd(amount)} sent to Stripe: it shows as pending until Stripe confirms it`
    : `Recorded a manual refund of ${formatUsd(amount)}: return the money to the customer yourself`;
}
