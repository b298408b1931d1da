import type { AuthUser } from '@phlox/contract';
import { TtlCache } from '../../shared/ttlCache.js';

/**
 * Who is behind a session (keyed by the hashed token), remembered for a few seconds: the guard runs on every
 * API request and the session query (user, roles, grants) was most of a simple request's cost. Writes that can
 * change the answer (sign-out, password, status, roles, permissions) clear it on this instance; other instances
 * see the change within the TTL, which bounds how long a revoked session can still be used there.
 */
export class SessionCache extends TtlCache<AuthUser> {}
