import { ROLE_ADMIN, ROLE_PHOTOGRAPHER, type AuthUser } from '@phlox/contract';

/**
 * BUSINESS_RULES: a Photographer sees only its own payouts and compensation, never the platform fee or other
 * payees. Returns the photographer's user id when the caller is scoped so, null when it sees everything (an
 * Admin, or anyone who manages payouts).
 */
export function payoutScope(user: AuthUser): number | null {
  const scoped =
    user.roles.includes(ROLE_PHOTOGRAPHER) && !user.roles.includes(ROLE_ADMIN) && user.permissions.payouts !== 'manage';
  return scoped ? user.id : null;
}
