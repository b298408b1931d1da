import type { AuthUser } from '@phlox/contract';

/**
 * Who is behind a session, remembered for a few seconds: the guard runs on every API request and the
 * session query (user, roles, grants) was most of a simple request's cost. Writes that can change the
 * answer (sign-out, password, status, roles, permissions) clear it on this instance; other instances
 * see the change within the TTL, which bounds how long a revoked session can still be used there.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: AuthUser; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(sessionId: string): AuthUser | undefined {
    const hit = this.entries.get(sessionId);
    if (!hit) return undefined;
    if (hit.until <= Date.now()) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return hit.user;
  }

  set(sessionId: string, user: AuthUser): void {
    if (this.ttlMs <= 0) return;
    // Oldest first: a Map iterates in insertion order, so this keeps memory bounded without an LRU library.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(sessionId, { user, until: Date.now() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}
