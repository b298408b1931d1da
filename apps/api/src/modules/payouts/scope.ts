import { seesOwnRowsOnly, type AuthUser } from '@phlox/contract';

/**
 * BUSINESS_RULES: a Photographer sees only its own payouts and compensation, never the platform fee or other
 * payees. Returns the photographer's user id when the caller is scoped so, null when it sees everything (an
 * Admin, or anyone who manages payouts, or staff with view).
 */
export function payoutScope(user: AuthUser): number | null {
  return seesOwnRowsOnly(user, 'payouts') ? user.id : null;
}
