import { describe, expect, it } from 'vitest';
import { refundDoneMessage, refundPath } from './refundPath';

describe('what a refund does on this installation', () => {
  it('offers the card refund only when Stripe is set up and the order was paid through it', () => {
    expect(refundPath({ stripePaymentId: 'pi_1' }, true)).toEqual({
      viaStripe: true,
      note: 'Otherwise the money goes back to the card through Stripe.',
    });
  });

  it('never promises a card refund without a Stripe key: it says the refund is recorded by hand', () => {
    const path = refundPath({ stripePaymentId: 'pi_1' }, false);
    expect(path.viaStripe).toBe(false);
    expect(path.note).toMatch(/not set up on this installation: this records a manual refund/);
    expect(path.note).not.toMatch(/goes back to the card/);
    expect(refundPath({ stripePaymentId: null }, true).note).toMatch(/not paid by card.*manual refund/);
  });

  it('says after the fact what happened to the money', () => {
    expect(refundDoneMessage(500, false)).toBe(
      'Recorded a manual refund of $5.00: return the money to the customer yourself',
    );
    expect(refundDoneMessage(500, true)).toMatch(/^Refund of \$5\.00 sent to Stripe/);
  });
});
