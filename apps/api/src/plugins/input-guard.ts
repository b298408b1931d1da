import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../shared/errors.js';

// A NUL cannot be stored in PostgreSQL text; a lone surrogate is not Unicode (the driver would silently replace it).
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 32;

/** The first place in a parsed request part that the database or the app could not take, with why. */
export function unstorable(value: unknown): { path: string; why: string } | null {
  const stack: Array<{ v: unknown; path: string; depth: number }> = [{ v: value, path: '', depth: 0 }];
  while (stack.length) {
    const { v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (UNSTORABLE.test(v)) return { path, why: 'Remove the invisible control or broken characters' };
    } else if (v && typeof v === 'object') {
      if (depth >= MAX_DEPTH) return { path, why: 'Too deeply nested' };
      for (const [k, child] of Object.entries(v)) {
        const childPath = path ? `${path}.${k}` : k;
        if (FORBIDDEN_KEYS.has(k) || UNSTORABLE.test(k)) return { path: childPath, why: 'Not an accepted field' };
        stack.push({ v: child, path: childPath, depth: depth + 1 });
      }
    }
  }
  return null;
}

/**
 * Refuses, before validation, text that no handler could store: a 400 naming the field, where the database
 * would otherwise fail with a 500 (or store something else than was sent).
 */
export default fp(async function inputGuardPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    for (const part of [req.params, req.query, req.body]) {
      const bad = unstorable(part);
      if (bad) throw badRequest(`${bad.path || 'Request'}: ${bad.why}`, { [bad.path || '_']: bad.why });
    }
  });
});
